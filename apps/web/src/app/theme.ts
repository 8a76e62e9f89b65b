import {
  DEFAULT_THEME,
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { i18n } from '#web/lib/i18n/i18n.ts';

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
  // A reader whose system asks for reduced motion gets modals, drawers, menus and loaders without their transitions
  // (WCAG 2.3.3); the browser tests run that way, so a click never lands on a dialog that is still scaling in.
  respectReducedMotion: true,
  // sm matches the spec's mobile header (800 px or less); keep postcss.config.cjs in step.
  breakpoints: { xs: '36em', sm: '50.0625em', md: '62em', lg: '75em', xl: '88em' },
  headings: { fontWeight: '650' },
  components: {
    Notification: {
      // Field errors are joined by blank lines; keep them on their own lines.
      styles: { description: { whiteSpace: 'pre-line' } },
      // The close button is an icon only: name it (axe: button-name).
      defaultProps: () => ({ closeButtonProps: { 'aria-label': i18n.t('common.close') } }),
    },
    // Icon-only controls get their names here, once, for every pager and date field (axe: button-name). A function, so
    // the labels follow the language at render time.
    Pagination: {
      defaultProps: () => ({
        getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
          'aria-label': i18n.t(`pagination.${control}`),
        }),
      }),
    },
    DateInput: { defaultProps: () => ({ clearButtonProps: { 'aria-label': i18n.t('common.clear') } }) },
    DatePickerInput: { defaultProps: () => ({ clearButtonProps: { 'aria-label': i18n.t('common.clear') } }) },
    // A table wider than its box scrolls inside it; the keyboard must be able to reach and scroll it
    // (axe: scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/** WCAG AA asks 4.5:1 for text; a little more, so no browser rounding lands under it. */
const MIN_CONTRAST = 4.6;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour itself when it reads on every background, else the least darkened version that does. */
function readable(color: string, backgrounds: string[]): string {
  for (let amount = 0; amount < 1; amount += 0.04) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (backgrounds.every((background) => contrast(candidate, background) >= MIN_CONTRAST)) return candidate;
  }
  return '#000000';
}

/**
 * Mantine's palette is not AA on its own: green text on a light-green badge is 3.8:1, red.7 under white text 3.8:1,
 * orange and yellow are worse. For every colour the variants' text (light, outline, subtle, `c=`), and the fill
 * under white text, are darkened just enough to read at 4.5:1 on white, the light background and the grey page.
 */
function accessibleColorVariables(): Record<string, string> {
  const colors = { ...DEFAULT_THEME.colors, brand };
  const page = DEFAULT_THEME.colors.gray[0];
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const text = readable(shades[9], ['#ffffff', page, shades[1], shades[2]]);
    const ink = readable(shades[7], ['#ffffff', page]);
    variables[`--mantine-color-${name}-light-color`] = text;
    variables[`--mantine-color-${name}-text`] = ink;
    variables[`--mantine-color-${name}-outline`] = ink;
    variables[`--mantine-color-${name}-filled`] = ink;
    variables[`--mantine-color-${name}-filled-hover`] = darken(ink, 0.1);
  }
  return variables;
}

/** Made when Mantine first asks (its provider's first render), not while the entry's scripts run (decision 0067). */
let accessibleColors: Record<string, string> | undefined;

/**
 * Mantine's default dimmed grey fails WCAG AA contrast on white and gray.0; this one is about 5.8:1. Field errors
 * and error text take the accessible red. Components name a colour (`color="red"`), never a shade, so they get it.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...(accessibleColors ??= accessibleColorVariables()),
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  },
  dark: {},
});
