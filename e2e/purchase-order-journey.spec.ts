import { expect, test, type Page } from '@playwright/test';
import { apiGet, isPhone, signInFresh } from './support/shell.ts';
import { rowsOrCards } from './support/tables.ts';
import { E2E_DATABASE_URL, newJourneyProperty, sql } from './support/db.ts';

// Issue 15, done when: an order from draft to unit entry, each step by the login whose job it is — sales writes it,
// management approves it, accounting assigns the customer number, production marks the file created and sends it for
// unit entry, the property's manager (a login like manager@demo.test) confirms the units on New Property Setup — and
// the production queue shows the date of each milestone.

test.skip(!E2E_DATABASE_URL, 'E2E_DATABASE_URL is needed to open a new property for the journey');

/** The next login of the journey, in the same browser: the last one's session is dropped first. */
async function signInAs(page: Page, email: string) {
  await page.evaluate(() => localStorage.clear());
  await signInFresh(page, email);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * A new sale: a property with no customer number and one unit, reached only by a new login with the role, rights and
 * password of manager@demo.test. Both are the journey's own (in the East Division, which no demo login below the
 * corporation counts), so the demo logins' overviews and property lists stay as the other specs expect them.
 */
async function newSale(suffix: string): Promise<{ id: number; name: string; manager: string }> {
  const manager = `e2e-journey-${suffix.toLowerCase()}@demo.test`;
  const property = await newJourneyProperty(`Journey Commons ${suffix}`, {
    name: `Journey Manager ${suffix}`,
    email: manager,
  });
  await sql(`INSERT INTO units (property_id, name) VALUES ($1, 'A-101')`, [property.id]);
  return { ...property, manager };
}

type QueueRow = { id: number; statusId: number } & Record<
  'poCreated' | 'managerApproved' | 'customerNumberAssigned' | 'sentForUnitEntry' | 'unitsVerified',
  string | null
>;

test('an order goes from sales to unit entry, and the production queue dates every milestone', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'one width is enough for the journey; every-route and the form spec check phones');
  test.slow();
  const suffix = Date.now().toString(36).toUpperCase();
  const property = await newSale(suffix);

  // Sales writes the order and submits it for approval.
  await signInFresh(page, 'sales@demo.test', `/property/${property.id}/add-purchase-order`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Purchase Order' })).toBeVisible();
  await page.getByLabel('Customer PO number').fill(`J-${suffix}`);
  await choose(page, 'Billing method', 'E-mail invoice');
  await page.getByLabel('Billing e-mail').fill('ap@journey.example');
  await choose(page, 'System type', 'STD · Standard');
  await page.getByLabel('Number of units').fill('40');
  await choose(page, 'Product, line 1', '117 · Standard Plan');
  await expect(page.getByLabel('Unit price, line 1')).toHaveValue('44.95');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await page.waitForURL(/\/purchase-orders\/status\/\d+$/);
  const poId = Number(/(\d+)$/.exec(page.url())![1]);
  const orderRow = () =>
    rowsOrCards(page).filter({ has: page.getByRole('link', { name: `Order #${poId}`, exact: true }) });

  // Management approves it from the list.
  await signInAs(page, 'management@demo.test');
  await page.goto('/purchase-orders');
  await page.getByRole('button', { name: `Approve order ${poId}`, exact: true }).click();
  const approve = page.getByRole('dialog', { name: `Approve purchase order ${poId}?` });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(`Purchase order ${poId} approved.`)).toBeVisible();
  await expect(orderRow()).toContainText('Manager Approved');

  // Accounting gives the new customer its number, which becomes the property's.
  await signInAs(page, 'accounting@demo.test');
  await page.goto('/purchase-orders');
  const customerNumber = `J${suffix}`.slice(0, 10);
  await page.getByLabel(`Customer number for order ${poId}`).fill(customerNumber);
  await page.getByRole('button', { name: /^Update customer number/ }).click();
  await expect(page.getByText('Customer number saved')).toBeVisible();
  await expect(orderRow()).toContainText('Customer Number Assigned');
  const [numbered] = await sql<{ accounting_customer_number: string | null }>(
    'SELECT accounting_customer_number FROM properties WHERE id = $1',
    [property.id],
  );
  expect(numbered!.accounting_customer_number).toBe(customerNumber);

  // Production builds the file and sends the order for the customer's unit entry.
  await signInAs(page, 'production@demo.test');
  await page.goto('/production-queue');
  const queueRow = rowsOrCards(page).filter({
    has: page.getByRole('link', { name: `Open purchase order ${poId}`, exact: true }),
  });
  await queueRow.getByRole('button', { name: 'File created' }).click();
  await page.getByRole('dialog', { name: 'Mark file created' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Purchase order ${poId}: file created.`)).toBeVisible();
  await queueRow.getByRole('button', { name: 'Send for unit entry' }).click();
  await page
    .getByRole('dialog', { name: 'Send for customer unit entry' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText(`Purchase order ${poId}: sent for customer unit entry.`)).toBeVisible();
  await expect(queueRow).toContainText('Awaiting Customer Unit Entry');

  // The property's manager reviews the units on New Property Setup and confirms them.
  await signInAs(page, property.manager);
  await page.goto(`/property-verification/${property.id}`);
  await page.getByRole('link', { name: 'Enter units' }).click();
  await expect(page.getByText('Review the 1 units below, then confirm.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm unit list' }).click();
  await expect(page.getByText('Unit list confirmed')).toBeVisible();

  // The production queue dates every milestone up to units verified.
  await signInAs(page, 'production@demo.test');
  await page.goto('/production-queue');
  await expect(queueRow).toContainText('Customer Unit Entry Complete');
  const queue = await apiGet<QueueRow[]>(page, '/api/production-queue');
  const row = queue.find((r) => r.id === poId)!;
  expect(row.statusId).toBe(6);
  for (const key of [
    'poCreated',
    'managerApproved',
    'customerNumberAssigned',
    'sentForUnitEntry',
    'unitsVerified',
  ] as const)
    expect(row[key], `milestone ${key}`).toMatch(/^\d{4}-\d{2}-\d{2}/);
});
