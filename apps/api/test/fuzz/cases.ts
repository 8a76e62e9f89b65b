import fc from 'fast-check';

/**
 * Bad requests for one OpenAPI operation (issue 12, item 4). Every case breaks the operation's declared schema in
 * at least one named way, so a 2xx answer to it is itself a defect; the rest of the request is made as valid as
 * the schema allows, so that the one fault is what the API has to deal with.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  bodyRequired: boolean;
  /** Anonymous (no sign-in): headers only a signed-in request reads are no fault there. */
  public: boolean;
}

/** A real id for a path parameter of an operation (so handlers are reached), or undefined to make one up. */
export type IdOf = (path: string, parameter: string) => string | undefined;

export interface FuzzRequest {
  /** The operation, as `METHOD /path/{param}`. */
  operation: string;
  /** What was broken, for the failure report. */
  fault: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const INT32_MAX = 2147483647;
const HUGE = 'x'.repeat(300_000);
/** Far past any field's limit, still well inside the body limit, so the schema is what refuses it. */
const FAR_TOO_LONG = 'x'.repeat(100_000);
/** Far past any query or path parameter's limit, still a URL a server reads. */
const URL_TOO_LONG = 8_000;
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

function typesOf(s: JsonSchema): string[] {
  if (s.const !== undefined) return [];
  if (s.enum) return [];
  if (s.anyOf ?? s.oneOf) return (s.anyOf ?? s.oneOf)!.flatMap(typesOf);
  if (s.allOf) return s.allOf.flatMap(typesOf);
  if (s.type) return [s.type].flat();
  return ['any'];
}

/** A value the schema accepts, as far as a generator can tell (patterns are not solved). */
export function sample(s: JsonSchema, depth = 0): unknown {
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0]!, depth);
  if (s.allOf?.length) return sample(s.allOf[0]!, depth);
  const type = [s.type].flat().find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return depth > 4 ? [] : Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, depth + 1);
      return out;
    }
    default:
      if (s.format === 'email') return 'fuzz@example.test';
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

/** Values the schema refuses, each with what it breaks. */
export function violations(s: JsonSchema): { fault: string; value: unknown }[] {
  const out: { fault: string; value: unknown }[] = [];
  const types = typesOf(s);
  if (!types.includes('any')) {
    const accepts = (t: string) =>
      types.includes(t) || (t === 'integer' && types.includes('number')) || (s.enum ?? []).some((e) => typeof e === t);
    const wrong: [string, unknown][] = [
      ['object', { nested: true }],
      ['array', ['x']],
      ['boolean', true],
      ['integer', 12345],
      ['string', 'not-valid-here'],
      ['null', null],
    ];
    const pick = wrong.find(([t]) => !accepts(t) && !(s.enum ?? []).includes('not-valid-here'));
    if (pick && (s.enum || s.const !== undefined || types.length > 0))
      out.push({ fault: `wrong type (${pick[0]})`, value: pick[1] });
  }
  if (s.enum) out.push({ fault: 'not one of the allowed values', value: '\u0000not-in-enum' });
  if (types.includes('string') && !s.enum) {
    if (s.maxLength !== undefined) {
      out.push({ fault: `longer than ${s.maxLength}`, value: 'x'.repeat(s.maxLength + 1) });
      if (s.maxLength < FAR_TOO_LONG.length) out.push({ fault: 'far longer than its limit', value: FAR_TOO_LONG });
    }
    // Long text of the characters patterns usually allow, ending in one they don't: a pattern that backtracks shows.
    if (s.pattern) out.push({ fault: 'long and against its pattern', value: `${'a1-.'.repeat(10_000)}\u0001` });
    out.push({ fault: 'NUL character', value: NUL });
    out.push({ fault: 'unpaired surrogate', value: LONE_SURROGATE });
    if ((s.minLength ?? 0) > 1) out.push({ fault: `shorter than ${s.minLength}`, value: 'x' });
  }
  if (types.includes('integer') || types.includes('number')) {
    if (s.maximum !== undefined || types.includes('integer'))
      out.push({ fault: 'above the 32-bit range', value: INT32_MAX + 1 });
    out.push({ fault: 'beyond every integer', value: 1e308 });
    if (types.includes('integer')) out.push({ fault: 'a fraction', value: 1.5 });
    if (s.minimum !== undefined && s.minimum > -1e6) out.push({ fault: 'below the minimum', value: s.minimum - 1 });
    if (s.minimum !== undefined && s.minimum >= 0) out.push({ fault: 'negative', value: -INT32_MAX - 2 });
    if (!types.includes('string')) out.push({ fault: 'NaN as text', value: 'NaN' });
  }
  if (types.includes('array') && s.maxItems !== undefined)
    out.push({
      fault: `more than ${s.maxItems} items`,
      value: Array.from({ length: s.maxItems + 1 }, () => sample(s.items ?? {})),
    });
  return out;
}

