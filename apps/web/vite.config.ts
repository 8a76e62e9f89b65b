import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { mantinePerComponentCss } from './scripts/mantine-css-plugin.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

// Router options live in tsr.config.json so that scripts/generate-route-tree.mjs (used by typecheck) agrees.
export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page (decision 0025): the feature's API code and catalogue stay out of the
      // entry chunk, and the data starts loading as soon as the page's chunk arrives. A pending component stays with
      // its route's definition: a skeleton that had to load first would leave the page blank meanwhile (0033).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    // Each module brings the styles of the Mantine components it imports (decision 0033).
    mantinePerComponentCss(),
    // Every static file also as .br and .gz, served by the API's static files as they are (decision 0033).
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
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800, manifest: true },
});
