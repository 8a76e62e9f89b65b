import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.ts';
import { isPhone, signInFresh } from './support/shell.ts';

// Axe on states that e2e/every-route.spec.ts (every page once per width, issue 13) does not reach: a regional
// login's roll-up, the phone sidebar open, and keyboard focus; and the reader's reduced-motion setting. At both widths
// (the desktop and phone projects).

test('overview roll-up (regional manager)', async ({ page }) => {
  await signInFresh(page, 'region@demo.test');
  await expect(page.getByTestId('overview-rollup')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('overview with the phone sidebar open', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the sidebar is the phone layout');
  await signInFresh(page, 'manager@demo.test');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('selected-property')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sidebar slides in, or appears at once when the reader asks for reduced motion', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the sidebar is the phone layout');
  await signInFresh(page, 'manager@demo.test');
  const sidebar = page.getByRole('dialog');
  // The duration the sidebar's transition is given (Mantine's Transition writes it on the sliding panel).
  const slideDuration = async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('selected-property')).toBeVisible();
    const duration = await page.locator('.mantine-Drawer-content').evaluate((el) => el.style.transitionDuration);
    await sidebar.getByRole('button', { name: 'Close' }).click();
    await expect(sidebar).toBeHidden();
    return duration;
  };
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await slideDuration(), 'without reduced motion').toMatch(/^[1-9]\d*ms$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // None at all, or none long: Mantine leaves the transition out when its duration is 0.
  expect(await slideDuration(), 'with reduced motion').toMatch(/^(0ms)?$/);
});

test('the navigation works from the keyboard with a visible focus', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'keyboard navigation of the header is a desktop journey');
  await signInFresh(page, 'superadmin@demo.test');
  const corporations = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Corporations' });
  await expect(corporations).toBeVisible();
  for (let i = 0; i < 15 && !(await corporations.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(corporations).toBeFocused();
  const outline = await corporations.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/corporation\/corporation-list$/);
});
