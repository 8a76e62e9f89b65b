import * as z from 'zod/mini';
import { DbIdParamSchema } from '../ids.ts';

/**
 * Files on a service request (issue 16, decision 0065): which files are accepted, the limits, and the messages. The
 * type is read from the content (services detect it); these rules decide whether that type is accepted and whether
 * the name agrees with it, once for the API and the pages.
 */

/** At most this many bytes a file (the API refuses larger ones with 413). */
export const SR_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many files on one request (deleted ones do not count). */
export const SR_FILE_MAX_PER_REQUEST = 20;

export interface SrFileType {
  /** The type the download is served as. */
  mimeType: string;
  /** What a person calls it, in messages. */
  label: string;
  /** Name endings that agree with the content (lower case, no dot); the first is added to a name without one. */
  extensions: readonly string[];
}

const type = (mimeType: string, label: string, ...extensions: string[]): SrFileType => ({
  mimeType,
  label,
  extensions,
});

/**
 * The accepted types by what content detection answers (file-type's MIME type). Word 97-2003 and Excel 97-2003 files
 * are both OLE compound files: the content says "compound file", the name says which one.
 */
const BY_DETECTED = new Map<string, SrFileType>(
  Object.entries({
    'image/jpeg': type('image/jpeg', 'JPEG image', 'jpg', 'jpeg', 'jfif'),
    'image/png': type('image/png', 'PNG image', 'png'),
    'image/webp': type('image/webp', 'WebP image', 'webp'),
    'image/heic': type('image/heic', 'HEIC photo', 'heic', 'heif'),
    'image/heif': type('image/heif', 'HEIF photo', 'heif', 'heic'),
    'application/pdf': type('application/pdf', 'PDF document', 'pdf'),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': type(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Word document',
      'docx',
    ),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': type(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Excel workbook',
      'xlsx',
    ),
  }),
);
const COMPOUND_FILE = 'application/x-cfb';
const COMPOUND_BY_EXTENSION = new Map<string, SrFileType>(
  Object.entries({
    doc: type('application/msword', 'Word 97-2003 document', 'doc'),
    xls: type('application/vnd.ms-excel', 'Excel 97-2003 workbook', 'xls'),
  }),
);

/** For the file picker's `accept` attribute (a hint only: the server reads the content). */
export const SR_FILE_ACCEPT = '.jpg,.jpeg,.png,.webp,.heic,.heif,.pdf,.doc,.docx,.xls,.xlsx';

export const SR_FILE_MESSAGES = {
  notAccepted:
    'This kind of file is not accepted: upload a photo (JPEG, PNG, WebP or HEIC), a PDF, or a Word or Excel document',
  empty: 'The file is empty',
  tooLarge: `The file is larger than ${SR_FILE_MAX_BYTES / 1024 / 1024} MB`,
  tooMany: `A service request holds at most ${SR_FILE_MAX_PER_REQUEST} files: delete one before adding another`,
  nameContradicts: (extension: string, label: string) =>
    `The file's name ends in .${extension} but its content is a ${label}: rename it or choose the right file`,
  notFound: 'The file does not exist or was deleted',
} as const;

/** The lower-case ending of a file name without the dot, or null when it has none. */
export function extensionOf(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : null;
}

export type SrFileVerdict = { ok: true; type: SrFileType; fileName: string } | { ok: false; message: string };

/**
 * Whether a file is accepted, from the type its content was detected as (null: not recognised) and the name it came
 * with. A name that ends otherwise than its content is refused; a name without an ending gets the type's first one.
 */
export function checkSrFile(fileName: string, detectedMime: string | null, size: number): SrFileVerdict {
  if (size === 0) return { ok: false, message: SR_FILE_MESSAGES.empty };
  const extension = extensionOf(fileName);
  if (detectedMime === COMPOUND_FILE) {
    // A compound file is accepted only as what its name says it is (.doc or .xls).
    const named = extension === null ? undefined : COMPOUND_BY_EXTENSION.get(extension);
    return named ? { ok: true, type: named, fileName } : { ok: false, message: SR_FILE_MESSAGES.notAccepted };
  }
  const detected = detectedMime === null ? undefined : BY_DETECTED.get(detectedMime);
  if (!detected) return { ok: false, message: SR_FILE_MESSAGES.notAccepted };
  if (extension === null) return { ok: true, type: detected, fileName: `${fileName}.${detected.extensions[0]}` };
  if (!detected.extensions.includes(extension))
    return { ok: false, message: SR_FILE_MESSAGES.nameContradicts(extension, detected.label) };
  return { ok: true, type: detected, fileName };
}

/**
 * A file name that is safe in a Content-Disposition header and on any disk: no path, no control or quote characters,
 * at most 150 characters (the ending kept). Unicode letters stay (the header also carries RFC 5987's filename*).
 */
export function safeFileName(fileName: string, fallback = 'file'): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"*:<>?|;]+/g, '_').replace(/^[.\s]+|[.\s]+$/g, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= 150) return cleaned;
  const ext = extensionOf(cleaned);
  const tail = ext ? `.${ext}` : '';
  return `${cleaned.slice(0, 150 - tail.length)}${tail}`;
}

/** A size for people: bytes, KB or MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const int = () => z.number().check(z.int());

/** Route parameters of one file of a request. */
export const SrFileParamsSchema = z.object({ requestId: DbIdParamSchema, fileId: DbIdParamSchema });
export const SrFilesParamsSchema = z.object({ requestId: DbIdParamSchema });

/** One file of a request, as the API lists it (the bytes are fetched from its download URL). */
export const SrFileSchema = z.object({
  id: int(),
  requestId: int(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type SrFile = z.infer<typeof SrFileSchema>;

/** Where a file is downloaded from. */
export const srFileUrl = (requestId: number, fileId: number) => `/api/service-requests/${requestId}/files/${fileId}`;
