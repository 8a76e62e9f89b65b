import { expect, test, type Page } from '@playwright/test';
import { signInOnForm } from './support/shell.ts';

// Idle handling (spec 000 §4, §9): 8 hours without activity. Internal users are signed out at once; external
// users get a 5-minute countdown first. Playwright's clock moves the page's time forward.
const IDLE_LIMIT = '08:00:00';

/** The fake clock goes in before the app loads, so the idle timer runs on it; the sign-in form starts the session. */
async function signInWithClock(page: Page, email: string) {
  await page.clock.install();
  await signInOnForm(page, email);
}

test('an external user is warned with a countdown, can stay, and is signed out when it runs out', async ({ page }) => {
  await signInWithClock(page, 'assistant@demo.test');
  await expect(page).toHaveURL(/\/overview$/);

  const modal = page.getByRole('dialog', { name: 'Are you still there?' });
  await page.clock.fastForward(IDLE_LIMIT);
  await expect(modal).toBeVisible();
  const timer = modal.getByRole('timer');
  await expect(timer).toHaveText(/^[45]:\d\d$/);
  await expect(timer).toHaveAttribute('data-low-time', 'false');

  // Stay Logged In restarts the timer.
  await modal.getByRole('button', { name: 'Stay Logged In' }).click();
  await expect(modal).toBeHidden();
  await page.clock.fastForward('04:00:00');
  await expect(modal).toBeHidden();

  // Activity (debounced) also restarts it: seven more hours after a key press is still under the limit.
  await page.keyboard.press('Shift');
  await page.clock.fastForward('07:00:00');
  await expect(modal).toBeHidden();

  await page.clock.fastForward('01:00:00');
  await expect(modal).toBeVisible();
  // Under 20 % of the five minutes left, the countdown takes its low-time style.
  await page.clock.fastForward('04:10');
  await expect(timer).toHaveAttribute('data-low-time', 'true');
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('kc.session'))).toBeNull();
});

test('the Logout button of the warning signs out at once', async ({ page }) => {
  await signInWithClock(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/overview$/);
  await page.clock.fastForward(IDLE_LIMIT);
  const modal = page.getByRole('dialog', { name: 'Are you still there?' });
  await modal.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('an internal user is signed out at the idle limit without a warning', async ({ page }) => {
  await signInWithClock(page, 'sales@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.fastForward('07:59:00');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.fastForward('01:01');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
