import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.ts';
import { chooseLevel, isPhone, signInFresh } from './support/shell.ts';
import { E2E_DATABASE_URL, sql } from './support/db.ts';

// Issue 14, "Done when": the whole alerts journey as its users live it. A property manager sets the keys-out
// threshold, adds a key-activity e-mail rule and registers a resident on a unit; the property's device uploads a pull
// of that unit's key; the rule's recipient and the resident get their e-mails in the mail catcher (MailDev); the
// resident opts out through the e-mail's link, and the next pull reaches the rule's recipient but not the resident.
// (It replaced the separate device-to-MailDev and resident opt-out journeys, which it covers step by step.)
// It runs on Willow Park Residences, a demo property no other journey changes, and puts everything back.

const MAIL_API = (process.env.E2E_MAIL_API ?? process.env.E2E_MAIL_API_URL)?.replace(/\/$/, '');
const PROPERTY = 'Willow Park Residences';

interface Mail {
  to?: { address: string }[];
  subject?: string;
  text?: string;
}
/** Every e-mail the mail catcher holds for one address. */
async function mailsTo(address: string): Promise<Mail[]> {
  const mails = (await (await fetch(`${MAIL_API}/email`)).json()) as Mail[];
  return mails.filter((m) => m.to?.some((a) => a.address.toLowerCase() === address));
}

/** What the property's cabinet reports when a key is taken: one Key Out row, through the device API. */
async function uploadPull(page: Page, token: string, unitName: string, keyTag: string): Promise<void> {
  const upload = await page.request.post('/api/devices/transactions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      rows: [
        {
          sequence: Date.now(),
          time: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          employeeName: 'E2E Porter',
          badgeNumber: null,
          unitName,
          keyTagNumber: keyTag,
          activityCode: 2,
        },
      ],
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
}

