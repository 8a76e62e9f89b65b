import { Transform, type Readable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import type { Rights } from '@kc/domain/permissions';
import { isTimeZone } from '@kc/domain/time-zone';
import { cellText, escapeCell, exportFileName, reportColumns, type ReportRequest } from '@kc/domain/reports';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, type Scope } from '../access/scope.ts';
import { emptyHooksSql, historyChunkSql, keysOutSql, withReceipts, type RawReportRow } from './sql.ts';
import { requireReportRight, showsHooksTags, toReportRow, validateReportRequest } from './reports.ts';

const CHUNK = 5000;
/**
 * The one style of every data cell. ExcelJS gives each new cell a style object of its own and, with styles on (for the
 * bold header), looks each up again by its rendered XML; one shared object is looked up once. A third of an export's
 * CPU time (decision 0077), the same file.
 */
const PLAIN = {};

/** Every row of a report, chunk by chunk (keyset over time, id for history), so memory stays flat. */
async function* reportRows(pool: pg.Pool, propertyId: number, req: ReportRequest): AsyncGenerator<RawReportRow[]> {
  if (req.kind === 'keys-out' || req.kind === 'empty-hooks') {
    const sqlOf = req.kind === 'keys-out' ? keysOutSql : emptyHooksSql;
    for (let offset = 0; ; offset += CHUNK) {
      const { page } = sqlOf(propertyId, CHUNK, offset);
      const { rows } = await pool.query<RawReportRow>(page.text, page.values);
      if (rows.length) yield req.kind === 'keys-out' ? await withReceipts(pool, rows) : rows;
      if (rows.length < CHUNK) return;
    }
  }
  let after: { time: Date; id: string } | null = null;
  for (;;) {
    const sql = historyChunkSql(propertyId, req.kind, req.criteria, after, CHUNK);
    const { rows } = await pool.query<RawReportRow>(sql.text, sql.values);
    if (rows.length) yield rows;
    if (rows.length < CHUNK) return;
    const last = rows[rows.length - 1]!;
    after = { time: last.time!, id: last.id };
  }
}

/** Bytes handed on in pieces of at least this size (the last one smaller). */
const PIECE = 64 * 1024;

/**
 * Where the workbook writes: its zip writer emits many small chunks (a 410-row export: 20 chunks of 41 bytes to 16 KB),
 * each of which would be a write on the socket and a read at the other end. They are joined into pieces of PIECE bytes,
 * so a report of a few hundred rows leaves in one write (decision 0078).
 */
export function piecesOf(size = PIECE): Transform {
  let parts: Buffer[] = [];
  let length = 0;
  const take = () => {
    const piece = Buffer.concat(parts, length);
    parts = [];
    length = 0;
    return piece;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      length += chunk.length;
      done(null, length >= size ? take() : undefined);
    },
    flush(done) {
      done(null, length ? take() : undefined);
    },
  });
}

async function* prepend<T>(head: T, tail: AsyncIterable<T>): AsyncGenerator<T> {
  yield head;
  yield* tail;
}

export interface ReportExport {
  fileName: string;
  stream: Readable;
}

/** Timezone names the runtime knows; anything else falls back to UTC. */
export function safeTimeZone(tz: string | undefined): string {
  return tz && isTimeZone(tz) ? tz : 'UTC';
}

/**
 * The report as a streamed .xlsx: exactly the columns shown on screen, every row of the criteria (not only one page),
 * text cells as strings with formula-leading characters escaped so no formula ever runs.
 */
export async function exportReport(
  ctx: ServiceContext,
  scope: Scope,
  rights: Rights,
  propertyId: number,
  req: ReportRequest,
  timeZone?: string,
): Promise<ReportExport> {
  requireReportRight(rights, req.kind);
  validateReportRequest(req);
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const stream = await reportWorkbook(ctx.db.read, propertyId, req, {
    hooksTags: showsHooksTags(rights),
    timeZone,
    onError: (err) => ctx.log.error({ err, propertyId, kind: req.kind }, 'report export failed'),
  });
  return { fileName: exportFileName(req.kind, req.criteria.from, req.criteria.to), stream };
}

/**
 * The workbook of a report whose right, request and scope are already checked, streamed as it is written. Exported
 * for the benchmark, whose bare baseline serves the identical statements and workbook without the checks.
 */
export async function reportWorkbook(
  pool: pg.Pool,
  propertyId: number,
  req: ReportRequest,
  opts: { hooksTags: boolean; timeZone?: string; onError: (err: unknown) => void },
): Promise<Readable> {
  const { hooksTags } = opts;
  const tz = safeTimeZone(opts.timeZone);
  const names = await pool.query<{ activity_code: number; activity_name: string }>(
    'SELECT activity_code, activity_name FROM property_activities WHERE property_id = $1',
    [propertyId],
  );
  const activityNames = new Map(names.rows.map((a) => [a.activity_code, a.activity_name]));
  const columns = reportColumns(req.kind, hooksTags);
  // The first chunk is read before any byte is sent: a query that fails does so as a clean JSON error, not as a
  // 200 with an attachment header and a cut connection.
  const chunks = reportRows(pool, propertyId, req);
  const first = await chunks.next();
  const stream = piecesOf();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.key === 'time' ? 22 : 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  void (async () => {
    try {
      for await (const chunk of first.done ? [] : prepend(first.value, chunks)) {
        for (const raw of chunk) {
          const row = toReportRow(raw, hooksTags);
          const added = sheet.addRow(columns.map((c) => escapeCell(cellText(row, c.key, activityNames, tz))));
          added.eachCell((cell) => {
            cell.style = PLAIN;
          });
          added.commit();
        }
        // Respect the client's pace: wait while the response side holds more than its buffer.
        if (stream.writableNeedDrain) await once(stream, 'drain');
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      opts.onError(err);
      stream.destroy(err as Error);
    }
  })();
  return stream;
}
