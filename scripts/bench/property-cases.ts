// The report cases of `npm run bench` for one property (issue 17 item 1), measured for the typical property (Maple
// Grove) and the worst case (large-property.ts): each one through the real app and against a bare Fastify + pg endpoint
// running the identical statements with the same pool size, in alternating rounds (decision 0029).
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ReportCriteria, ReportRequest } from '@kc/domain/reports';
import { overviewWindow } from '@kc/domain/overview';
import { queryReport } from '@kc/services/reports/reports';
import { reportWorkbook } from '@kc/services/reports/export';
import { runPropertyOverview } from '@kc/services/overview/get-property-overview';
import { showSpread, type Comparison } from './stats.ts';

export interface Target {
  url: string;
  headers: Record<string, string>;
  method: 'GET' | 'POST';
  body?: string;
}

export interface CaseDef {
  key: string;
  label: string;
  app: Target;
  bare: Target;
  /** A file download: a fixed number of requests per side and round over fewer connections, and no p95 target. */
  download?: boolean;
}

export const CASE_LABELS = {
  'keys-out': 'Keys out',
  '30-days': '30-day transactions, page 1 + total',
  'all-dates': 'All dates, page 1 + total',
  'page-50': 'All dates, page 50',
  custom: 'Custom report: 5 units × 3 employees, 30 days',
  export: 'Excel export of the 30 days',
  overview: 'Property overview (figures)',
} as const;
export type CaseKey = keyof typeof CASE_LABELS;

const NO_CRITERIA: ReportCriteria = {
  from: null,
  to: null,
  units: [],
  employees: [],
  activities: [],
  exceptionCodes: [],
};

/** The bare baselines: no auth, no scope, no validation or response schema; the identical statements. */
export function addBareReportRoutes(bare: FastifyInstance, pool: pg.Pool): void {
  bare.post<{
    Params: { propertyId: string; kind: ReportRequest['kind'] };
    Body: { criteria?: Partial<ReportCriteria>; page?: number };
  }>('/:propertyId/:kind', async (req) =>
    queryReport(pool, Number(req.params.propertyId), {
      kind: req.params.kind,
      page: req.body?.page ?? 1,
      criteria: { ...NO_CRITERIA, ...req.body?.criteria },
    }),
  );
  bare.post<{
    Params: { propertyId: string; kind: ReportRequest['kind'] };
    Body: { criteria?: Partial<ReportCriteria>; timeZone?: string };
  }>('/:propertyId/:kind/export', async (req, reply) => {
    const stream = await reportWorkbook(
      pool,
      Number(req.params.propertyId),
      { kind: req.params.kind, page: 1, criteria: { ...NO_CRITERIA, ...req.body?.criteria } },
      { hooksTags: true, timeZone: req.body?.timeZone, onError: () => undefined },
    );
    return reply.header('Content-Type', 'application/octet-stream').send(stream);
  });
  bare.get<{ Params: { propertyId: string } }>('/overview/property/:propertyId', async (req) => {
    const now = new Date();
    return runPropertyOverview(pool, Number(req.params.propertyId), overviewWindow(now, 'UTC'), 'UTC', now, true);
  });
}

/**
 * The five most used units and three most used employees of the property over the range (ties by name), so the
 * custom report's filter finds rows on any database.
 */
export async function customFilter(
  pool: pg.Pool,
  propertyId: number,
  from: Date,
  to: Date,
): Promise<{ units: string[]; employees: string[] }> {
  const top = async (column: 'property_unit_name' | 'employee_name', n: number) =>
    (
      await pool.query<{ v: string }>(
        `SELECT ${column} AS v FROM datalog_transactions WHERE property_id = $1 AND time BETWEEN $2 AND $3 AND ${column} IS NOT NULL
          GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${n}`,
        [propertyId, from, to],
      )
    ).rows.map((r) => r.v);
  return { units: await top('property_unit_name', 5), employees: await top('employee_name', 3) };
}

