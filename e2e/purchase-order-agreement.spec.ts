import { expect, test } from '@playwright/test';
import { signInFresh } from './support/shell.ts';
import { E2E_DATABASE_URL, sql } from './support/db.ts';

// Issue 15 items 3 and 5 (decision 0060): from an order's status page, e-mail the agreement (it reaches the mail
// catcher with the PDF attached), download the PDF and open the printable agreement.
const MAIL_API = process.env.E2E_MAIL_API ?? process.env.E2E_MAIL_API_URL;

test.skip(!E2E_DATABASE_URL, 'E2E_DATABASE_URL is needed to pick a demo order');

interface MailDevMail {
  to?: { address: string }[];
  subject?: string;
  attachments?: { filename?: string; contentType?: string }[];
}

test('accounting e-mails the agreement from the status page, downloads its PDF and opens it to print', async ({
  page,
}) => {
  // A shipped demo order, billed to an address only this run uses.
  const to = `e2e-billing-${Date.now().toString(36)}@demo.test`;
  const [order] = await sql<{ id: number }>(
    `UPDATE purchase_orders SET billing_email = $1, billing_method_id = 2
      WHERE id = (SELECT min(id) FROM purchase_orders WHERE status_id = 7 AND NOT draft AND NOT disabled)
      RETURNING id`,
    [to],
  );
  const poId = order!.id;

  await signInFresh(page, 'accounting@demo.test', `/purchase-orders/status/${poId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Purchase Order ${poId} Status` })).toBeVisible();
  await expect(page.getByTestId('po-current-status')).toContainText('Shipped');

  await page.getByRole('button', { name: 'E-mail purchase order' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail the agreement?' });
  await expect(dialog).toContainText(to);
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText(`The agreement will be e-mailed to ${to}.`)).toBeVisible();
  await expect(page.getByTestId('po-history')).toContainText('Agreement e-mailed');

  if (MAIL_API) {
    const base = MAIL_API.replace(/\/$/, '');
    const mine = async () => {
      const response = await fetch(`${base}/email`);
      const mails = response.ok ? ((await response.json()) as MailDevMail[]) : [];
      return mails.filter((m) => m.to?.some((r) => r.address.toLowerCase() === to));
    };
    await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mine();
    expect(mail!.subject).toMatch(new RegExp(`^Purchase Order ${poId} agreement for `));
    expect(mail!.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`purchase-order-${poId}-agreement.pdf`, 'application/pdf'],
    ]);
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Agreement PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`purchase-order-${poId}-agreement.pdf`);

  await page.getByRole('link', { name: 'Print agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/print\\?purchaseOrderId=${poId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Order Agreement' })).toBeVisible();
  await expect(page.getByTestId('agreement-totals')).toContainText('Total');
  await expect(page.getByTestId('agreement-terms')).toContainText('late-payment interest of 1.5 percent per month');
  await expect(page.getByTestId('agreement-terms')).toContainText('from 32 to 122 °F');
  await expect(page.getByTestId('signature-block')).toHaveCount(2);
  await expect(page.getByRole('banner')).toHaveCount(0);
});
