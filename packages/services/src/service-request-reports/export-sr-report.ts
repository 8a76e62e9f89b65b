import type { SrReportColumn } from '@kc/domain/service-requests/reports';
import { rowsWorkbook } from '../internal-reports/export-internal-report.ts';

/** A service-request report as an .xlsx (the internal reports' builder: hundreds of rows, built in memory). */
export async function exportSrReport<R>(
  fileName: string,
  columns: readonly SrReportColumn<R>[],
  rows: readonly R[],
  timeZone?: string,
): Promise<{ fileName: string; body: Buffer }> {
  return { fileName: `${fileName}.xlsx`, body: await rowsWorkbook(columns, rows, timeZone) };
}
