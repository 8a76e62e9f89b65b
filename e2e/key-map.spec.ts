import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.ts';
import { apiGet, isPhone, signInFresh } from './support/shell.ts';

// Issue 13: the key map reads as one map on a desktop (one sort across the side-by-side tables, header and first
// rows aligned, panel boundaries marked), is one searchable list on a phone, and a finalized cabinet's unit list
// and scanning pages say once why their units and tags are locked instead of showing disabled controls.

interface MyProperty {
  id: number;
  name: string;
  htInfo: { canceled: boolean; paymentDelinquent: boolean; customerUnitEntry: boolean };
}
interface Datalog {
  id: number;
  propertyId: number;
  tagCount: number;
  panelCount: number;
  finalized: boolean;
}
interface KeyMapRow {
  building: string;
  unit: string;
  keyHook: string;
  keyTag: string;
  panel: string;
}
interface Unit {
  name: string;
  locked: boolean;
}

async function managerProperty(page: Page): Promise<MyProperty> {
  const properties = await apiGet<MyProperty[]>(page, '/api/me/properties');
  return properties.find((p) => !p.htInfo.canceled && !p.htInfo.paymentDelinquent && !p.htInfo.customerUnitEntry)!;
}

/** The manager's property and its datalog with keys on more than one panel. */
async function mapWithPanels(page: Page) {
  await signInFresh(page, 'manager@demo.test');
  const property = await managerProperty(page);
  const datalogs = await apiGet<Datalog[]>(page, `/api/properties/${property.id}/datalogs`);
  const datalog = datalogs.find((d) => d.panelCount >= 2 && d.tagCount > 20)!;
  const map = await apiGet<{ rows: KeyMapRow[] }>(page, `/api/datalogs/${datalog.id}/key-map`);
  return { property, datalog, rows: map.rows };
}

/** One column of every table in reading order (down each table, then across), skipping the panel dividers. */
async function columnInReadingOrder(tables: Locator, column: number): Promise<string[]> {
  const out: string[] = [];
  for (const table of await tables.all())
    out.push(
      ...(await table
        .locator('tbody tr:not([data-testid="keymap-panel"])')
        .evaluateAll((rows, c) => rows.map((r) => r.querySelectorAll('td')[c]?.textContent ?? ''), column)),
    );
  return out;
}

