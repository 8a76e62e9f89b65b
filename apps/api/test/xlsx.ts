import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx answer as rows of cell text (header row first), for export tests. */
export async function sheetRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as (string | undefined)[]).slice(1).map((v) => v ?? '')),
  );
  return rows;
}
