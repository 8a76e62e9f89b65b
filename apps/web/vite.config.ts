import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { mantinePerComponentCss } from './scripts/mantine-css-plugin.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * React, the router, i18next and Mantine's core (not its components): needed by every page. Not zod nor react-query
 * (only its context and queryOptions): the sign-in page runs without them (decision 0057); the pages that call the API
 * get each in a chunk of its own.
 */
const BOOT_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|clsx|@tanstack[\\/](react-router|router-core|history|store|react-store)|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]|node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](QueryClientProvider|queryOptions)\.js$/;

/**
 * - Mantine's ScrollArea takes one hook from @floating-ui/react, and every Mantine Table imports ScrollArea: the tables
 *   of the first pages fetched the positioning library of popovers and tooltips (15 KB) for a ref merger. Mantine's
 *   own useMergedRef does the same (decision 0047).
 * - Every Mantine Table imports ScrollArea for Table.ScrollContainer, which the app does not use: the stand-in loads
 *   the real one only when a ScrollContainer renders (decision 0050).
 */
const MANTINE_STAND_INS = [
  {
    source: '@floating-ui/react',
    importer: /@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]/,
    target: './src/lib/scroll-area-merge-refs.ts',
  },
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: /@mantine[\\/]core[\\/].*[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    target: './src/lib/lazy-table-scroll-area.tsx',
  },
];

/**
 * Every module the entry imports statically, directly or not (the kc:entry-graph plugin): what every page runs
 * before it draws, the sign-in page included. Left to the bundler, the part of it that lazy pages share too came out
 * as some fifty files of a few hundred bytes each, which Brotli compresses badly one by one (decision 0067).
 */
const ENTRY_GRAPH = new Set<string>();

/** Each chunk's static imports, by file, from the bundle being written (the kc:preload-graph plugin). */
const STATIC_IMPORTS = new Map<string, string[]>();
/** The files of each route file's split chunks (`src/routes/….tsx`), from the same bundle. */
const ROUTE_CHUNKS = new Map<string, string[]>();
/** A chunk and every chunk it imports statically, directly or not: all loaded before it runs. */
function staticClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    (STATIC_IMPORTS.get(f) ?? []).forEach(visit);
  };
  visit(file);
  return seen;
}

/**
 * The chunks a route's layouts bring, which the router loads beside the route's own whenever it loads that route (all
 * matched routes' chunks load together): `src/routes/a/b/c.tsx` has the layouts `src/routes/a.tsx` and
 * `src/routes/a/b.tsx`.
 */
function layoutClosure(file: string): Set<string> {
  const loaded = new Set<string>();
  const route = [...ROUTE_CHUNKS].find(([, files]) => files.includes(file))?.[0];
  if (!route) return loaded;
  const parts = route.replace(/\.tsx$/, '').split('/');
  for (let end = 3; end < parts.length; end++) {
    const layout = `${parts.slice(0, end).join('/')}.tsx`;
    for (const chunk of ROUTE_CHUNKS.get(layout) ?? []) staticClosure(chunk).forEach((f) => loaded.add(f));
  }
  return loaded;
}

