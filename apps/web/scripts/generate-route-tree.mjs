// Writes src/route-tree.gen.ts (gitignored) without a Vite run, so `tsc --noEmit` works on a fresh clone.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The generator is a dependency of the router plugin; resolve it from there rather than declaring it twice.
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve('@tanstack/router-plugin/package.json'));
const { Generator, getConfig } = await import(requireFromPlugin.resolve('@tanstack/router-generator'));

const config = getConfig({ disableLogging: true }, root);
await new Generator({ config, root }).run();
