import { expect, test } from '@playwright/test';
import { apiGet, isPhone, signInFresh } from './support/shell.ts';
import { rowsOrCards } from './support/tables.ts';

// Issue 15 item 6 (decision 0061): production moves an order from the queue's row, confirmed, and the row shows the
// server's answer; a row made stale behind the page's back says so and shows the order as it stands.
test('production marks a file created from the queue, and a stale row is said and refreshed', async ({
  page,
}, info) => {
  test.skip(isPhone(info), 'one width is enough for the journey; every-route checks the phone layout');
  await signInFresh(page, 'production@demo.test', '/production-queue');
  const queue = await apiGet<{ id: number; statusId: number }[]>(page, '/api/production-queue');
  const order = queue.find((r) => r.statusId === 3);
  expect(order, 'the demo data has an order at Customer Number Assigned').toBeDefined();
  const row = rowsOrCards(page).filter({
    has: page.getByRole('link', { name: `Open purchase order ${order!.id}`, exact: true }),
  });

  await row.getByRole('button', { name: 'File created' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark file created' });
  await expect(dialog).toContainText(`purchase order ${order!.id}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Purchase order ${order!.id}: file created.`)).toBeVisible();
  await expect(row).toContainText('File Created');

  // Someone else ships an order meanwhile; this page still offers the step from "Customer Unit Entry Complete". (Not
  // "sent for unit entry": that would send the demo property's managers to New Property Setup in later specs.)
  const ready = queue.find((r) => r.statusId === 6);
  expect(ready, 'the demo data has an order at Customer Unit Entry Complete').toBeDefined();
  const readyRow = rowsOrCards(page).filter({
    has: page.getByRole('link', { name: `Open purchase order ${ready!.id}`, exact: true }),
  });
  const moved = await page.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('kc.session') ?? '{}') as { accessToken?: string };
    const res = await fetch(`/api/purchase-orders/${id}/status`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fromStatusId: 6, toStatusId: 7 }),
    });
    return res.status;
  }, ready!.id);
  expect(moved).toBe(200);
  await readyRow.getByRole('button', { name: 'Mark shipped' }).click();
  await page.getByRole('dialog', { name: 'Mark shipped' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This order changed in the meantime')).toBeVisible();
  await expect(readyRow.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await expect(readyRow.getByRole('button', { name: 'Mark installed' })).toBeVisible();
});
