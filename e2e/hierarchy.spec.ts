import { expect, test, type Page } from '@playwright/test';
import { pressOk, signInFresh } from './support/shell.ts';

// Issue 5: an internal administrator builds a corporation → division → region → property chain through the pages
// and finds the property with the header's global search; a stale edit shows the 409 message. Names are unique per
// run; the demo logins are only signed in with, never changed.
const STALE = 'This record was changed by someone else; reload and try again';

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillAddress(page: Page, line1: string, city: string, state: string, zip: string) {
  await page.getByRole('textbox', { name: 'Address line 1', exact: true }).fill(line1);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(city);
  await pick(page, 'State', state);
  await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill(zip);
}

/** The API with the page's session, for setup and clean-up only. */
async function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const session = JSON.parse(localStorage.getItem('kc.session') ?? '{}') as { accessToken?: string };
      const response = await fetch(p, {
        method: m,
        headers: {
          Authorization: `Bearer ${session.accessToken}`,
          ...(b === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    [method, path, body] as const,
  );
}

const idFrom = (page: Page) => Number(new URL(page.url()).pathname.split('/')[2]);

test('an administrator creates a corporation, division, region and property, then finds the property through global search', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the global search box is in the desktop header');
  test.slow(); // a long journey: three times the default time
  const stamp = Date.now();
  const names = {
    corporation: `E2E Corp ${stamp}`,
    division: `E2E Division ${stamp}`,
    region: `E2E Region ${stamp}`,
    property: `Zephyr Court ${stamp}`,
  };
  await signInFresh(page, 'superadmin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/corporation/corporation-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Corporation List' })).toBeVisible();
  await page.getByRole('link', { name: 'Add corporation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Corporation' })).toBeVisible();
  // A required field left empty is shown in place and in the error popup first.
  await page.getByRole('button', { name: 'Create Corporation' }).click();
  await expect(page.getByTestId('form-errors')).toContainText('Name: Required');
  await pressOk(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(names.corporation);
  await page.getByRole('textbox', { name: 'Legal entity name', exact: true }).fill(`${names.corporation}, LLC`);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('(214) 555-0100');
  await fillAddress(page, '100 Main St', 'Dallas', 'Texas (TX)', '75201');
  await page.getByRole('button', { name: 'Create Corporation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: names.corporation })).toBeVisible();
  await expect(page).toHaveURL(/\/corporation\/\d+$/);
  const corporationId = idFrom(page);

  // The division copies the corporation's address.
  await page.getByRole('link', { name: 'Add division' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Division' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(names.division);
  await page.getByRole('combobox', { name: 'Copy an existing address' }).click();
  await page.getByRole('option', { name: /100 Main St/ }).click();
  await page.getByRole('button', { name: 'Create Division' }).click();
  await expect(page.getByRole('heading', { level: 1, name: names.division })).toBeVisible();
  await expect(page.getByTestId('entity-details')).toContainText('100 Main St, Dallas, TX 75201');
  const divisionId = idFrom(page);

  await page.getByRole('link', { name: 'Add region' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(names.region);
  await fillAddress(page, '200 Elm St', 'Austin', 'Texas (TX)', '78701');
  await page.getByRole('button', { name: 'Create Region' }).click();
  await expect(page.getByRole('heading', { level: 1, name: names.region })).toBeVisible();
  const regionId = idFrom(page);

  await page.getByRole('link', { name: 'Add property' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(names.property);
  await page.getByRole('textbox', { name: 'Property code', exact: true }).fill(`Z${String(stamp).slice(-6)}`);
  await fillAddress(page, '300 Zephyr Way', 'Houston', 'Texas (TX)', '77002');
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: names.property })).toBeVisible();
  const propertyId = idFrom(page);
  await expect(page.getByTestId('property-account')).toBeVisible();

  // A note on the new property.
  await page.getByRole('textbox', { name: 'Add note' }).fill(`Installed ${stamp}`);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('note').filter({ hasText: `Installed ${stamp}` })).toBeVisible();

  // Global search from the header: Enter opens the results, which link to the property.
  await page.goto('/dashboard');
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill(names.property);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\//);
  await expect(box).toHaveValue('');
  const group = page.getByTestId('search-group-properties');
  await group.getByRole('link', { name: names.property }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${propertyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: names.property })).toBeVisible();

  // The chain is shown from the top, too.
  await page.goto(`/corporation/${corporationId}`);
  await expect(page.getByTestId('children-property').getByRole('link', { name: names.property })).toBeVisible();

  // The property's account: a customer number, through its dialog.
  await page.goto(`/property/${propertyId}`);
  const account = page.getByTestId('property-account');
  await account.getByRole('button', { name: 'Set customer number' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Customer number' }).fill(`E2E-${stamp}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(account).toContainText(`E2E-${stamp}`);

  // A region-level site login: the level gives the access role; it becomes the primary contact after confirming.
  await page.goto(`/region/${regionId}`);
  await page.getByTestId('entity-contacts').getByRole('link', { name: 'Add site login' }).click();
  await expect(page).toHaveURL(new RegExp(`/region/${regionId}/add-staff$`));
  await expect(page.getByTestId('staff-level-role')).toHaveValue('External Region');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rhea Regional');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`rhea-${stamp}@example.test`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/region/${regionId}$`));
  const contacts = page.getByTestId('entity-contacts');
  await expect(contacts.getByRole('row').filter({ hasText: `rhea-${stamp}@example.test` })).toContainText(
    'External Region',
  );
  await contacts.getByRole('combobox', { name: 'Make primary contact' }).click();
  await page.getByRole('option', { name: /Rhea Regional/ }).click();
  await expect(page.getByRole('dialog')).toContainText(`Make Rhea Regional the primary contact of ${names.region}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(contacts).toContainText(`Rhea Regional · rhea-${stamp}@example.test`);

  // Deleting from the pages (soft, audited): a parent with children is refused with the server's reason;
  // each deletion returns to the parent.
  await page.goto(`/division/${divisionId}`);
  await page.getByTestId('delete-entity').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete division' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'This division still has regions; delete or move them first',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`/property/${propertyId}`);
  for (const [level, parent] of [
    ['property', `/region/${regionId}`],
    ['region', `/division/${divisionId}`],
    ['division', `/corporation/${corporationId}`],
    ['corporation', '/corporation/corporation-list'],
  ] as const) {
    // The page of this level, not the previous one still showing while the next page loads its data.
    await expect(page.getByRole('heading', { level: 1, name: names[level] })).toBeVisible();
    await page.getByTestId('delete-entity').click();
    await expect(page.getByRole('dialog')).toContainText(names[level]);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Delete ${level}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${parent}$`));
  }
  expect((await api(page, 'GET', `/api/corporations/${corporationId}`)).status).toBe(404);
});

test('a corporation changed in another tab is not overwritten: the stale edit shows the 409 message', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width is enough for the version check');
  await signInFresh(page, 'superadmin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const name = `E2E Stale ${Date.now()}`;
  const created = await api(page, 'POST', '/api/corporations', {
    name,
    address: { addressLine1: '1 Stale St', city: 'Boise', state: 'ID', zip: '83702', country: 'United States' },
  });
  expect(created.status).toBe(201);
  const id = (created.json as { id: number }).id;

  const other = await context.newPage();
  await page.goto(`/corporation/edit-corporation/${id}`);
  await other.goto(`/corporation/edit-corporation/${id}`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(other.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

  await other.getByRole('textbox', { name: 'Legal entity name', exact: true }).fill('Saved first, LLC');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other).toHaveURL(new RegExp(`/corporation/${id}$`));

  await page.getByRole('textbox', { name: 'Legal entity name', exact: true }).fill('Saved second, LLC');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('stale-alert')).toContainText(STALE);
  await expect(page).toHaveURL(new RegExp(`/edit-corporation/${id}$`));

  // Reloading shows the other tab's change; saving again then succeeds.
  await page.getByRole('button', { name: 'Reload the latest version' }).click();
  await expect(page.getByRole('textbox', { name: 'Legal entity name', exact: true })).toHaveValue('Saved first, LLC');
  await page.getByRole('textbox', { name: 'Legal entity name', exact: true }).fill('Saved second, LLC');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/corporation/${id}$`));
  await expect(page.getByTestId('entity-details')).toContainText('Saved second, LLC');

  expect((await api(page, 'DELETE', `/api/corporations/${id}`)).status).toBe(204);
});
