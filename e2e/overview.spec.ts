import { expect, test, type Page } from '@playwright/test';
import { isPhone, signInFresh } from './support/shell.ts';

// Issue 13 item 1: the customer overview. A manager's briefing whose figures equal the reports they link to, and a
// regional login's sortable table of its properties; at both widths (desktop and phone projects), no sideways scroll.

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBe(0);

const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(`${testId}-value`).innerText()).replace(/,/g, ''));

test('a manager reads the briefing and each figure matches the report it opens', async ({ page }, testInfo) => {
  await signInFresh(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/overview$/);
  const briefing = page.getByTestId('overview-briefing');
  await expect(briefing).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Key activity at Maple Grove Apartments this morning.')).toBeVisible();
  // The demo property's briefing has something to say in every figure.
  for (const id of ['figure-keys-out', 'figure-keys-out-long', 'figure-badges-unused', 'figure-datalogs-silent'])
    expect(await figure(page, id)).toBeGreaterThan(0);
  await expect(
    page
      .getByTestId('overview-latest')
      .getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/)
      .first(),
  ).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('overview-manager.png'), fullPage: true });

  // Keys out now → the keys-out report shows as many rows.
  const keysOut = await figure(page, 'figure-keys-out');
  await page.getByTestId('figure-keys-out').click();
  await expect(page).toHaveURL(/\/property-reports\/keys-out\?propertyId=\d+$/);
  await expect(page.getByTestId('report-count')).toHaveText(`${keysOut} result${keysOut === 1 ? '' : 's'}`);

  // Exceptions of the last 30 days → the exception report over its default 30 days shows as many rows.
  await page.goBack();
  await expect(briefing).toBeVisible();
  const month = Number(/(\d+)/.exec(await page.getByTestId('exceptions-month-total').innerText())![1]);
  expect(month).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Open the exception report (last 30 days)' }).click();
  await expect(page).toHaveURL(/\/property-reports\/exception\?propertyId=\d+$/);
  await expect(page.getByTestId('report-count')).toHaveText(`${month} results`);

  // The chart's library arrives with the chart card only.
  await page.goBack();
  await page.getByTestId('overview-pulls').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('overview-pulls').locator('.recharts-surface')).toBeVisible();
  await noSidewaysScroll(page);
});

test('a regional manager sees every property in a table and sorts it to find the one that needs attention', async ({
  page,
}, testInfo) => {
  await signInFresh(page, 'region@demo.test');
  const rollup = page.getByTestId('overview-rollup');
  await expect(rollup).toBeVisible();
  await expect(page.getByText('How the properties of Texas are doing this morning.')).toBeVisible();
  const rows = page.getByTestId('overview-properties').locator('tbody tr');
  await expect(rows).toHaveCount(7);
  await expect(rows.filter({ hasText: 'Payment delinquent' })).toHaveCount(1);
  const keysOutColumn = () =>
    rows.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[2]?.textContent ?? 'NaN')));

  await page.getByRole('button', { name: 'Sort by Keys out' }).click();
  const ascending = await keysOutColumn();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByRole('button', { name: 'Sort by Keys out' }).click();
  await expect.poll(keysOutColumn).toEqual([...ascending].sort((a, b) => b - a));
  // The totals above the table add the rows up.
  expect(await figure(page, 'figure-keys-out')).toBe(ascending.reduce((n, v) => n + v, 0));
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`overview-region${isPhone(testInfo) ? '-phone' : ''}.png`) });

  // The property that needs attention most: its keys-out figure opens its keys-out report with as many rows.
  const top = rows.first();
  const name = (await top.locator('td').first().locator('p').first().innerText()).trim();
  const count = Number(await top.locator('td').nth(2).innerText());
  await top.getByRole('link', { name: `${count}: open the keys-out report of ${name}` }).click();
  await expect(page).toHaveURL(/\/property-reports\/keys-out\?propertyId=\d+$/);
  await expect(page.getByTestId('report-count')).toHaveText(`${count} result${count === 1 ? '' : 's'}`);
});
