import { expect, test, type Page } from '@playwright/test';
import { apiGet, isPhone, pressOk, signInFresh } from './support/shell.ts';

// Issue 15 item 1: a sales associate writes an order for a property, saves it as a draft, resumes it and submits it.

interface Order {
  id: number;
  draft: boolean;
  statusId: number;
  customerPoNumber: string | null;
  purchaseOrderItems: { quantity: number; productNbr: { id: number }; unitPriceCents: number }[];
  pricing: { subtotalCents: number; shippingFee: number; totalCents: number };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('sales writes an order with two line items, saves a draft, resumes it and submits it', async ({
  page,
}, testInfo) => {
  const poNumber = `E2E-${Date.now().toString(36)}`;
  await signInFresh(page, 'sales@demo.test', '/property/1');
  await page.getByRole('link', { name: 'Add purchase order' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Purchase Order' })).toBeVisible();
  // Prefilled from the hierarchy, read-only.
  await expect(page.getByTestId('po-parties')).toContainText('Maple Grove Apartments');

  await page.getByLabel('Customer PO number').fill(poNumber);
  await choose(page, 'Billing method', 'E-mail invoice');
  await page.getByLabel('Billing e-mail').fill('ap@maple.example');
  await choose(page, 'System type', 'STD · Standard');
  await page.getByLabel('Number of units').fill('150');

  // Line 1: the standard plan proposes its monthly price for 150 units (table 1: $54.95).
  await choose(page, 'Product, line 1', '117 · Standard Plan');
  await expect(page.getByLabel('Unit price, line 1')).toHaveValue('54.95');
  await expect(page.getByLabel('Description, line 1')).toHaveValue('Monthly service, standard plan');
  await page.getByRole('button', { name: 'Add line item' }).click();
  await choose(page, 'Product, line 2', '103 · Key Tags');
  await page.getByLabel('Quantity, line 2').fill('3');
  await page.getByLabel('Unit price, line 2').fill('45');
  await page.getByLabel('Shipping fee').fill('9.50');
  await expect(page.getByTestId('po-subtotal')).toHaveText('$189.95');
  // Phones show the lines as stacked cards, wider screens as a table.
  await expect(page.getByTestId('po-line-card')).toHaveCount(isPhone(testInfo) ? 2 : 0);
  await expect(page.getByTestId('po-total')).toHaveText('$199.45');

  // A field error in place: a description is required (spec 001 §5), shown when submitting.
  await page.getByLabel('Description, line 2').fill('');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByTestId('form-errors')).toContainText('Description is required');
  await pressOk(page);
  // A draft is checked for formats only, and a failed one says the spec's "Error saving draft".
  await page.getByLabel('Description, line 2').fill('x'.repeat(201));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Error saving draft')).toBeVisible();
  await expect(page.getByTestId('form-errors')).toContainText('Description, line 2: At most 200 characters');
  await pressOk(page);
  await page.getByLabel('Description, line 2').fill('Key tags, blue');
  await expect(page.getByText(/Description is required|At most 200 characters/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/purchase-orders\/edit\/1\/\d+$/);
  const poId = Number(/\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: `Resume Draft #${poId}` })).toBeVisible();

  // Later: the property's add page offers the draft to resume.
  await page.goto('/property/1/add-purchase-order');
  await page.getByRole('link', { name: `Resume draft #${poId}` }).click();
  await expect(page.getByLabel('Customer PO number')).toHaveValue(poNumber);
  await expect(page.getByLabel('Unit price, line 2')).toHaveValue('45.00');
  await expect(page.getByTestId('po-total')).toHaveText('$199.45');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await page.waitForURL(new RegExp(`/purchase-orders/status/${poId}$`));

  const order = await apiGet<Order>(page, `/api/purchase-orders/${poId}`);
  expect(order).toMatchObject({ draft: false, statusId: 1, customerPoNumber: poNumber });
  expect(order.purchaseOrderItems.map((i) => [i.quantity, i.productNbr.id, i.unitPriceCents])).toEqual([
    [1, 117, 5495],
    [3, 103, 4500],
  ]);
  expect(order.pricing).toEqual({ subtotalCents: 18995, shippingFee: 950, totalCents: 19945 });
});
