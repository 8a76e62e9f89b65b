import type { Plugin } from 'vite';

/** Per-component Mantine styles for each module that imports Mantine components (see the .mjs file). */
export function mantinePerComponentCss(): Plugin;
