import { describe, expect, it } from 'vitest';
import { SR_STATUS } from './rules.ts';
import { SrCreateSchema, SrReopenSchema, SrSearchSchema, SrUpdateSchema } from './schemas.ts';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('service-request wire schemas', () => {
  it('trims the description and turns empty contact fields into null', () => {
    expect(
      SrCreateSchema.parse({ typeId: 3, description: '  Door sticks ', contactName: ' ', contactEmail: '' }),
    ).toEqual({
      typeId: 3,
      description: 'Door sticks',
      assigneeId: null,
      contactName: null,
      contactPhone: null,
      contactEmail: null,
    });
    expect(paths(SrCreateSchema.safeParse({ typeId: 3, description: '   ', contactEmail: 'no-at' }))).toEqual([
      'description',
      'contactEmail',
    ]);
  });

  it('asks for a resolution note when an edit closes the request', () => {
    expect(paths(SrUpdateSchema.safeParse({ version: 1, statusId: SR_STATUS.closed }))).toEqual(['resolutionNote']);
    expect(SrUpdateSchema.safeParse({ version: 1, statusId: SR_STATUS.closed, resolutionNote: 'Fixed' }).success).toBe(
      true,
    );
    expect(paths(SrUpdateSchema.safeParse({ version: 1, statusId: 6 }))).toEqual(['statusId']);
  });

  it('reopens at Open unless another open status is chosen, never at Closed', () => {
    expect(SrReopenSchema.parse({ version: 2 }).statusId).toBe(SR_STATUS.open);
    expect(paths(SrReopenSchema.safeParse({ version: 2, statusId: SR_STATUS.closed }))).toEqual(['statusId']);
  });

  it('reads the list filters from the query string', () => {
    expect(SrSearchSchema.parse({ statusIds: '1,2,2', mine: 'true', page: '3', assigneeId: '0' })).toMatchObject({
      statusIds: [1, 2],
      mine: true,
      page: 3,
      assigneeId: 0,
    });
    expect(SrSearchSchema.parse({}).page).toBe(1);
    expect(paths(SrSearchSchema.safeParse({ statusIds: '9' }))).toEqual(['statusIds']);
    expect(paths(SrSearchSchema.safeParse({ from: '2026-05-02T00:00:00Z', to: '2026-05-01T00:00:00Z' }))).toEqual([
      'to',
    ]);
  });
});
