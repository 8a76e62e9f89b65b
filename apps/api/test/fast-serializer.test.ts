import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ReportPageSchema } from '@kc/domain/reports';
import { PropertyOverviewSchema } from '@kc/domain/overview';
import { fastSerializerCompiler } from '#api/plugins/app/fast-serializer.ts';

// The report routes and the property overview answer through fast-json-stringify (decision 0071): the same JSON as the
// zod serializer for what the schema declares, nothing the schema leaves out.
const route = (schema: z.ZodType) => ({ schema, method: 'POST', url: '/x', httpStatus: '200' });
const viaZod = (schema: z.ZodType, data: unknown) => JSON.parse(serializerCompiler(route(schema))(data)) as unknown;
const viaFast = (schema: z.ZodType, data: unknown) =>
  JSON.parse(fastSerializerCompiler(route(schema) as Parameters<typeof fastSerializerCompiler>[0])(data)) as unknown;

const row = {
  id: '42',
  employeeName: 'Ana Ruiz',
  badgeNumber: '70001',
  propertyUnitName: 'T01-001',
  activityCode: 2,
  exceptionCode: null,
  enteredWorkOrderNumber: null,
  time: '2026-11-27T03:00:00.000Z',
  keyReceiptId: null,
  datalogNumber: 31001,
  keyTagNumber: '1001',
  keyHook: 'A1',
};

describe('fast response serializer', () => {
  it('writes a report page exactly as the zod serializer does, nulls and optional fields included', () => {
    const page = {
      kind: 'transaction',
      rows: [
        row,
        { ...row, id: '43', employeeName: null, activityCode: null, keyTagNumber: undefined, keyHook: undefined },
      ],
      total: 2,
      page: 1,
      pageSize: 100,
      showHooksTags: true,
    };
    expect(viaFast(ReportPageSchema as unknown as z.ZodType, page)).toEqual(
      viaZod(ReportPageSchema as unknown as z.ZodType, page),
    );
    expect((viaFast(ReportPageSchema as unknown as z.ZodType, page) as { rows: object[] }).rows[1]).not.toHaveProperty(
      'keyHook',
    );
  });

  it('leaves out every property the schema does not declare, at any depth', () => {
    const page = {
      kind: 'keys-out',
      rows: [{ ...row, passwordHash: 'secret' }],
      total: 1,
      page: 1,
      pageSize: 100,
      showHooksTags: true,
      internalNote: 'secret',
    };
    const json = JSON.stringify(viaFast(ReportPageSchema as unknown as z.ZodType, page));
    expect(json).not.toContain('secret');
  });

  it('compiles the property overview schema (the other route that uses it)', () => {
    expect(() =>
      fastSerializerCompiler(
        route(PropertyOverviewSchema as unknown as z.ZodType) as Parameters<typeof fastSerializerCompiler>[0],
      ),
    ).not.toThrow();
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', () => {
    const withTransform = z.object({ n: z.string().transform((s) => s.length) });
    const serialize = fastSerializerCompiler(route(withTransform) as Parameters<typeof fastSerializerCompiler>[0]);
    expect(() => serialize({ n: 'abc' })).toThrow();
  });
});
