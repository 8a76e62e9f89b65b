import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { isPhone, signInFresh } from './support/shell.ts';
import { rowsOrCards } from './support/tables.ts';

const DATABASE_URL = process.env.E2E_DATABASE_URL;
// The runner names the MailDev REST base E2E_MAIL_API_URL (…/api).
const MAIL_API = (process.env.E2E_MAIL_API ?? process.env.E2E_MAIL_API_URL)?.replace(/\/$/, '');

async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

// Key Activity Emails (issue 14 item 2): a property manager adds a rule through the form (after the spec 001 §5
// messages), sees it on its page and in the list, then deletes it (after a confirmation). Every run adds its own rule.

test('a manager adds a key-activity e-mail rule and finds it in the list', async ({ page }, testInfo) => {
  const description = `Pool keys ${testInfo.project.name} ${Date.now() % 100_000_000}`;
  await signInFresh(page, 'manager@demo.test');
  await page.goto('/exceptions');
  await page.getByRole('link', { name: 'Key Activity Emails' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Key Activity Emails' })).toBeVisible();
  await page.getByRole('link', { name: 'Add key activity email' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Key Activity Email' })).toBeVisible();

  // Saved empty: the popup lists "Field: message" and each message stays under its field.
  await page.getByRole('button', { name: 'Save' }).click();
  const popup = page.getByTestId('form-errors');
  await expect(popup).toContainText('Description: Description is required');
  await expect(popup).toContainText('Send to: Add at least one e-mail address');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();

  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  const recipients = page.getByRole('combobox', { name: 'Send to' });
  await recipients.fill('pool-watch@demo.test');
  await recipients.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toContainText('What to watch: Choose at least one activity, unit or employee');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('criteria-error')).toHaveText('Choose at least one activity, unit or employee');

  await page.getByRole('combobox', { name: 'Activities' }).click();
  await page.getByRole('option', { name: 'Key Out' }).click();
  await expect(page.getByTestId('criteria-error')).toBeHidden();
  await page.getByRole('textbox', { name: 'From' }).fill('18:00');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('07:00');
  // A chip's checkbox is drawn by its label, which is what a person taps.
  await page.getByText('Sat', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();

  // Its page, then the list.
  await expect(page).toHaveURL(/\/key-activity-alert\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(page.getByText('18:00–07:00 · Sat')).toBeVisible();
  await page.getByTestId('back-link').click();
  const row = rowsOrCards(page).filter({ hasText: description });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Key Out');

  // Delete asks first; the rule then leaves the list.
  await row.getByRole('link', { name: description }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this key activity email?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Key Activity Emails' })).toBeVisible();
  await expect(rowsOrCards(page).filter({ hasText: description })).toHaveCount(0);
});

test('a device upload matching a rule reaches its recipient in the mail catcher within a minute', async ({
  page,
}, testInfo) => {
  test.skip(!DATABASE_URL || !MAIL_API, 'needs E2E_DATABASE_URL and the mail catcher (E2E_MAIL_API_URL)');
  test.skip(isPhone(testInfo), 'the device and the mailbox do not depend on the screen width');
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${randomBytes(2).toString('hex')}`;
  const to = `e2e-key-activity-${stamp}@demo.test`;
  const description = `E2E pulls ${stamp}`;
  // The demo manager's first property, a rule watching Key Out there, and a device credential of its first datalog.
  const [device] = await sql<{ propertyId: number; datalogId: number }>(
    `SELECT d.property_id AS "propertyId", min(d.id) AS "datalogId" FROM datalogs d
      WHERE d.property_id = (SELECT min(p."A") FROM "_SiteLoginProperties" p JOIN site_logins s ON s.id = p."B"
                              WHERE s.email = 'manager@demo.test') AND d.deleted_at IS NULL
      GROUP BY d.property_id`,
  );
  const [rule] = await sql<{ id: number }>(
    `INSERT INTO key_activity_alerts (property_id, description, recipients, activity_codes, time_zone, updated_at)
     VALUES ($1, $2, ARRAY[$3], ARRAY[2], 'UTC', now()) RETURNING id`,
    [device!.propertyId, description, to],
  );
  const token = `kcd_${randomBytes(32).toString('base64url')}`;
  await sql(`INSERT INTO device_credentials (datalog_id, token_hash) VALUES ($1, $2)`, [
    device!.datalogId,
    createHash('sha256').update(token).digest('hex'),
  ]);
  try {
    const upload = await page.request.post('/api/devices/transactions', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        rows: [
          {
            sequence: Date.now(),
            time: new Date().toISOString(),
            employeeName: 'E2E Porter',
            badgeNumber: null,
            unitName: 'E2E1',
            keyTagNumber: '0999',
            activityCode: 2,
          },
        ],
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${MAIL_API}/email`)).json()) as {
            to?: { address: string }[];
            subject?: string;
            text?: string;
          }[];
          return mails.find((m) => m.to?.some((a) => a.address.toLowerCase() === to))?.text ?? '';
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toContain('E2E1');
  } finally {
    await sql('DELETE FROM key_activity_alerts WHERE id = $1', [rule!.id]);
  }
});