/** Text values (a path segment or a query parameter) the schema refuses; a query or path is always text. */
export function textViolations(s: JsonSchema): { fault: string; value: string }[] {
  const types = typesOf(s);
  if (s.enum) return [{ fault: 'not one of the allowed values', value: 'not-in-enum' }];
  const out: { fault: string; value: string }[] = [];
  if (types.includes('integer') || types.includes('number')) {
    out.push(
      { fault: 'not a number', value: 'abc' },
      { fault: 'NaN', value: 'NaN' },
      { fault: 'Infinity', value: 'Infinity' },
      { fault: 'beyond every number', value: '1e400' },
      { fault: 'hexadecimal', value: '0x1g' },
      { fault: 'digits of another script', value: '\u0661\u0662' },
      { fault: 'a path', value: '../1' },
      { fault: '200 digits', value: '9'.repeat(200) },
    );
    if (types.includes('integer'))
      out.push(
        { fault: 'above the 32-bit range', value: String(INT32_MAX + 1) },
        { fault: 'a fraction', value: '1.5' },
      );
    if (s.minimum !== undefined) out.push({ fault: 'below the minimum', value: String(s.minimum - 1) });
    if (s.minimum !== undefined && s.minimum >= 0) out.push({ fault: 'negative', value: '-2147483649' });
  } else if (types.includes('boolean')) {
    out.push({ fault: 'not a boolean', value: 'maybe' });
  } else if (types.includes('string')) {
    if (s.maxLength !== undefined) {
      out.push({ fault: `longer than ${s.maxLength}`, value: 'x'.repeat(s.maxLength + 1) });
      if (s.maxLength < URL_TOO_LONG) out.push({ fault: 'far longer than its limit', value: 'x'.repeat(URL_TOO_LONG) });
    }
    if (s.pattern) out.push({ fault: 'long and against its pattern', value: `${'a1-.'.repeat(1_000)}\u0001` });
    out.push({ fault: 'NUL character', value: NUL }, { fault: 'unpaired surrogate', value: LONE_SURROGATE });
    if ((s.minLength ?? 0) > 1) out.push({ fault: `shorter than ${s.minLength}`, value: 'x' });
  }
  return out;
}

/** Deeply nested arrays: a parser or validator that recurses without a bound falls over on these. */
const deep = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

/** Percent-encodes text as a client would, including a lone surrogate (as the bytes WTF-8 gives it). */
function encodeText(text: string): string {
  return [...text]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(ch);
    })
    .join('');
}

