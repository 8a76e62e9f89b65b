import { expect, test, type Page } from '@playwright/test';
import { apiGet, signInFresh } from './support/shell.ts';

// Key control (issue 6): a property manager uploads a .txt unit list (a bad file first: nothing is stored), and the
// key map (opened from administration, KeyMap_READ) shows 1–6 tables by width and prints as 4 tables with the
// confidentiality warning.

interface MyProperty {
  id: number;
  name: string;
  htInfo: { canceled: boolean; paymentDelinquent: boolean; customerUnitEntry: boolean };
}
interface Datalog {
  id: number;
  tagCount: number;
}
const BREAKPOINTS = [692, 1006, 1322, 1637, 1952];
const expectedTables = (width: number) => 1 + BREAKPOINTS.filter((b) => width >= b).length;

async function managerProperty(page: Page): Promise<MyProperty> {
  const properties = await apiGet<MyProperty[]>(page, '/api/me/properties');
  return properties.find((p) => !p.htInfo.canceled && !p.htInfo.paymentDelinquent && !p.htInfo.customerUnitEntry)!;
}

test('a property manager adds units from a .txt file', async ({ page }, testInfo) => {
  const stamp = `${Date.now() % 1_000_000}${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
  await signInFresh(page, 'manager@demo.test');
  const property = await managerProperty(page);
  await page.evaluate((id) => localStorage.setItem('kc.selection.propertyId', String(id)), property.id);
  await page.goto('/property-unit-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Unit List' })).toBeVisible();
  const count = page.getByTestId('unit-count');
  await expect(count).toBeVisible();
  const before = await count.textContent();

  const chooser = async (text: string) => {
    const waiting = page.waitForEvent('filechooser');
    await page.getByTestId('unit-upload').click();
    await (await waiting).setFiles({ name: 'units.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  };
  await chooser(`U${stamp}\nU${stamp}\nTOO-LONG-UNIT-NAME\n`);
  const errors = page.getByTestId('upload-errors');
  await expect(errors).toContainText('unit duplicate or too long');
  await expect(errors).toContainText('line 2');
  await expect(errors).toContainText('line 3');
  const afterBad = await apiGet<{ name: string }[]>(page, `/api/properties/${property.id}/units`);
  expect(afterBad.map((u) => u.name)).not.toContain(`U${stamp}`);

  await chooser(`U${stamp}\nV${stamp}\n`);
  await expect(page.getByText('2 units added')).toBeVisible();
  const n = Number(before!.replace(/\D/g, ''));
  // The phone and desktop runs share the property, so the other run's units may arrive too.
  await expect.poll(async () => Number((await count.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(n + 2);
  const units = await apiGet<{ name: string }[]>(page, `/api/properties/${property.id}/units`);
  expect(units.map((u) => u.name)).toEqual(expect.arrayContaining([`U${stamp}`, `V${stamp}`]));
});

test('the key map shows tables side by side by width and prints 4 tables with the warning', async ({
  browser,
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'phone',
    'Side-by-side tables are the desktop layout (key-map.spec.ts: the phone list)',
  );
  await signInFresh(page, 'manager@demo.test');
  const property = await managerProperty(page);
  const datalog = (await apiGet<Datalog[]>(page, `/api/properties/${property.id}/datalogs`)).find(
    (d) => d.tagCount > 20,
  )!;

  const context = await browser.newContext({
    viewport: { width: 1900, height: 1000 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const staffPage = await context.newPage();
  await signInFresh(staffPage, 'manager@demo.test');
  await staffPage.evaluate((id) => localStorage.setItem('kc.selection.propertyId', String(id)), property.id);
  await staffPage.goto('/administration');
  await staffPage.getByRole('link', { name: 'Key map', exact: true }).click();
  await expect(staffPage).toHaveURL(new RegExp(`/property/${property.id}/keymap$`));
  await staffPage.goto(`/property/${property.id}/scanning/${datalog.id}/keymap`);
  await expect(staffPage.getByRole('heading', { level: 1, name: `Key Map: ${property.name}` })).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Back to administration' })).toBeVisible();
  const screen = staffPage.getByTestId('keymap-screen');
  await expect(staffPage.getByTestId('keymap-table').first()).toBeVisible();

  const countAt = async () => {
    const width = (await screen.boundingBox())!.width;
    await expect(staffPage.getByTestId('keymap-table')).toHaveCount(expectedTables(width));
    return expectedTables(width);
  };
  const wide = await countAt();
  await staffPage.setViewportSize({ width: 1000, height: 900 });
  // The layout follows the new width before the tables are counted against it.
  await expect.poll(async () => (await screen.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(1000);
  const narrow = await countAt();
  expect(wide).toBeGreaterThan(narrow);

  // Sorting by unit reorders the rows.
  const firstHook = staffPage
    .getByTestId('keymap-table')
    .first()
    .locator('tbody tr:not([data-testid="keymap-panel"])')
    .first()
    .locator('td')
    .nth(2);
  await expect(firstHook).toHaveText(/^(A1|1)$/);
  await staffPage.getByRole('button', { name: 'Key Tag' }).first().click();
  await expect(staffPage.getByRole('columnheader', { name: 'Key Tag' }).first()).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await staffPage.emulateMedia({ media: 'print' });
  await expect(staffPage.getByTestId('keymap-print')).toBeVisible();
  await expect(staffPage.getByTestId('keymap-print-table')).toHaveCount(4);
  await expect(staffPage.getByTestId('keymap-print')).toContainText('CONFIDENTIAL');
  await expect(screen).toBeHidden();
  await expect(staffPage.getByRole('link', { name: 'Back to administration' })).toBeHidden();
  await context.close();
});