test('on a desktop the key map reads as one map: one sort across the tables, aligned headers, panels marked', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'The side-by-side tables are the desktop layout');
  const { property, datalog, rows } = await mapWithPanels(page);
  await page.goto(`/property/${property.id}/scanning/${datalog.id}/keymap`);
  await expect(page.getByRole('heading', { level: 1, name: `Key Map: ${property.name}` })).toBeVisible();
  const tables = page.getByTestId('keymap-table');
  // The map first draws one table, then cuts the list by the width it measured: wait for the cut.
  await expect.poll(() => tables.count()).toBeGreaterThanOrEqual(3);
  const count = await tables.count();

  // Hook order: every key once, panel by panel; each panel is named, and a new panel starts a new table.
  expect(await columnInReadingOrder(tables, 2)).toEqual(rows.map((r) => r.keyHook));
  const panels = [...new Set(rows.map((r) => r.panel))];
  for (const panel of panels) {
    const starts = tables.locator(`tbody tr:first-child[data-panel="${panel}"]`);
    await expect(starts.first()).toContainText(`Panel ${panel}`);
  }

  // Header rows and first rows line up across the tables, and no header wraps or is cut off.
  const boxes = async (selector: string) =>
    Promise.all((await tables.all()).map(async (t) => (await t.locator(selector).first().boundingBox())!));
  for (const selector of ['thead tr', 'tbody tr']) {
    const b = await boxes(selector);
    for (const box of b) {
      expect(Math.abs(box.y - b[0]!.y), selector).toBeLessThan(1);
      expect(Math.abs(box.height - b[0]!.height), selector).toBeLessThan(1);
    }
  }
  const cut = await page
    .locator('[data-testid="keymap-table"] thead th')
    .evaluateAll(
      (ths) => ths.filter((th) => th.scrollWidth > th.clientWidth || th.getBoundingClientRect().height > 40).length,
    );
  expect(cut).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  // One sort for the whole map: sorting in the last table re-flows every key across all the tables.
  await tables.last().getByRole('button', { name: 'Key Tag' }).click();
  for (const table of await tables.all())
    await expect(table.getByRole('columnheader', { name: 'Key Tag' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByTestId('keymap-panel')).toHaveCount(0);
  const byTag = rows.map((r) => r.keyTag).sort();
  await expect.poll(() => columnInReadingOrder(tables, 3)).toEqual(byTag);
  expect(byTag).not.toEqual(rows.map((r) => r.keyTag));
  await tables.first().getByRole('button', { name: 'Key Tag' }).click();
  await expect.poll(() => columnInReadingOrder(tables, 3)).toEqual([...byTag].reverse());
  await expect(tables).toHaveCount(count);

  // Print: 4 tables under the warning, panels marked again once back in hook order.
  await tables.first().getByRole('button', { name: 'Key Hook' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('keymap-print-table')).toHaveCount(4);
  await expect(page.getByTestId('keymap-print')).toContainText('CONFIDENTIAL');
  await expect(page.getByTestId('keymap-print')).toContainText(`Panel ${panels[1]}`);
  await expect(page.getByTestId('keymap-screen')).toBeHidden();
});

test('on a phone the key map is one searchable list, offered from administration', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'The searchable list is the phone layout');
  const { property, rows } = await mapWithPanels(page);
  await page.evaluate((id) => localStorage.setItem('kc.selection.propertyId', String(id)), property.id);
  await page.goto('/administration');
  await page.getByRole('link', { name: 'Key map', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${property.id}/keymap$`));
  await expect(page.getByText('Page Not Available for Mobile Devices')).toHaveCount(0);
  const list = page.getByTestId('keymap-list');
  await expect(list).toBeVisible();
  await expect(page.getByTestId('keymap-table')).toHaveCount(0);
  // The property's first datalog is shown; its keys come from the API.
  const datalogs = await apiGet<Datalog[]>(page, `/api/properties/${property.id}/datalogs`);
  const shown = (await apiGet<{ rows: KeyMapRow[] }>(page, `/api/datalogs/${datalogs[0]!.id}/key-map`)).rows;
  const search = page.getByRole('searchbox', { name: 'Find a key' });
  expect(await seriousViolations(page)).toEqual([]);

  // A unit by name: its row shows with its hook and tag, and every row shown matches.
  const key = shown.find((r) => r.unit !== '' && r.unit !== 'ADMIN') ?? rows[0]!;
  await search.fill(key.unit.toLowerCase());
  const row = list.locator('tbody tr', { hasText: key.unit }).filter({ hasText: key.keyTag });
  await expect(row).toBeVisible();
  await expect(row).toContainText(key.keyHook);
  // The search's rule: unit or building containing the text, tag or hook starting with it, or the panel it names.
  const q = key.unit.toLowerCase();
  const expected = shown.filter(
    (r) =>
      r.unit.toLowerCase().includes(q) ||
      r.building.toLowerCase().includes(q) ||
      r.keyTag.startsWith(q) ||
      r.keyHook.toLowerCase().startsWith(q) ||
      r.panel.toLowerCase() === q,
  );
  await expect(page.getByTestId('keymap-matches')).toHaveText(
    `${expected.length} of ${shown.length} ${shown.length === 1 ? 'key' : 'keys'}`,
  );

  // A key tag, then a panel by name.
  await search.fill(key.keyTag);
  await expect(list.locator('tbody tr:not([data-testid="keymap-panel"])')).toHaveCount(
    shown.filter((r) => r.keyTag.startsWith(key.keyTag)).length,
  );
  const panel = shown.at(-1)!.panel;
  await search.fill(`panel ${panel}`);
  await expect(list.getByTestId('keymap-panel')).toHaveCount(1);
  await expect(list.getByTestId('keymap-panel')).toContainText(`Panel ${panel}`);
  await expect(list.locator('tbody tr:not([data-testid="keymap-panel"])')).toHaveCount(
    shown.filter((r) => r.panel === panel).length,
  );
  await search.fill('no such key');
  await expect(page.getByTestId('keymap-matches')).toHaveText('No key matches “no such key”.');
  await expect(list).toHaveCount(0);

  await search.fill('');
  await expect(list.locator('tbody tr:not([data-testid="keymap-panel"])')).toHaveCount(shown.length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a finalized cabinet says once why its units and tags are locked, with no dead controls', async ({
  browser,
  page,
}) => {
  test.slow(); // two logins, two pages and two axe runs: past a minute on a busy 2-core machine
  await signInFresh(page, 'manager@demo.test');
  const property = await managerProperty(page);
  const units = await apiGet<Unit[]>(page, `/api/properties/${property.id}/units`);
  const locked = units.filter((u) => u.locked);
  expect(locked.length).toBeGreaterThan(1);
  await page.evaluate((id) => localStorage.setItem('kc.selection.propertyId', String(id)), property.id);
  await page.goto('/property-unit-list');
  const notice = page.getByTestId('units-locked-notice');
  await expect(notice).toContainText(`${locked.length} units are locked`);
  await expect(notice).toContainText('finalized cabinet');
  await expect(page.getByRole('button', { name: `Edit unit ${locked[0]!.name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${locked[0]!.name}` })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'On a finalized cabinet' }).first()).toBeVisible();
  await expect(page.locator('table button:disabled')).toHaveCount(0);
  // Adding units stays possible.
  await expect(page.getByRole('button', { name: 'Add unit' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  // The scanning pages of a finalized datalog: the same explanation once, the pairing as text.
  const datalog = (await apiGet<Datalog[]>(page, `/api/properties/${property.id}/datalogs`)).find((d) => d.finalized)!;
  const context = await browser.newContext({ viewport: page.viewportSize(), locale: 'en-US', timezoneId: 'UTC' });
  const staff = await context.newPage();
  await signInFresh(staff, 'superadmin@demo.test');
  await staff.goto(`/property/${property.id}/scanning/${datalog.id}/units`);
  await expect(staff.getByTestId('finalized-notice')).toContainText('This datalog is finalized');
  await expect(staff.getByTestId('finalized-tags').locator('tbody tr')).toHaveCount(datalog.tagCount);
  await expect(staff.locator('main').getByRole('textbox')).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Save tags' })).toHaveCount(0);
  await expect(staff.locator('main button:disabled')).toHaveCount(0);
  expect(await seriousViolations(staff)).toEqual([]);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    staff.viewportSize()!.width,
  );
  await context.close();
});