function encodeQuery(query: Record<string, unknown>): string {
  const parts = Object.entries(query).map(
    ([k, v]) => `${encodeText(k)}=${encodeText(typeof v === 'string' ? v : JSON.stringify(v))}`,
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Every bad request of the operation, before sampling. `idOf` gives real values for path parameters. */
export function casesFor(op: Operation, idOf: IdOf, token: string): FuzzRequest[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const validPath: Record<string, string> = {};
  for (const p of pathParams) validPath[p.name] = idOf(op.path, p.name) ?? String(sample(p.schema));
  const validQuery: Record<string, unknown> = {};
  for (const p of queryParams) if (p.required) validQuery[p.name] = sample(p.schema);
  const validBody = op.body ? sample(op.body) : undefined;
  const isRead = op.method === 'GET' || op.method === 'HEAD';

  const build = (
    fault: string,
    parts: {
      path?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
      raw?: string;
      type?: string;
      rawQuery?: string;
      headers?: Record<string, string>;
    },
  ): FuzzRequest => {
    const path = { ...validPath, ...parts.path };
    const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeText(path[name] ?? '1'));
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...parts.headers };
    let payload: string | undefined;
    if (parts.raw !== undefined) payload = parts.raw;
    else if (parts.body !== undefined) payload = JSON.stringify(parts.body);
    else if (!isRead && validBody !== undefined) payload = JSON.stringify(validBody);
    if (payload !== undefined) headers['content-type'] = parts.type ?? 'application/json';
    const query = parts.rawQuery ?? encodeQuery(parts.query ?? validQuery);
    return { operation: `${op.method} ${op.path}`, fault, method: op.method, url: url + query, headers, payload };
  };

  const out: FuzzRequest[] = [];
  // A lone surrogate travels as the bytes WTF-8 gives it, which are not UTF-8: in a path Fastify refuses the URL; in
  // a query the parser reads them as U+FFFD, an ordinary character, so there it is no fault.
  const isFault = (v: { fault: string }) => v.fault !== 'unpaired surrogate';
  for (const p of pathParams)
    for (const v of textViolations(p.schema))
      out.push(build(`path ${p.name}: ${v.fault}`, { path: { [p.name]: v.value } }));
  for (const p of queryParams) {
    if (p.required) {
      const rest = { ...validQuery };
      delete rest[p.name];
      out.push(build(`query ${p.name} missing`, { query: rest }));
    }
    for (const v of textViolations(p.schema).filter(isFault))
      out.push(build(`query ${p.name}: ${v.fault}`, { query: { ...validQuery, [p.name]: v.value } }));
    // Given twice, a parameter that is not a list arrives as an array.
    if (!typesOf(p.schema).includes('array') && !typesOf(p.schema).includes('any')) {
      const twice = encodeQuery({ ...validQuery, [p.name]: sample(p.schema) });
      const again = `${encodeText(p.name)}=${encodeText(String(sample(p.schema)))}`;
      out.push(build(`query ${p.name} given twice`, { rawQuery: `${twice || '?'}${twice ? '&' : ''}${again}` }));
    }
  }
  if (op.body) {
    const body = op.body;
    if (op.bodyRequired && !(body.type === 'object' && !(body.required ?? []).length))
      out.push(build('body missing', { raw: '', type: 'application/json' }));
    for (const v of violations(body)) out.push(build(`body: ${v.fault}`, { body: v.value }));
    const base = (validBody ?? {}) as Record<string, unknown>;
    for (const [key, schema] of Object.entries(body.properties ?? {})) {
      if (body.required?.includes(key)) {
        const rest = { ...base };
        delete rest[key];
        out.push(build(`body.${key} missing`, { body: rest }));
      }
      for (const v of violations(schema))
        out.push(build(`body.${key}: ${v.fault}`, { body: { ...base, [key]: v.value } }));
      if (typesOf(schema).some((t) => t !== 'array' && t !== 'any'))
        out.push(build(`body.${key}: nested 4000 deep`, { body: { ...base, [key]: deep(4000) } }));
    }
  }
  if (!isRead) {
    out.push(build('malformed JSON', { raw: '{"a":', type: 'application/json' }));
    out.push(build('wrong content type', { raw: '<a>1</a>', type: 'application/xml' }));
    out.push(
      build('body over the size limit', { raw: JSON.stringify({ text: HUGE.repeat(8) }), type: 'application/json' }),
    );
    if (op.body) {
      out.push(build('body an array 4000 deep', { body: deep(4000) }));
      out.push(build('JSON sent as text/plain', { raw: JSON.stringify(validBody ?? {}), type: 'text/plain' }));
      out.push(build('body with __proto__', { raw: '{"__proto__":{"isAdmin":true}}', type: 'application/json' }));
    }
  }
  if (!op.public)
    for (const value of ['2147483648', '99999999999', '-1', 'abc', '1.5'])
      out.push(build(`Impersonation-Id ${value}`, { headers: { 'impersonation-id': value } }));
  // A read's bad path or query also as HEAD (which Fastify answers for every GET route): a 4xx without a body.
  if (op.method === 'GET')
    for (const c of out.filter((c) => /^(path|query) /.test(c.fault)))
      out.push({ ...c, method: 'HEAD', fault: `${c.fault} (HEAD)` });
  return out;
}

/** A seeded choice of at most `max` cases (all of them when there are fewer). */
export function sampleCases(cases: FuzzRequest[], max: number, seed: number): FuzzRequest[] {
  if (cases.length <= max) return cases;
  return fc.sample(fc.shuffledSubarray(cases, { minLength: max, maxLength: max }), { seed, numRuns: 1 })[0]!;
}

