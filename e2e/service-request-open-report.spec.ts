import { expect, test } from '@playwright/test';
import { isPhone, signInFresh } from './support/shell.ts';
import { E2E_DATABASE_URL, sql } from './support/db.ts';

// Issue 16, done when (first journey; decision 0066): tech@demo.test opens the open report, changes one request's
// type and another's assignee, sees the pending state, reverts one, saves and sees the count toast.

test.skip(!E2E_DATABASE_URL, 'E2E_DATABASE_URL is needed to give the journey requests of its own');

/**
 * Two open requests of today on a property of the journey's own (in the region the purchase-order journey opens its
 * properties in, which no demo login's counts include), both assigned to tech@demo.test. They and the property are
 * removed afterwards, so the other specs' reports count as before.
 */
async function journeyRequests(suffix: string) {
  const [region] = await sql<{ id: number; corporation_id: number; division_id: number }>(
    `SELECT r.id, r.corporation_id, r.division_id FROM regions r JOIN site_logins s ON s.corporation_id = r.corporation_id
      WHERE s.email = 'manager@demo.test' AND r.name = 'Northeast & Ontario'`,
  );
  const name = `Open Report Lofts ${suffix}`;
  const [property] = await sql<{ id: number }>(
    `INSERT INTO properties (name, corporation_id, division_id, region_id, updated_at)
     VALUES ($1, $2, $3, $4, now()) RETURNING id`,
    [name, region!.corporation_id, region!.division_id, region!.id],
  );
  const [tech] = await sql<{ id: number }>(`SELECT id FROM internal_users WHERE email = 'tech@demo.test'`);
  const [other] = await sql<{ id: number; name: string }>(
    `SELECT id, name FROM internal_users WHERE role_id = 102 AND NOT disabled AND id <> $1 ORDER BY id LIMIT 1`,
    [tech!.id],
  );
  const insert = async (typeId: number, description: string) =>
    (
      await sql<{ id: number }>(
        `INSERT INTO service_requests (property_id, type_id, assignee_id, description, created_by_pool, created_by_name,
           updated_at)
         VALUES ($1, $2, $3, $4, 'internal', 'Open Report Journey', now()) RETURNING id`,
        [property!.id, typeId, tech!.id, description],
      )
    )[0]!.id;
  // Type ids of the migration (decision 0063): 11 Other, 5 Badge issue.
  const first = await insert(11, 'Cabinet door sticks');
  const second = await insert(5, 'New badges for the office');
  return { propertyId: property!.id, name, first, second, tech: tech!.id, other: other! };
}

test('a technician changes a type and an assignee inline, reverts one, and saves the other', async ({ page }, info) => {
  test.skip(isPhone(info), 'one width is enough for the journey; every-route checks the phone layout');
  const data = await journeyRequests(`${Date.now()}`);
  try {
    await signInFresh(page, 'tech@demo.test', '/service-requests/report/open');
    await expect(page.getByRole('heading', { level: 1, name: 'Open Service Requests' })).toBeVisible();

    // Only the journey's property: its two requests.
    const properties = page.getByRole('combobox', { name: 'Properties' });
    await properties.click();
    await properties.fill(data.name);
    await page.getByRole('option', { name: data.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('open-report-count')).toHaveText('2 requests');
    await expect(page.getByRole('link', { name: `#${data.first}` })).toHaveAttribute('target', '_blank');

    const update = page.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    const firstType = page.getByLabel(`Type of request ${data.first}`);
    const secondAssignee = page.getByLabel(`Assignee of request ${data.second}`);
    await firstType.selectOption({ label: 'Badge issue' });
    await secondAssignee.selectOption({ label: data.other.name });
    await expect(page.getByTestId('open-report-pending')).toHaveText('2 pending changes');
    await expect(page.getByTestId(`sr-pending-${data.first}`)).toBeVisible();
    await expect(page.getByTestId(`sr-pending-${data.second}`)).toBeVisible();
    await expect(update).toBeEnabled();

    // Choosing the original back removes that pending change.
    await firstType.selectOption({ label: 'Other' });
    await expect(page.getByTestId('open-report-pending')).toHaveText('1 pending change');
    await expect(page.getByTestId(`sr-pending-${data.first}`)).toHaveCount(0);

    await update.click();
    await expect(page.getByText('1 service request updated')).toBeVisible();
    await expect(page.getByTestId('open-report-pending')).toHaveText('No pending changes');
    await expect(update).toBeDisabled();
    await expect(secondAssignee).toHaveValue(String(data.other.id));

    const stored = await sql<{ id: number; type_id: number; assignee_id: number }>(
      'SELECT id, type_id, assignee_id FROM service_requests WHERE id = ANY($1) ORDER BY id',
      [[data.first, data.second]],
    );
    expect(stored).toEqual([
      { id: data.first, type_id: 11, assignee_id: data.tech },
      { id: data.second, type_id: 5, assignee_id: data.other.id },
    ]);
  } finally {
    await sql('DELETE FROM service_requests WHERE property_id = $1', [data.propertyId]);
    await sql('UPDATE properties SET deleted_at = now() WHERE id = $1', [data.propertyId]);
  }
});
