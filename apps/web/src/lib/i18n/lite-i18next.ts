// A stand-in for the i18next runtime, for the part of its API this app uses (decision 0051). vite.config.ts and the web
// test project resolve the bare specifier `i18next` here; the types still come from i18next, so every `t` call is
// checked against the catalogues as before. lite-i18next.test.ts compares it with the real library on every key of
// every catalogue. What it does, as i18next does it with this app's options:
// - keys are paths separated by '.', looked up in the asked namespace, then in `fallbackNS`, each in the language,
//   then in `fallbackLng`; a key found nowhere, or naming a group of keys, is returned as it is;
// - `count` picks `<key>_<plural category>` (Intl.PluralRules of the language being read) before `<key>`;
// - `{{name}}` is replaced by the option of that name, unescaped (`escapeValue: false`); a missing one stays as written.
// No backends, formatters, nesting ($t), context, ordinal plurals or returnObjects: the app uses none of them.

type Catalogue = Record<string, unknown>;
type Options = Record<string, unknown> & { ns?: string; lng?: string; count?: number };
type TFunction = (key: string, options?: Options) => string;

interface InitOptions {
  resources?: Record<string, Record<string, Catalogue>>;
  ns?: string | readonly string[];
  defaultNS?: string;
  fallbackNS?: string | readonly string[] | false;
  lng?: string;
  fallbackLng?: string | readonly string[] | false;
  supportedLngs?: readonly string[];
  [option: string]: unknown;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const list = (value: string | readonly string[] | false | undefined): string[] =>
  value === undefined || value === false ? [] : typeof value === 'string' ? [value] : [...value];

function lookUp(catalogue: Catalogue | undefined, key: string): unknown {
  if (!catalogue) return undefined;
  if (Object.hasOwn(catalogue, key)) return catalogue[key];
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

/** i18next's deepExtend: objects merge, anything else is set when `overwrite` or not there yet. */
function merge(target: Catalogue, source: Catalogue, overwrite: boolean): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    const bothObjects = isCatalogue(current) && isCatalogue(value);
    if (bothObjects) merge(current, value, overwrite);
    else if (overwrite || current === undefined) target[key] = value;
  }
  return target;
}
const isCatalogue = (value: unknown): value is Catalogue =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const copy = (value: object): Catalogue => JSON.parse(JSON.stringify(value)) as Catalogue;

function interpolate(text: string, values: Options | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = lookUp(values, name.trim());
    // i18next writes any other value as String() does; the app passes strings and numbers.
    return value === undefined || value === null ? match : `${value as number}`;
  });
}

export class LiteI18n {
  options: InitOptions = {};
  language = 'en';
  languages: string[] = ['en'];
  isInitialized = false;
  private store: Record<string, Record<string, Catalogue>> = {};
  private plurals = new Map<string, Intl.PluralRules>();
  private fixed = new Map<string, TFunction>();

  use(_plugin: unknown): this {
    return this;
  }

  init(options: InitOptions = {}): Promise<TFunction> {
    this.options = options;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {}))
      for (const [ns, catalogue] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, catalogue, true, true);
    this.setLanguage(options.lng ?? list(options.fallbackLng)[0] ?? 'en');
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  changeLanguage(lng: string): Promise<TFunction> {
    this.setLanguage(lng);
    return Promise.resolve(this.t);
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.languages = this.codes(lng);
    this.fixed.clear();
  }

  /** The language and its fallbacks, in the order keys are looked up. */
  private codes(lng: string): string[] {
    return [...new Set([lng, ...list(this.options.fallbackLng)])];
  }

  private namespaces(ns: string | undefined): string[] {
    const asked = ns ?? this.options.defaultNS ?? list(this.options.ns)[0] ?? 'translation';
    return [...new Set([asked, ...list(this.options.fallbackNS)])];
  }

  private pluralSuffix(lng: string, count: number): string {
    let rules = this.plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      this.plurals.set(lng, rules);
    }
    return `_${rules.select(count)}`;
  }

  /** The first value found for the key (a string, or a group of keys when the key names one). */
  private resolve(key: string, options: Options | undefined): unknown {
    const count = typeof options?.count === 'number' ? options.count : undefined;
    for (const ns of this.namespaces(options?.ns)) {
      for (const lng of this.codes(options?.lng ?? this.language)) {
        const keys = count === undefined ? [key] : [key + this.pluralSuffix(lng, count), key];
        for (const candidate of keys) {
          const found = lookUp(this.store[lng]?.[ns], candidate);
          if (found !== undefined && found !== null) return found;
        }
      }
    }
    return undefined;
  }

  t: TFunction = (key, options) => {
    const found = this.resolve(key, options);
    return typeof found === 'string' ? interpolate(found, options) : key;
  };

  exists(key: string, options?: Options): boolean {
    return this.resolve(key, options) !== undefined;
  }

  getFixedT(lng?: string | null, ns?: string | null): TFunction {
    const id = `${lng ?? ''}|${ns ?? ''}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) =>
        this.t(key, { ...options, lng: options?.lng ?? lng ?? this.language, ns: options?.ns ?? ns ?? undefined });
      this.fixed.set(id, t);
    }
    return t;
  }

  addResourceBundle(lng: string, ns: string, resources: object, deep = false, overwrite = false): this {
    const languages = (this.store[lng] ??= {});
    const pack = languages[ns] ?? {};
    languages[ns] = deep ? merge(pack, copy(resources), overwrite) : { ...pack, ...copy(resources) };
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string): Catalogue | undefined {
    const bundle = this.store[lng]?.[ns];
    return bundle ? copy(bundle) : undefined;
  }
}

const i18n = new LiteI18n();
export default i18n;
