import yauzl from 'yauzl';
import { AppError } from '@kc/domain/errors';
import { BACKUP_LIMITS } from '@kc/domain/devices';

/** An .xls (BIFF) workbook is an OLE2 compound document. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const bad = (message: string) => new AppError('VALIDATION_FAILED', message, [{ field: 'file', message }]);

export interface ZipEntryInfo {
  name: string;
  size: number;
}

/**
 * Opens an uploaded backup and checks it fully before anything is stored: a readable zip, at most maxEntries entries,
 * only .xls workbooks (by name and content), declared sizes and expansion ratio within limits, and the actual
 * decompressed bytes never beyond what was declared (yauzl validates entry sizes while streaming).
 */
export async function inspectBackupZip(
  buffer: Buffer,
  limits: typeof BACKUP_LIMITS = BACKUP_LIMITS,
): Promise<ZipEntryInfo[]> {
  if (buffer.length > limits.maxZipBytes)
    throw bad(`The archive is larger than ${Math.round(limits.maxZipBytes / 1024 / 1024)} MB`);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true });
  } catch {
    throw bad('The file is not a readable zip archive');
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw bad(`The archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are allowed`);
  }
  const entries: ZipEntryInfo[] = [];
  let declaredTotal = 0;
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      if (entry.fileName.endsWith('/')) continue;
      if (!/\.xls$/i.test(entry.fileName))
        throw bad(`"${entry.fileName}" is not an .xls file; a backup holds only .xls files`);
      if (entry.isEncrypted()) throw bad(`"${entry.fileName}" is encrypted`);
      if (entry.uncompressedSize > Math.max(entry.compressedSize, 1024) * limits.maxExpansionRatio) {
        throw bad(
          `"${entry.fileName}" expands more than ${limits.maxExpansionRatio} times: refused as a possible zip bomb`,
        );
      }
      declaredTotal += entry.uncompressedSize;
      if (entry.uncompressedSize > limits.maxEntryBytes || declaredTotal > limits.maxTotalUncompressedBytes) {
        throw bad(`The archive expands beyond ${Math.round(limits.maxTotalUncompressedBytes / 1024 / 1024)} MB`);
      }
      const head = await readEntry(zip, entry);
      if (head.length < OLE2_MAGIC.length || !head.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) {
        throw bad(`"${entry.fileName}" is not an Excel 97-2003 (.xls) workbook`);
      }
      entries.push({ name: entry.fileName, size: entry.uncompressedSize });
    }
  } catch (err) {
    zip.close();
    if (err instanceof AppError) throw err;
    throw bad('The zip archive is damaged');
  }
  if (entries.length === 0) throw bad('The archive holds no .xls files');
  if (declaredTotal > buffer.length * limits.maxExpansionRatio)
    throw bad(`The archive expands more than ${limits.maxExpansionRatio} times: refused as a possible zip bomb`);
  return entries;
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (e: yauzl.Entry) => {
      cleanup();
      resolve(e);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/** Decompresses the whole entry (so a lying size header fails here) and returns its first bytes. */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  let head = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
  }
  return head;
}