/** Random JSON values with any text, NUL and unpaired surrogates included. */
const junk = fc.anything({ maxDepth: 3, maxKeys: 4, stringUnit: 'binary' });
const junkKey = fc.string({ maxLength: 12, unit: 'binary' });

/**
 * For the long mode: the same fault with random junk around it: other body fields replaced by random values, unknown
 * fields and query parameters added. The named fault is left as it is, so each request still breaks the schema in
 * its named way while the rest of it varies with the seed.
 */
export function withRandomNoise(request: FuzzRequest, seed: number): FuzzRequest {
  const [extraQuery, extraFields, replaced, replaceEach] = fc.sample(
    fc.tuple(
      fc.dictionary(junkKey, fc.string({ maxLength: 40, unit: 'binary' }), { maxKeys: 3 }),
      fc.dictionary(junkKey, junk, { maxKeys: 4 }),
      junk,
      fc.double({ min: 0, max: 1, noNaN: true }),
    ),
    { seed, numRuns: 1 },
  )[0]!;
  // Random names never touch the faulted parameter or field (which could put back one the fault left out).
  const unrelated = (entries: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(entries).filter(([k]) => k !== '' && !request.fault.includes(k)));
  const query = Object.keys(unrelated(extraQuery)).length ? encodeQuery(unrelated(extraQuery)).slice(1) : '';
  const url = query ? `${request.url}${request.url.includes('?') ? '&' : '?'}${query}` : request.url;
  const noisy = { ...request, fault: `${request.fault} + noise`, url };
  // A fault in the body as a whole (too large, malformed, too deep) is the body: it stays as it is.
  const bodyIsFree = /^(body\.|query |path |Impersonation-Id )/.test(request.fault);
  if (!bodyIsFree || !request.payload || request.headers['content-type'] !== 'application/json') return noisy;
  let body: unknown;
  try {
    body = JSON.parse(request.payload);
  } catch {
    return noisy;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return noisy;
  const faulted = /^body\.(\w+)/.exec(request.fault)?.[1];
  const fields = Object.keys(body).filter((k) => k !== faulted);
  const out: Record<string, unknown> = { ...unrelated(extraFields), ...body };
  // One field in the fraction `replaceEach` of cases gets the random value instead of its valid one.
  const victim = fields[Math.floor(replaceEach * fields.length * 2)];
  if (victim !== undefined) out[victim] = replaced;
  return { ...noisy, payload: JSON.stringify(out) };
}

/** Fields an operation takes with no upper bound, by kind: strings, lists, numbers. */
export interface Unbounded {
  strings: string[];
  arrays: string[];
  numbers: string[];
}

/**
 * Every field an operation takes with no upper bound (query and path parameters and body fields, `[]` for list
 * items): strings without maxLength (a pattern or format, which may bound them, is named with them), arrays without
 * maxItems, numbers without maximum. Enums and constants are bounded.
 */
export function unbounded(op: Operation): Unbounded {
  const out: Unbounded = { strings: [], arrays: [], numbers: [] };
  const at = (field: string) => `${op.method} ${op.path} ${field}`;
  const walk = (s: JsonSchema, field: string, depth: number): void => {
    if (depth > 8) return;
    for (const o of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(o, field, depth + 1);
    if (s.enum || s.const !== undefined) return;
    const types = [s.type].flat();
    if (types.includes('string') && s.maxLength === undefined)
      out.strings.push(
        at(s.pattern ? `${field} (pattern ${s.pattern})` : s.format ? `${field} (format ${s.format})` : field),
      );
    if (types.includes('array') && s.maxItems === undefined) out.arrays.push(at(field));
    if ((types.includes('integer') || types.includes('number')) && s.maximum === undefined) out.numbers.push(at(field));
    if (s.items) walk(s.items, `${field}[]`, depth + 1);
    for (const [key, p] of Object.entries(s.properties ?? {})) walk(p, field ? `${field}.${key}` : key, depth + 1);
  };
  for (const p of op.parameters) if (p.in === 'query' || p.in === 'path') walk(p.schema, `${p.in} ${p.name}`, 0);
  if (op.body) walk(op.body, 'body', 0);
  return { strings: [...new Set(out.strings)], arrays: [...new Set(out.arrays)], numbers: [...new Set(out.numbers)] };
}
