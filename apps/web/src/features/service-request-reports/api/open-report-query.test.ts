import { describe, expect, it } from 'vitest';
import { toOpenReportQuery } from './open-report-query.ts';

const draft = {
  fromDate: '2026-11-01',
  toDate: '2026-11-26',
  properties: ['7', '9'],
  corporations: [],
  serviceTechs: ['3'],
  requestTypes: [],
};

describe('the open report call', () => {
  it('sends from as the start of its day and to as the end of its day where the reader is, with numeric ids', () => {
    const q = toOpenReportQuery(draft)!;
    expect(new Date(q.from)).toEqual(new Date(2026, 10, 1, 0, 0, 0, 0));
    expect(new Date(q.to)).toEqual(new Date(2026, 10, 26, 23, 59, 59, 999));
    expect(q).toMatchObject({ properties: [7, 9], corporations: [], serviceTechs: [3], requestTypes: [] });
  });

  it('sends nothing while from is after to or a day is missing', () => {
    expect(toOpenReportQuery({ ...draft, fromDate: '2026-11-27' })).toBeNull();
    expect(toOpenReportQuery({ ...draft, toDate: '' })).toBeNull();
  });
});
