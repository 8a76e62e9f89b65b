import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { INTERNAL_REPORT_RIGHT, type InternalReportKind } from '@kc/domain/internal-report-access';
import {
  CANCELLATION_COLUMNS,
  CancellationFilterSchema,
  CanceledPropertyRowSchema,
  CancellationExportQuerySchema,
  PastDueExportQuerySchema,
  PlatinumExportQuerySchema,
  PAST_DUE_COLUMNS,
  PLATINUM_COLUMNS,
  PastDueDatalogRowSchema,
  PastDueFilterSchema,
  PlatinumFilterSchema,
  PlatinumPropertyRowSchema,
} from '@kc/domain/internal-reports';
import { listCanceledProperties } from '@kc/services/internal-reports/list-canceled-properties';
import { listPastDueDatalogs } from '@kc/services/internal-reports/list-past-due-datalogs';
import { listPlatinumProperties } from '@kc/services/internal-reports/list-platinum-properties';
import { exportInternalReport } from '@kc/services/internal-reports/export-internal-report';
import { scopeOf } from '#api/plugins/app/auth.ts';
import { XlsxFileSchema, sendXlsx } from '#api/plugins/app/xlsx-reply.ts';

const tags = ['internal-reports'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const file = { 200: XlsxFileSchema, ...errors };

/**
 * The internal reports (spec 000 §2.2, §7.3 lookups canceled-properties and past-due-datalog-properties, §7.4
 * report "platinum"; decision 0056). The cancellation report is linked for every dashboard user, so any internal
 * role runs it; the datalog reports need Inventory_READ (spec 001 §1: their dashboard links). Each has an Excel
 * export of the same rows.
 */
const internalReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;
  const access = (kind: InternalReportKind) => {
    const right = INTERNAL_REPORT_RIGHT[kind];
    return { policy: 'internalRole' as const, ...(right ? { permission: right } : {}) };
  };
  const cancellation = access('cancellation');
  const pastDue = access('past-due-datalogs');
  const platinum = access('platinum-datalogs');

  app.get(
    '/api/lookups/canceled-properties',
    {
      config: cancellation,
      schema: {
        tags,
        summary: 'Canceled properties with reason and date (cancellation report)',
        querystring: CancellationFilterSchema,
        response: { 200: z.array(CanceledPropertyRowSchema), ...errors },
      },
    },
    async (request) => listCanceledProperties(s, await scopeOf(request), request.query),
  );

  app.get(
    '/api/lookups/canceled-properties/export',
    {
      config: { ...cancellation, rateLimitClass: 'export' },
      schema: {
        tags,
        summary: 'The cancellation report as an Excel file',
        querystring: CancellationExportQuerySchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { timeZone, ...filter } = request.query;
      const rows = await listCanceledProperties(s, await scopeOf(request), filter);
      return sendXlsx(reply, await exportInternalReport('cancellation', CANCELLATION_COLUMNS, rows, timeZone));
    },
  );

  app.get(
    '/api/lookups/past-due-datalog-properties',
    {
      config: pastDue,
      schema: {
        tags,
        summary: 'Datalogs that have not communicated within the active threshold (past-due datalog report)',
        querystring: PastDueFilterSchema,
        response: { 200: z.array(PastDueDatalogRowSchema), ...errors },
      },
    },
    async (request) => listPastDueDatalogs(s, await scopeOf(request), request.query),
  );

  app.get(
    '/api/lookups/past-due-datalog-properties/export',
    {
      config: { ...pastDue, rateLimitClass: 'export' },
      schema: {
        tags,
        summary: 'The past-due datalog report as an Excel file',
        querystring: PastDueExportQuerySchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { timeZone, ...filter } = request.query;
      const rows = await listPastDueDatalogs(s, await scopeOf(request), filter);
      return sendXlsx(reply, await exportInternalReport('past-due-datalogs', PAST_DUE_COLUMNS, rows, timeZone));
    },
  );

  app.get(
    '/api/reports/platinum',
    {
      config: platinum,
      schema: {
        tags,
        summary: 'Properties on the platinum plan with their datalogs (platinum datalog report)',
        querystring: PlatinumFilterSchema,
        response: { 200: z.array(PlatinumPropertyRowSchema), ...errors },
      },
    },
    async (request) => listPlatinumProperties(s, await scopeOf(request), request.query),
  );

  app.get(
    '/api/reports/platinum/export',
    {
      config: { ...platinum, rateLimitClass: 'export' },
      schema: {
        tags,
        summary: 'The platinum datalog report as an Excel file',
        querystring: PlatinumExportQuerySchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { timeZone, ...filter } = request.query;
      const rows = await listPlatinumProperties(s, await scopeOf(request), filter);
      return sendXlsx(reply, await exportInternalReport('platinum-datalogs', PLATINUM_COLUMNS, rows, timeZone));
    },
  );
};

export default internalReportRoutes;