test('threshold, key-activity rule and resident: the e-mails arrive and the resident opts out', async ({
  page,
}, testInfo) => {
  test.skip(!E2E_DATABASE_URL || !MAIL_API, 'needs E2E_DATABASE_URL and the mail catcher (E2E_MAIL_API_URL)');
  test.skip(isPhone(testInfo), 'each screen of this journey is covered at 390 px by its own journey');
  test.slow();
  const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const watcher = `e2e-journey-watch-${stamp}@demo.test`;
  const resident = `e2e-journey-resident-${stamp}@residents.demo.test`;
  const description = `Journey pulls ${stamp}`;
  const [target] = await sql<{ propertyId: number; datalogId: number; unit: string }>(
    `SELECT p.id AS "propertyId", (SELECT min(id) FROM datalogs d WHERE d.property_id = p.id AND d.deleted_at IS NULL)
            AS "datalogId", (SELECT min(name) FROM units u WHERE u.property_id = p.id AND u.name <> 'ADMIN') AS unit
       FROM properties p WHERE p.name = $1`,
    [PROPERTY],
  );
  const { propertyId, datalogId, unit } = target!;
  const token = `kcd_${randomBytes(32).toString('base64url')}`;
  await sql(`INSERT INTO device_credentials (datalog_id, token_hash) VALUES ($1, $2)`, [
    datalogId,
    createHash('sha256').update(token).digest('hex'),
  ]);

  try {
    await signInFresh(page, 'manager@demo.test');
    await chooseLevel(page, false, 'Property', PROPERTY);

    // 1. The keys-out threshold: 1 hour at this property; /exceptions follows it.
    await page.goto('/exceptions');
    await page.getByRole('link', { name: 'Alerts settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts settings' })).toBeVisible();
    const threshold = page.getByTestId('setting-keyOutThreshold');
    await threshold.getByText('Override', { exact: true }).click();
    await threshold.getByRole('textbox', { name: 'Keys out longer than' }).fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Alerts settings saved')).toBeVisible();
    await page.getByRole('link', { name: 'Exceptions' }).click();
    await expect(page.getByTestId('alert-thresholds')).toContainText('Keys out longer than 1 h');

    // 2. A key-activity rule: every Key Out at the property, e-mailed to the watcher.
    await page.getByRole('link', { name: 'Key Activity Emails' }).click();
    await page.getByRole('link', { name: 'Add key activity email' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Key Activity Email' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Description' }).fill(description);
    const recipients = page.getByRole('combobox', { name: 'Send to' });
    await recipients.fill(watcher);
    await recipients.press('Enter');
    await page.getByRole('combobox', { name: 'Activities' }).click();
    await page.getByRole('option', { name: 'Key Out' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/key-activity-alert\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();

    // 3. A resident of the unit, who wants to hear when its key is taken.
    await page.goto('/resident-emails');
    await expect(page.getByRole('heading', { level: 1, name: 'Resident E-mails' })).toBeVisible();
    await page.getByRole('button', { name: 'Add resident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add resident' });
    await dialog.getByRole('combobox', { name: 'Unit' }).fill(unit);
    await page.getByRole('option', { name: unit, exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Journey Resident');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(resident);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(resident)).toBeVisible();
    // The resident sweep starts from the newest row the first time it runs: let it have run before the pull.
    await expect
      .poll(async () => (await sql(`SELECT 1 FROM notification_cursors WHERE name = 'resident-key-pulls'`)).length, {
        timeout: 30_000,
      })
      .toBe(1);

    // 4. The cabinet reports the unit's key taken; both e-mails arrive.
    await uploadPull(page, token, unit, '0901');
    await expect
      .poll(async () => (await mailsTo(watcher)).map((m) => m.text ?? '').join('\n'), {
        timeout: 60_000,
        intervals: [1000],
        message: 'the key-activity e-mail',
      })
      .toContain('0901');
    const [activityMail] = await mailsTo(watcher);
    expect(activityMail!.text).toContain(description);
    let link = '';
    await expect
      .poll(
        async () => {
          const text = (await mailsTo(resident)).map((m) => m.text ?? '').join('\n');
          link = /(https?:\/\/\S+\/resident\/opt-out\?token=[\w-]+)/.exec(text)?.[1] ?? '';
          return link;
        },
        { timeout: 60_000, intervals: [1000], message: 'the resident e-mail with its opt-out link' },
      )
      .toMatch(/\/resident\/opt-out\?token=/);

    // 5. The resident opens the link (no sign-in: a new browser context), sees what stops, and confirms.
    const residentContext = await page.context().browser()!.newContext();
    const residentPage = await residentContext.newPage();
    try {
      const url = new URL(link);
      await residentPage.goto(new URL(`${url.pathname}${url.search}`, testInfo.project.use.baseURL).href);
      await expect(residentPage.getByRole('heading', { level: 1, name: 'Resident E-mail Opt-Out' })).toBeVisible();
      const summary = residentPage.getByTestId('opt-out-summary');
      await expect(summary).toContainText('E-mails when a key to your unit is taken');
      await expect(summary).toContainText(PROPERTY);
      await expect(summary).toContainText(unit);
      // The address is masked: the page is anonymous and shows no one's full address.
      await expect(summary).toContainText('e•••');
      await expect(summary).not.toContainText(resident);
      expect(await seriousViolations(residentPage)).toEqual([]);
      // Opening the link changed nothing (mail scanners prefetch links): only the button stops the e-mails.
      expect(await sql(`SELECT 1 FROM email_suppressions WHERE email = $1`, [resident])).toHaveLength(0);
      await residentPage.getByRole('button', { name: 'Stop these e-mails' }).click();
      await expect(residentPage.getByTestId('opt-out-outcome')).toHaveText(
        'You have been opted out. You will not receive these e-mails any more.',
      );
      expect(await sql(`SELECT 1 FROM email_suppressions WHERE email = $1`, [resident])).toHaveLength(1);
      await residentPage.reload();
      await expect(residentPage.getByTestId('opt-out-outcome')).toHaveText(
        'You have already opted out of these e-mails.',
      );
      await expect(residentPage.getByRole('button', { name: 'Stop these e-mails' })).toHaveCount(0);
    } finally {
      await residentContext.close();
    }

    // 6. The next pull of the unit's key: the watcher hears of it, the resident no longer does.
    await uploadPull(page, token, unit, '0902');
    await expect
      .poll(async () => (await mailsTo(watcher)).map((m) => m.text ?? '').join('\n'), {
        timeout: 60_000,
        intervals: [1000],
      })
      .toContain('0902');
    const [second] = await sql<{ id: string }>(
      `SELECT max(id)::text AS id FROM datalog_transactions WHERE datalog_id = $1 AND key_tag_number = '0902'`,
      [datalogId],
    );
    // Once the resident sweep has passed that row, it has decided: it wrote nothing for the resident.
    await expect
      .poll(
        async () =>
          (
            await sql<{ passed: boolean }>(
              `SELECT last_id >= $1::bigint AS passed FROM notification_cursors WHERE name = 'resident-key-pulls'`,
              [second!.id],
            )
          )[0]?.passed,
        { timeout: 60_000, message: 'the resident sweep has read the second pull' },
      )
      .toBe(true);
    const written = await sql(
      `SELECT 1 FROM outbox_messages WHERE kind = 'resident-key-pulled' AND payload->>'to' = $1`,
      [resident],
    );
    expect(written).toHaveLength(1);
    expect(await mailsTo(resident)).toHaveLength(1);
  } finally {
    await sql(`DELETE FROM key_activity_alerts WHERE property_id = $1 AND description = $2`, [propertyId, description]);
    await sql(`DELETE FROM residents WHERE email = $1`, [resident]);
    await sql(
      `UPDATE exception_settings SET key_out_threshold = NULL, key_out_unit = NULL
        WHERE level = 'property' AND entity_id = $1`,
      [propertyId],
    );
    await sql(`DELETE FROM device_credentials WHERE datalog_id = $1 AND token_hash = $2`, [
      datalogId,
      createHash('sha256').update(token).digest('hex'),
    ]);
  }
});
