import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '@kc/domain/reports';
import { renderWithProviders } from '#web/test/render.tsx';
import { ReportTable } from './report-table.tsx';

const row = (over: Partial<ReportRow>): ReportRow => ({
  id: '1',
  employeeName: 'Victor Wright',
  badgeNumber: '20552',
  propertyUnitName: 'B-105',
  activityCode: 2,
  exceptionCode: null,
  enteredWorkOrderNumber: null,
  time: '2026-11-23T05:58:00.000Z',
  keyReceiptId: null,
  datalogNumber: 31013,
  ...over,
});
const props = { showHooksTags: false, activityNames: new Map([[2, 'Key Out']]), onOpenReceipt: () => {} };
const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('ReportTable', () => {
  it('leaves out the keys-out columns that are empty in every row', () => {
    renderWithProviders(
      <ReportTable {...props} kind="keys-out" rows={[row({}), row({ id: '2', enteredWorkOrderNumber: '238313' })]} />,
    );
    expect(headers()).toEqual(['Out since', 'Unit', 'Employee', 'Badge', 'Activity', 'Work order']);
  });

  it('keeps every column of the other reports', () => {
    renderWithProviders(<ReportTable {...props} kind="transaction" rows={[row({})]} />);
    expect(headers()).toContain('Exception');
    expect(headers()).toContain('Key receipt');
  });

  it('shows who and what on a phone card, headed by the time', () => {
    renderWithProviders(<ReportTable {...props} kind="keys-out" rows={[row({})]} phone />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading').textContent).toMatch(/11\/23\/2026/);
    for (const text of ['B-105', 'Victor Wright', '20552', 'Key Out'])
      expect(within(card).getByText(text)).toBeTruthy();
  });
});
