import { z } from 'zod';
import type { FastifyReply } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The 200 answer of an Excel export route, for its response schema. */
export const XlsxFileSchema = z.any().describe('The .xlsx file');

/** Sends a report's .xlsx as a download under its name, never cached (the report exports share this). */
export const sendXlsx = (reply: FastifyReply, file: { fileName: string; body: Buffer }) =>
  reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
