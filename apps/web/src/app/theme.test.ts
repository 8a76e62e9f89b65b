import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

// Issue 13 item 5: every colour's variants read at WCAG AA (4.5:1) on the backgrounds they are drawn on.
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('theme colours', () => {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(full).light;
  const names = Object.keys(full.colors);

  it('covers every colour of the palette, the brand included', () => {
    expect(names).toContain('brand');
    for (const name of names) expect(light[`--mantine-color-${name}-light-color`], name).toBeDefined();
  });

  it('gives light badges, outline and subtle buttons and coloured text 4.5:1 on white, the page grey and their tint', () => {
    const page = full.colors.gray[0];
    for (const name of names) {
      const tint = full.colors[name]![1];
      expect(contrast(light[`--mantine-color-${name}-light-color`]!, tint), `${name} light`).toBeGreaterThanOrEqual(
        4.5,
      );
      for (const key of ['text', 'outline'])
        for (const background of ['#ffffff', page])
          expect(
            contrast(light[`--mantine-color-${name}-${key}`]!, background),
            `${name} ${key}`,
          ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps white text readable on every filled colour', () => {
    for (const name of names)
      expect(contrast('#ffffff', light[`--mantine-color-${name}-filled`]!), name).toBeGreaterThanOrEqual(4.5);
  });
});