// Router options live in tsr.config.json so that scripts/generate-route-tree.mjs (used by typecheck) agrees.
export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page (decision 0025): the feature's API code and catalogue stay out of the
      // entry chunk, and the data starts loading as soon as the page's chunk arrives. A pending component stays with
      // its route's definition: a skeleton that had to load first would leave the page blank meanwhile (0034).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    // Stand-ins for libraries that Mantine components import for one small thing (decisions 0047, 0050): only the
    // imports from the named component folders are redirected; every other importer gets the real library.
    {
      name: 'kc:mantine-stand-ins',
      enforce: 'pre',
      resolveId(source: string, importer: string | undefined) {
        if (!importer) return null;
        const standIn = MANTINE_STAND_INS.find((s) => s.source === source && s.importer.test(importer));
        return standIn ? fileURLToPath(new URL(standIn.target, import.meta.url)) : null;
      },
    },
    // Collects ENTRY_GRAPH once every module is parsed, before the chunks are made.
    {
      name: 'kc:entry-graph',
      buildEnd() {
        ENTRY_GRAPH.clear();
        const visit = (id: string) => {
          if (ENTRY_GRAPH.has(id)) return;
          ENTRY_GRAPH.add(id);
          (this.getModuleInfo(id)?.importedIds ?? []).forEach(visit);
        };
        [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry).forEach(visit);
      },
    },
    // Remembers the bundle's chunk graph for build.modulePreload below (decision 0050).
    {
      name: 'kc:preload-graph',
      generateBundle: {
        order: 'pre',
        handler(
          _options: unknown,
          bundle: Record<string, { type: string; imports?: string[]; facadeModuleId?: string | null }>,
        ) {
          STATIC_IMPORTS.clear();
          ROUTE_CHUNKS.clear();
          for (const [file, chunk] of Object.entries(bundle)) {
            if (chunk.type !== 'chunk') continue;
            STATIC_IMPORTS.set(file, chunk.imports ?? []);
            const route = /(src\/routes\/.*\.tsx)\?tsr-split=/.exec(chunk.facadeModuleId ?? '')?.[1];
            if (route) ROUTE_CHUNKS.set(route, [...(ROUTE_CHUNKS.get(route) ?? []), file]);
          }
        },
      },
    },
    // Each module brings the styles of the Mantine components it imports (decision 0034).
    mantinePerComponentCss(),
    // The boot frame has its CSS inline: the stylesheets go to the end of the body, where they no longer hold back
    // the first paint, and still load before the module script runs (decision 0034).
    {
      name: 'kc:stylesheets-after-boot-frame',
      enforce: 'post',
      transformIndexHtml: {
        order: 'post',
        handler(html: string) {
          const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
          const rest = links.reduce((text, link) => text.replace(link, ''), html);
          return rest.replace('</body>', `${links.map((l) => l.trim()).join('\n    ')}\n  </body>`);
        },
      },
    },
    // Every static file also as .br and .gz, served by the API's static files as they are (decision 0034).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.(br|gz|png|jpe?g|webp|woff2?)$/],
      threshold: 0,
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    // A lazy import lists the files to fetch with its chunk; those its importer already imports statically are loaded
    // by the time it runs, so they are left out. The entry's list (every route's page) was 10 KB Brotli (decision 0050).
    // So are those of the route's layouts (the signed-in shell's for most pages), which the router fetches beside it
    // (decision 0057).
    modulePreload: {
      // Every browser the build targets preloads modules itself except Safari 16 (17 does), which then loads them as
      // the imports ask: no polyfill in the entry (decision 0057).
      polyfill: false,
      resolveDependencies: (file: string, deps: string[], { hostId }: { hostId: string }) => {
        const loaded = staticClosure(hostId);
        const withLayouts = layoutClosure(file);
        return deps.filter((dep) => !loaded.has(dep) && !withLayouts.has(dep));
      },
    },
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // scripts/lib/web-bundle.mjs (npm run perf:web, the bundle budget test) reads what each page loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Chunk and asset files named by their hash only: the list of every lazy chunk's files sits in the entry and
        // each chunk names the files it imports, so long names cost 2–4 KB Brotli on the first view (decision 0050).
        // The source maps and the manifest still say which source each file holds.
        chunkFileNames: 'assets/c[hash].js',
        assetFileNames: 'assets/a[hash][extname]',
        codeSplitting: {
          // The libraries every page runs before it can draw anything, as one file instead of some forty small
          // ones: fewer requests and better compression on the first load (decision 0034).
          groups: [
            { name: 'boot', test: BOOT_LIBRARIES, priority: 2 },
            // The rest of what the entry imports statically, as one file too (decision 0067).
            // Not libraries: a library's index imports all of it, of which the entry may use one export.
            { name: 'app', test: (id: string) => ENTRY_GRAPH.has(id) && !/node_modules/.test(id), priority: 1 },
            // zod (not its locales) as one file too, loaded by the first page that parses a response (decision 0057).
            { name: 'zod', test: /node_modules[\\/]zod[\\/](?!v4[\\/]locales)/ },
            // react-query's client and hooks, loaded with the app's QueryClient (app/query-client-loader.ts); its context
            // and queryOptions, which the entry needs, are in boot (the higher priority).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
