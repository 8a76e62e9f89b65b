import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The one brand colour: a calm deep teal, shade 7 is the primary. */
const brand: MantineColorsTuple = [
  '#e7f4f6',
  '#cfe6ea',
  '#9dccd5',
  '#67b0bf',
  '#3c98ab',
  '#22899e',
  '#118097',
  '#036b81',
  '#005e72',
  '#004f61',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // sm matches the spec's mobile header (800 px or less); keep postcss.config.cjs in step.
  breakpoints: { xs: '36em', sm: '50.0625em', md: '62em', lg: '75em', xl: '88em' },
  headings: { fontWeight: '650' },
  components: {
    Notification: {
      // Field errors are joined by blank lines; keep them on their own lines.
      styles: { description: { whiteSpace: 'pre-line' } },
    },
  },
});

/**
 * Mantine's default dimmed grey and error red fail WCAG AA contrast on white and gray.0 (the red is about 3.3:1);
 * these pass: the grey about 5.8:1, red.8 for every field error and error text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
