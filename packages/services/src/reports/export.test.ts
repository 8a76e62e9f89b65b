import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { piecesOf } from './export.ts';

/** The pieces a stream of chunks comes out as, one 'data' event each (an async iterator would join what is buffered). */
async function piecesFrom(chunks: Buffer[], size: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  const pieces = Readable.from(chunks).pipe(piecesOf(size));
  pieces.on('data', (piece: Buffer) => out.push(piece));
  await finished(pieces);
  return out;
}

describe('piecesOf', () => {
  it('joins small chunks into pieces of at least the size, the last one smaller, byte for byte', async () => {
    const chunks = [3, 1, 4, 1, 5, 9, 2, 6, 2].map((n, i) => Buffer.alloc(n, 97 + i));
    const pieces = await piecesFrom(chunks, 8);
    // 3+1+4 = 8 reaches the size; 1+5 does not, +9 = 15 does; 2+6 = 8 does; the last 2 come at the end.
    expect(pieces.map((p) => p.length)).toEqual([8, 15, 8, 2]);
    expect(Buffer.concat(pieces).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('hands on a whole small workbook in one piece and nothing for an empty stream', async () => {
    const chunks = [49, 1820, 41, 251, 16_384, 2349].map((n) => Buffer.alloc(n, 120));
    expect((await piecesFrom(chunks, 64 * 1024)).map((p) => p.length)).toEqual([20_894]);
    expect(await piecesFrom([], 64 * 1024)).toEqual([]);
  });
});