export function propertyCases(p: {
  prefix: string;
  appUrl: string;
  bareUrl: string;
  propertyId: number;
  auth: Record<string, string>;
  from: Date;
  to: Date;
  units: string[];
  employees: string[];
}): CaseDef[] {
  const json = { 'content-type': 'application/json' };
  const range = { from: p.from.toISOString(), to: p.to.toISOString() };
  const report = (key: CaseKey, kind: ReportRequest['kind'], body: object): CaseDef => ({
    key: `${p.prefix}/${key}`,
    label: CASE_LABELS[key],
    app: {
      url: `${p.appUrl}/api/reports/${p.propertyId}/${kind}`,
      headers: { ...p.auth, ...json },
      method: 'POST',
      body: JSON.stringify(body),
    },
    bare: { url: `${p.bareUrl}/${p.propertyId}/${kind}`, headers: json, method: 'POST', body: JSON.stringify(body) },
  });
  const exportBody = JSON.stringify({ criteria: range, timeZone: 'UTC' });
  return [
    report('keys-out', 'keys-out', {}),
    report('30-days', 'transaction', { criteria: range }),
    report('all-dates', 'transaction', {}),
    report('page-50', 'transaction', { page: 50 }),
    report('custom', 'custom-report', { criteria: { ...range, units: p.units, employees: p.employees } }),
    {
      key: `${p.prefix}/export`,
      label: CASE_LABELS.export,
      download: true,
      app: {
        url: `${p.appUrl}/api/reports/${p.propertyId}/transaction/export`,
        headers: { ...p.auth, ...json },
        method: 'POST',
        body: exportBody,
      },
      bare: { url: `${p.bareUrl}/${p.propertyId}/transaction/export`, headers: json, method: 'POST', body: exportBody },
    },
    {
      key: `${p.prefix}/overview`,
      label: CASE_LABELS.overview,
      app: { url: `${p.appUrl}/api/properties/${p.propertyId}/overview?tz=UTC`, headers: p.auth, method: 'GET' },
      bare: { url: `${p.bareUrl}/overview/property/${p.propertyId}`, headers: {}, method: 'GET' },
    },
  ];
}

export interface CaseResult {
  key: string;
  label: string;
  download: boolean;
  comparison: Comparison;
}

export interface PropertyBench {
  name: string;
  id: number;
  transactions: number;
  last30Days: number;
  keysOut: number;
  /** p95 target in ms for this property's reports (50 typical, 100 large). */
  p95TargetMs: number;
  cases: CaseResult[];
}

export const RATIO_TARGET = 0.85;

/** Whether a case meets its targets: p95 (not for downloads) and the throughput ratio. */
export function caseTargets(c: CaseResult, p95TargetMs: number): { p95: boolean | null; ratio: boolean } {
  return {
    p95: c.download ? null : c.comparison.app.p95.median <= p95TargetMs,
    ratio: c.comparison.throughputRatio.median >= RATIO_TARGET,
  };
}

/** One property's table: p95 of both sides, throughput of both sides and the ratio with its spread. */
export function propertyTable(p: PropertyBench): string[] {
  const yes = (b: boolean | null) => (b === null ? 'n/a' : b ? 'met' : '**missed**');
  return [
    `### ${p.name}: ${p.transactions.toLocaleString('en-US')} transactions, ${p.last30Days.toLocaleString('en-US')} in the last 30 days, ${p.keysOut} keys out`,
    '',
    `| Case | App p95 | Bare p95 | App | Bare | Throughput ratio: median (min–max, IQR) | p95 ≤ ${p.p95TargetMs} ms | ratio ≥ ${RATIO_TARGET} |`,
    '|---|---|---|---|---|---|---|---|',
    ...p.cases.map((c) => {
      const a = c.comparison.app;
      const b = c.comparison.bare;
      const t = caseTargets(c, p.p95TargetMs);
      return `| ${c.label} | ${a.p95.median} ms (${a.p95.min}–${a.p95.max}) | ${b.p95.median} ms | ${a.rps.median} req/s | ${b.rps.median} req/s | ${showSpread(c.comparison.throughputRatio)} | ${yes(t.p95)} | ${yes(t.ratio)} |`;
    }),
    '',
  ];
}
