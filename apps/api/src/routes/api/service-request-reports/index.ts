import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { SR_REPORT_RIGHT } from '@kc/domain/service-requests/report-rights';
import {
  CLOSED_REPORT_COLUMNS,
  ClosedExportQuerySchema,
  ClosedReportQuerySchema,
  ClosedReportRowSchema,
  OpenReportOptionsQuerySchema,
  OpenReportOptionsSchema,
  OpenReportQuerySchema,
  OpenReportRowSchema,
  OpenReportUpdateResultSchema,
  OpenReportUpdateSchema,
  SR_REPORT_FILE_NAMES,
  SUMMARY_REPORT_COLUMNS,
  SummaryExportQuerySchema,
  SummaryReportQuerySchema,
  SummaryReportSchema,
  TECHNICIAN_REPORT_COLUMNS,
  TechnicianExportQuerySchema,
  TechnicianReportQuerySchema,
  TechnicianReportRowSchema,
} from '@kc/domain/service-requests/reports';
import { openReportOptions } from '@kc/services/service-request-reports/open-report-options';
import { listOpenRequests } from '@kc/services/service-request-reports/list-open-requests';
import { updateOpenRequests } from '@kc/services/service-request-reports/update-open-requests';
import { listClosedRequests } from '@kc/services/service-request-reports/list-closed-requests';
import { summarizeRequests } from '@kc/services/service-request-reports/summarize-requests';
import { technicianReport } from '@kc/services/service-request-reports/technician-report';
import { exportSrReport } from '@kc/services/service-request-reports/export-sr-report';
import { callerOf, scopeOf } from '#api/plugins/app/auth.ts';
import { XlsxFileSchema, sendXlsx } from '#api/plugins/app/xlsx-reply.ts';

const tags = ['service-request-reports'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const file = { 200: XlsxFileSchema, ...errors };
const BASE = '/api/service-requests/reports';
/** Provider staff who open the service requests (decision 0066); the services refuse any scope but the provider's. */
const access = { policy: 'internalRole', permission: SR_REPORT_RIGHT } as const;
const exportAccess = { ...access, rateLimitClass: 'export' } as const;

/**
 * The service-request reports (spec 001 §2, §3, §6, §7; issue 16 items 3 and 4; decision 0066): the open report with
 * its filter choices and one bulk update, the closed, summary and technicians reports with their Excel exports.
 */
const serviceRequestReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.get(
    `${BASE}/open/options`,
    {
      config: access,
      schema: {
        tags,
        summary: 'The open report’s filter choices: properties, corporations, technicians, assignees, request types',
        querystring: OpenReportOptionsQuerySchema,
        response: { 200: OpenReportOptionsSchema, ...errors },
      },
    },
    async (r) => openReportOptions(s, await scopeOf(r), new Date(r.query.from)),
  );

  app.post(
    `${BASE}/open`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Open requests created in a range, narrowed by properties, corporations, technicians and types',
        body: OpenReportQuerySchema,
        response: { 200: z.array(OpenReportRowSchema), ...errors },
      },
    },
    async (r) => listOpenRequests(s, await scopeOf(r), r.body),
  );

  app.put(
    `${BASE}/open`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Change the type and/or assignee of open requests at once (version-checked, all or nothing)',
        body: OpenReportUpdateSchema,
        response: { 200: OpenReportUpdateResultSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (r) => updateOpenRequests(s, await callerOf(r), r.body),
  );

  app.get(
    `${BASE}/closed`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Requests closed from one day to another',
        querystring: ClosedReportQuerySchema,
        response: { 200: z.array(ClosedReportRowSchema), ...errors },
      },
    },
    async (r) => listClosedRequests(s, await scopeOf(r), r.query),
  );

  app.get(
    `${BASE}/closed/export`,
    {
      config: exportAccess,
      schema: {
        tags,
        summary: 'The closed report as an Excel file',
        querystring: ClosedExportQuerySchema,
        response: file,
      },
    },
    async (r, reply) => {
      const { timeZone, ...q } = r.query;
      const rows = await listClosedRequests(s, await scopeOf(r), q);
      return sendXlsx(reply, await exportSrReport(SR_REPORT_FILE_NAMES.closed, CLOSED_REPORT_COLUMNS, rows, timeZone));
    },
  );

  app.get(
    `${BASE}/summary`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Requests created in a year, month or week (from Sunday), counted by type and status',
        querystring: SummaryReportQuerySchema,
        response: { 200: SummaryReportSchema, ...errors },
      },
    },
    async (r) => summarizeRequests(s, await scopeOf(r), r.query),
  );

  app.get(
    `${BASE}/summary/export`,
    {
      config: exportAccess,
      schema: {
        tags,
        summary: 'The summary report as an Excel file',
        querystring: SummaryExportQuerySchema,
        response: file,
      },
    },
    async (r, reply) => {
      const { timeZone, ...q } = r.query;
      const report = await summarizeRequests(s, await scopeOf(r), q);
      const rows = [...report.rows, report.totals];
      return sendXlsx(
        reply,
        await exportSrReport(SR_REPORT_FILE_NAMES.summary, SUMMARY_REPORT_COLUMNS, rows, timeZone),
      );
    },
  );

  app.get(
    `${BASE}/technicians`,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Per technician for a year: closed against the goal, open, installs, proposals, conversions, expansions, orders',
        querystring: TechnicianReportQuerySchema,
        response: { 200: z.array(TechnicianReportRowSchema), ...errors },
      },
    },
    async (r) => technicianReport(s, await scopeOf(r), r.query.year),
  );

  app.get(
    `${BASE}/technicians/export`,
    {
      config: exportAccess,
      schema: {
        tags,
        summary: 'The technicians report as an Excel file',
        querystring: TechnicianExportQuerySchema,
        response: file,
      },
    },
    async (r, reply) => {
      const rows = await technicianReport(s, await scopeOf(r), r.query.year);
      const f = await exportSrReport(
        SR_REPORT_FILE_NAMES.technicians,
        TECHNICIAN_REPORT_COLUMNS,
        rows,
        r.query.timeZone,
      );
      return sendXlsx(reply, f);
    },
  );
};

export default serviceRequestReportRoutes;
