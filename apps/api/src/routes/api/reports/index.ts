import { z } from 'zod';
import { DbIdParamSchema, PropertyParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  ANY_REPORT_RIGHT,
  ActivityInfoSchema,
  KeyReceiptSchema,
  NamedItemSchema,
  PropertyKeyControlInfoSchema,
  REPORT_KINDS,
  REPORT_RIGHT,
  ReportCriteriaSchema,
  ReportPageSchema,
} from '@kc/domain/reports';
import {
  getReportKeyControlInfo,
  getKeyReceipt,
  listReportActivities,
  listEmployees,
  listReportUnits,
  runReport,
} from '@kc/services/reports/reports';
import { exportReport } from '@kc/services/reports/export';
import { rightsOf, scopeOf } from '#api/plugins/app/auth.ts';
import { fastSerializerCompiler } from '#api/plugins/app/fast-serializer.ts';

const tags = ['reports'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const emptyCriteria = { from: null, to: null, units: [], employees: [], activities: [], exceptionCodes: [] };
const RunBody = z.object({
  criteria: z._default(ReportCriteriaSchema, emptyCriteria),
  page: z.number().int().min(1).max(1_000_000).default(1),
});
const ExportBody = z.object({
  criteria: z._default(ReportCriteriaSchema, emptyCriteria),
  timeZone: z.string().max(64).optional(),
});

/** Key-control reports (spec 001 §2, §7; decision 0019). One run and one export route per report, each with its right. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.get(
    '/api/reports/:propertyId/info',
    {
      config: { permission: ANY_REPORT_RIGHT, scope: 'property' },
      schema: {
        tags,
        summary: 'Property key-control info and the reports this login may open',
        params: PropertyParamsSchema,
        response: { 200: PropertyKeyControlInfoSchema, ...errors },
      },
    },
    async (request) =>
      getReportKeyControlInfo(s, await scopeOf(request), await rightsOf(request), request.params.propertyId),
  );

  app.get(
    '/api/reports/:propertyId/activities',
    {
      config: { permission: 'Activity_READ', scope: 'property' },
      schema: {
        tags,
        summary: 'Activity names of a property',
        params: PropertyParamsSchema,
        response: { 200: z.array(ActivityInfoSchema), ...errors },
      },
    },
    async (request) => listReportActivities(s, await scopeOf(request), request.params.propertyId),
  );

  app.get(
    '/api/reports/:propertyId/units',
    {
      config: { permission: ANY_REPORT_RIGHT, scope: 'property' },
      schema: {
        tags,
        summary: 'Unit list of a property (getPropertyUnitList)',
        params: PropertyParamsSchema,
        response: { 200: z.array(NamedItemSchema), ...errors },
      },
    },
    async (request) => listReportUnits(s, await scopeOf(request), request.params.propertyId),
  );

  app.get(
    '/api/reports/:propertyId/employees',
    {
      config: { permission: 'DatalogTransaction_ALL', scope: 'property' },
      schema: {
        tags,
        summary: 'Employee names of a property (report criteria)',
        params: PropertyParamsSchema,
        response: { 200: z.array(NamedItemSchema), ...errors },
      },
    },
    async (request) => listEmployees(s, await scopeOf(request), request.params.propertyId),
  );

  app.get(
    '/api/reports/:propertyId/key-receipts/:receiptId',
    {
      config: { permission: 'KeyReceipt_READ', scope: 'property' },
      schema: {
        tags,
        summary: 'A key receipt and its transactions',
        params: z.object({ ...PropertyParamsSchema.shape, receiptId: DbIdParamSchema }),
        response: { 200: KeyReceiptSchema, ...errors },
      },
    },
    async (request) => getKeyReceipt(s, await scopeOf(request), request.params.propertyId, request.params.receiptId),
  );

  for (const kind of REPORT_KINDS) {
    app.post(
      `/api/reports/:propertyId/${kind}`,
      {
        config: { permission: REPORT_RIGHT[kind], scope: 'property', readOnly: true },
        serializerCompiler: fastSerializerCompiler,
        schema: {
          tags,
          summary: `Report ${kind}: one page of 100 rows and the count`,
          params: PropertyParamsSchema,
          body: RunBody,
          response: { 200: ReportPageSchema, ...errors },
        },
      },
      async (request) =>
        runReport(s, await scopeOf(request), await rightsOf(request), request.params.propertyId, {
          kind,
          ...request.body,
        }),
    );

    app.post(
      `/api/reports/:propertyId/${kind}/export`,
      {
        config: { permission: REPORT_RIGHT[kind], scope: 'property', readOnly: true, rateLimitClass: 'export' },
        schema: {
          tags,
          summary: `Report ${kind} as a streamed Excel file (every row of the criteria)`,
          params: PropertyParamsSchema,
          body: ExportBody,
          response: { 200: z.any().describe('The .xlsx file'), ...errors },
        },
      },
      async (request, reply) => {
        const { criteria, timeZone } = request.body;
        const file = await exportReport(
          s,
          await scopeOf(request),
          await rightsOf(request),
          request.params.propertyId,
          { kind, criteria, page: 1 },
          timeZone,
        );
        return reply
          .header('Content-Type', XLSX)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'no-store')
          .send(file.stream);
      },
    );
  }
};

export default reportRoutes;
