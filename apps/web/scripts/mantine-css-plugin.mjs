import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Mantine's styles per component (decision 0034): instead of the whole @mantine/core/styles.css (about 290 KB) in the
 * entry, every source module that imports components from @mantine/core, dates, notifications or charts
 * gets an import of the layered stylesheets of exactly those components and of the components they are built from.
 * Vite then splits the CSS like the JavaScript, so a page loads the styles of the components its chunks use.
 *
 * The "built from" list is read from Mantine's own ES modules: a component's module graph inside
 * @mantine/core/esm/components names every component it renders. All files are the `.layer.css` variants, so the
 * order in which chunks add them cannot change which rule wins: every Mantine rule sits in `@layer mantine`, below the
 * app's unlayered CSS modules, as with the global import before.
 */
export function mantinePerComponentCss() {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const coreDir = packageDir(require, 'core');
  const graph = new MantineGraph(coreDir);
  /** @type {Map<string, string[]>} */
  const cssForModule = new Map();

  return {
    name: 'kc:mantine-per-component-css',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes('@mantine/')) return null;
      const files = new Set();
      for (const match of code.matchAll(IMPORT_RE)) {
        const [, names, pkg] = match;
        if (pkg === 'core') for (const name of parseNames(names ?? '')) graph.cssFor(name).forEach((f) => files.add(f));
        // The notifications store (`notifications.show`) needs no styles; only the packages' components do.
        const components = parseNames(names ?? '').some((name) => /^[A-Z]/.test(name));
        if (pkg !== 'core' && components) {
          for (const f of graph.cssForPackage(pkg, require)) files.add(f);
        }
      }
      if (files.size === 0) return null;
      const key = [...files].join('\n');
      let imports = cssForModule.get(key);
      if (!imports) {
        imports = [...files].map((f) => `import '${f}';`);
        cssForModule.set(key, imports);
      }
      return { code: `${imports.join('\n')}\n${code}`, map: null };
    },
  };
}

const IMPORT_RE = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/(core|dates|notifications|charts)['"]/g;

/** @param {string} list */
function parseNames(list) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '');
}

class MantineGraph {
  /** @param {string} coreDir */
  constructor(coreDir) {
    this.coreDir = coreDir;
    this.esm = path.join(coreDir, 'esm');
    this.styles = new Set(fs.readdirSync(path.join(coreDir, 'styles')).filter((f) => f.endsWith('.layer.css')));
    /** @type {Map<string, string>} export name → module file */
    this.exports = readExports(path.join(this.esm, 'index.mjs'));
    /** @type {Map<string, string[]>} module file → css imports, dependencies first */
    this.memo = new Map();
    /** @type {Map<string, string[]>} */
    this.packageMemo = new Map();
  }

  /** @param {string} name */
  cssFor(name) {
    const file = this.exports.get(name);
    return file ? this.cssForFile(file) : [];
  }

  /** @param {string} file */
  cssForFile(file) {
    const known = this.memo.get(file);
    if (known) return known;
    /** @type {string[]} */
    const order = [];
    const seen = new Set();
    /** @param {string} f */
    const visit = (f) => {
      if (seen.has(f)) return;
      seen.add(f);
      const source = fs.readFileSync(f, 'utf8');
      for (const m of source.matchAll(/from\s*"(\.[^"]+\.mjs)"/g)) visit(path.resolve(path.dirname(f), m[1] ?? ''));
      // components/Checkbox/CheckboxCard/… needs Checkbox and CheckboxCard; utils/InlineInput/… needs InlineInput.
      for (const segment of path.relative(this.esm, f).split(path.sep)) {
        const css = `@mantine/core/styles/${segment}.layer.css`;
        if (this.styles.has(`${segment}.layer.css`) && !order.includes(css)) order.push(css);
      }
    };
    visit(file);
    this.memo.set(file, order);
    return order;
  }

  /**
   * The stylesheet of another Mantine package and the core styles of every core component it renders.
   * @param {string} pkg
   * @param {NodeRequire} require
   */
  cssForPackage(pkg, require) {
    const known = this.packageMemo.get(pkg);
    if (known) return known;
    const dir = packageDir(require, pkg);
    const files = new Set();
    for (const file of walk(path.join(dir, 'esm'))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/g)) {
        for (const name of parseNames(m[1] ?? '')) this.cssFor(name).forEach((f) => files.add(f));
      }
    }
    const result = [...files, `@mantine/${pkg}/styles.layer.css`];
    this.packageMemo.set(pkg, result);
    return result;
  }
}

/** @param {string} index */
function readExports(index) {
  const map = new Map();
  const source = fs.readFileSync(index, 'utf8');
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    const file = path.resolve(path.dirname(index), m[2] ?? '');
    for (const part of (m[1] ?? '').split(',')) {
      const [, local] = part.trim().split(/\s+as\s+/);
      const name = (local ?? part).trim();
      if (name) map.set(name, file);
    }
  }
  return map;
}

/** The folder of a Mantine package (its package.json is not exported). @param {NodeRequire} require @param {string} pkg */
function packageDir(require, pkg) {
  return path.resolve(path.dirname(require.resolve(`@mantine/${pkg}`)), '..');
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.mjs') ? [full] : [];
  });
}
