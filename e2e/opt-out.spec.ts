import { expect, test } from '@playwright/test';

// Issue 14 item 4: a damaged or unknown opt-out link explains itself instead of failing. The resident's opt-out from
// the link of a real e-mail is a step of the alerts journey (alerts-journey.spec.ts).
test('an unknown or damaged link says so instead of failing', async ({ page }) => {
  await page.goto(`/keys-out/opt-out?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Keys-Out E-mail Opt-Out' })).toBeVisible();
  await expect(page.getByText('This opt-out link is not valid or has expired.')).toBeVisible();
  await page.goto('/inactive-employees/opt-out?token=broken');
  await expect(page.getByText('This opt-out link is not valid or has expired.')).toBeVisible();
});
