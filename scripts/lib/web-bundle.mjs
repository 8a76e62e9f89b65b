// What a page of the built web app loads, read from Vite's manifest (apps/web/dist/.vite/manifest.json) and the
// precompressed copies the build writes next to every file (decision 0034). Used by `npm run perf:web`.
import fs from 'node:fs';
import path from 'node:path';

/** The budgets of issue 13 item 6, in bytes of Brotli-compressed JavaScript. */
export const WEB_BUDGETS = {
  /** Everything /login needs before it can be used. */
  loginJs: 150 * 1024,
  /** Everything a manager's visit from /login to a loaded overview transfers. */
  journeyJs: 200 * 1024,
  /** Rounds of requests after sign-in's answer until the overview's first figure shows (decision 0072). */
  roundsToOverview: 1,
};

/** The manifest keys of the route chunks each page needs (TanStack's split chunks of the matched routes). */
export const PAGE_ROUTES = {
  login: ['src/routes/login.tsx'],
  overview: [
    'src/routes/login.tsx',
    'src/routes/_authenticated.tsx',
    'src/routes/_authenticated/_default.tsx',
    'src/routes/_authenticated/_default/_external.tsx',
    'src/routes/_authenticated/_default/_external/overview.tsx',
  ],
};

export function readManifest(dist) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app (build.manifest is on)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The files the entry and the given routes load up front: their chunks and every chunk they import statically
 * (what Vite preloads with them), with the sizes of the files and of their .br and .gz copies.
 */
export function pageFiles(dist, routeSources, manifest = readManifest(dist)) {
  const keys = ['index.html'];
  for (const source of routeSources) {
    // A route file may not exist in every branch (a pathless layout without options); its split chunks may.
    keys.push(...Object.keys(manifest).filter((key) => key === source || key.startsWith(`${source}?`)));
  }
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the manifest`);
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].map((file) => ({
    file,
    raw: sizeOf(path.join(dist, file)),
    br: sizeOf(path.join(dist, `${file}.br`)),
    gz: sizeOf(path.join(dist, `${file}.gz`)),
  }));
}

/** Totals of pageFiles by kind. */
export function pageTotals(files) {
  const sum = (kind, field) => files.filter((f) => f.file.endsWith(kind)).reduce((n, f) => n + (f[field] ?? 0), 0);
  return {
    jsFiles: files.filter((f) => f.file.endsWith('.js')).length,
    jsBr: sum('.js', 'br'),
    jsGz: sum('.js', 'gz'),
    jsRaw: sum('.js', 'raw'),
    cssBr: sum('.css', 'br'),
  };
}

/** The modules index.html preloads: they must all be needed by every page (decision 0034). */
export function preloadedModules(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
}

/**
 * The JavaScript files among pageFiles that hold classic zod (decision 0046: the web uses zod/mini). Classic zod names
 * its schema classes "ZodString", "ZodObject"…; zod/mini's are "ZodMiniString"… and zod's core "$ZodString"…, and
 * minifiers keep these names, which are string literals.
 */
export function classicZodFiles(dist, files) {
  return files
    .filter((f) => f.file.endsWith('.js'))
    .filter((f) => CLASSIC_ZOD_MARK.test(fs.readFileSync(path.join(dist, f.file), 'utf8')))
    .map((f) => f.file);
}
export const CLASSIC_ZOD_MARK = /["'`]Zod(String|Object|Number|Type)["'`]/;

function sizeOf(file) {
  try {
    return fs.statSync(file).size;
  } catch {
    return null;
  }
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
