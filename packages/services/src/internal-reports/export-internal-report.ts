import ExcelJS from 'exceljs';
import { escapeCell } from '@kc/domain/reports';
import { safeTimeZone } from '../reports/export.ts';
import {
  internalReportFileName,
  type InternalReportColumn,
  type InternalReportKind,
} from '@kc/domain/internal-reports';

export interface InternalReportFile {
  fileName: string;
  body: Buffer;
}

/**
 * One internal report as an .xlsx: the page's columns, every row of the filter, text cells with formula-leading
 * characters escaped (as the key-control reports' export). These reports hold hundreds of rows, not millions, so
 * the file is built in memory rather than streamed.
 */
export async function exportInternalReport<R>(
  kind: InternalReportKind,
  columns: readonly InternalReportColumn<R>[],
  rows: readonly R[],
  timeZone?: string,
): Promise<InternalReportFile> {
  return { fileName: internalReportFileName(kind), body: await rowsWorkbook(columns, rows, timeZone) };
}

/**
 * Rows as an .xlsx built in memory, one column per `columns` entry (its header, its cell text); for reports of hundreds
 * or a few thousand rows (the internal reports, the production queue).
 */
export async function rowsWorkbook<R>(
  columns: readonly { key: string; header: string; text: (row: R, timeZone?: string) => string }[],
  rows: readonly R[],
  timeZone?: string,
): Promise<Buffer> {
  const tz = safeTimeZone(timeZone);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.key === 'propertyName' ? 32 : 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => escapeCell(c.text(row, tz))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
