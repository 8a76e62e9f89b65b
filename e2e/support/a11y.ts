import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 A and AA, plus axe's best practices (the rules axe runs by default). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What AxeBuilder evaluates as "axe's source" before each analysis: nothing, because seriousViolations has loaded the
 * real source (about 500 KB) into the document once. The builder evaluates its source twice per analysis in legacy
 * mode; on the every-route pages, which are one document each login, that was about 0.6 s of the browser's CPU per
 * check, three times the analysis itself.
 */
const AXE_ALREADY_LOADED = 'void 0';

/** Frames in a row without a running animation or transition before the page counts as still. */
const STILL_FRAMES = 10;

/**
 * Waits until the page is still: no animation or transition running for STILL_FRAMES frames in a row (a transition
 * that starts a moment after another ends resets the count). Counted in frames, not milliseconds, so a slow machine
 * waits longer by itself.
 */
export async function untilStill(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (frames) =>
          new Promise<boolean>((resolve) => {
            let still = 0;
            const tick = () => {
              if (document.getAnimations().some((a) => a.playState === 'running')) return resolve(false);
              if (++still >= frames) return resolve(true);
              requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
        STILL_FRAMES,
      ),
    )
    .toBe(true);
}

/**
 * The serious and critical axe violations on the page, as readable strings (empty when it passes). Contrast is
 * measured on what is painted, so fades and transitions finish first (untilStill).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await untilStill(page);
  // Legacy mode runs axe.run in the page itself. The default mode opens a second, blank page for every analysis to
  // merge the results of each frame (our pages have none) and loads axe (about 500 KB) into it: a page and two copies
  // of axe per check, over 600 checks a run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Only the violations are read: passes and incomplete results are summarized (a selector per node is costly).
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
