import * as z from 'zod/mini';
import { IsoDateTimeSchema } from './iso-dates.ts';
import { DatalogParamsSchema, DbIdParamSchema } from './ids.ts';

/**
 * Device ingestion contracts (issue 6 §5): what a key cabinet's datalog sends and receives, and the rule that turns a
 * transaction into a key's state. Pure: no I/O.
 */

/** Most rows one upload may carry. */
export const DEVICE_BATCH_MAX = 5000;

/**
 * A transaction's time must lie between 2000 and a year from now: anything else is a corrupt clock, and each month
 * a row falls in becomes a partition of the history (decision 0068), so a batch cannot make thousands of them.
 */
export const DEVICE_TIME_MIN = Date.UTC(2000, 0, 1);
export const DEVICE_TIME_MAX_AHEAD_MS = 366 * 86_400_000;
export const DEVICE_TIME_MESSAGE = 'Between 2000 and one year from now';
/** Device tokens start with this prefix, so they can never be mistaken for a user's JWT (which has no such prefix). */
export const DEVICE_TOKEN_PREFIX = 'kcd_';

/**
 * Activity codes the cabinets record (the seed's history follows them, prisma/seed/transactions.ts): 1 an access that
 * moved no key ("ok", also fingerprint and web-interface logins), 2 a key taken out, 3 a key returned, 99 blank.
 */
export const ACTIVITY_CODES = { ok: 1, keyOut: 2, keyIn: 3, blank: 99 } as const;

/** Latest device software per datalog type (version endpoint). Bumped with each cabinet firmware release. */
export const LATEST_DEVICE_VERSIONS = { touch: '3.9.9', gen10: '10.6.9' } as const;

export type KeyEffect = 'out' | 'in' | null;

/**
 * THE key-state rule. A transaction changes its key's state only when it names a key tag and carries no exception code
 * (exception rows — denied, restricted, timed out… — record attempts, not movements):
 * - activity 3 → the key is IN (returned);
 * - activity 1 (ok, no key moved) or 99 (blank) → no change;
 * - any other activity (2 "key out", or a property's own purpose code such as Maintenance) → the key is OUT.
 * Among rows of one tag, only the highest device sequence counts (a late arrival never overwrites newer state).
 */
export function keyEffect(row: {
  keyTagNumber: string | null;
  exceptionCode: string | null;
  activityCode: number;
}): KeyEffect {
  if (!row.keyTagNumber || row.exceptionCode) return null;
  if (row.activityCode === ACTIVITY_CODES.keyIn) return 'in';
  if (row.activityCode === ACTIVITY_CODES.ok || row.activityCode === ACTIVITY_CODES.blank) return null;
  return 'out';
}

/** The same rule as SQL over a row with columns key_tag_number, exception_code and activity_code (for set-based writers). */
export const KEY_EFFECT_SQL = {
  /** The row moves a key (its state changes). */
  moves: `(key_tag_number IS NOT NULL AND exception_code IS NULL AND activity_code NOT IN (${ACTIVITY_CODES.ok}, ${ACTIVITY_CODES.blank}))`,
  /** Given that the row moves a key: it is now out. */
  isOut: `(activity_code <> ${ACTIVITY_CODES.keyIn})`,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));
const optionalText = (max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.pipe(
          text(max),
          z.transform((v) => (v === '' ? null : v)),
        ),
      ),
    ),
    z.transform((v) => v ?? null),
  );

/**
 * THE time rule: between 2000 and a year after `now` (milliseconds). A value that is no date-time at all (NaN) passes
 * here: the format's own message says so.
 */
export const isDeviceTime = (time: number, now: number): boolean =>
  Number.isNaN(time) || (time >= DEVICE_TIME_MIN && time <= now + DEVICE_TIME_MAX_AHEAD_MS);

const deviceRowShape = {
  sequence: z.number().check(z.int('Whole number'), z.gte(1, 'At least 1'), z.lte(Number.MAX_SAFE_INTEGER)),
  time: IsoDateTimeSchema,
  employeeName: optionalText(100),
  badgeNumber: optionalText(20),
  unitName: optionalText(10),
  keyTagNumber: z.pipe(
    z.optional(z.nullable(z.string().check(z.regex(/^\d{4}$/, 'Exactly 4 digits')))),
    z.transform((v) => v ?? null),
  ),
  encodedHookNumber: z.pipe(
    z.optional(z.nullable(z.number().check(z.int('Whole number'), z.gte(0), z.lte(99_999)))),
    z.transform((v) => v ?? null),
  ),
  activityCode: z.number().check(z.int('Whole number'), z.gte(1, 'Between 1 and 99'), z.lte(99, 'Between 1 and 99')),
  exceptionCode: z.pipe(
    z.optional(z.nullable(z.string().check(z.regex(/^[A-Z]{1,2}$/, 'One or two capital letters')))),
    z.transform((v) => v ?? null),
  ),
  workOrderNumber: optionalText(20),
};

/** One transaction as a device sends it. */
export const DeviceTransactionSchema = z.strictObject({
  ...deviceRowShape,
  time: IsoDateTimeSchema.check(z.refine((v) => isDeviceTime(Date.parse(v), Date.now()), DEVICE_TIME_MESSAGE)),
});
/** The same row without the time's range, which validateTransactionRows checks once per batch (one clock reading). */
const DeviceRowSchema = z.strictObject(deviceRowShape);
export type DeviceTransaction = z.output<typeof DeviceTransactionSchema>;
export type DeviceTransactionInput = z.input<typeof DeviceTransactionSchema>;

/** The upload body. Rows are validated one by one by validateTransactionRows, so errors name the row. */
export const DeviceUploadBodySchema = z.object({
  rows: z
    .array(z.unknown())
    .check(
      z.minLength(1, 'At least one row'),
      z.maxLength(DEVICE_BATCH_MAX, `At most ${DEVICE_BATCH_MAX} rows per upload`),
    ),
});

export const RowErrorSchema = z.object({ index: z.int(), field: z.string(), message: z.string() });
export type RowError = z.infer<typeof RowErrorSchema>;

/** Validates every row; any error rejects the whole batch. Sequences must be unique within a batch. */
export function validateTransactionRows(
  rows: readonly unknown[],
): { ok: true; rows: DeviceTransaction[] } | { ok: false; errors: RowError[] } {
  const errors: RowError[] = [];
  const out: DeviceTransaction[] = [];
  const seen = new Map<number, number>();
  const now = Date.now();
  const outOfRange = (time: unknown) => typeof time === 'string' && !isDeviceTime(Date.parse(time), now);
  const timeError = (index: number) => errors.push({ index, field: 'time', message: DEVICE_TIME_MESSAGE });
  rows.forEach((raw, index) => {
    const parsed = DeviceRowSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ index, field: issue.path.join('.') || 'row', message: issue.message });
      const time = typeof raw === 'object' && raw !== null ? (raw as { time?: unknown }).time : undefined;
      if (!parsed.error.issues.some((i) => i.path[0] === 'time') && outOfRange(time)) timeError(index);
      return;
    }
    if (outOfRange(parsed.data.time)) {
      timeError(index);
      return;
    }
    const first = seen.get(parsed.data.sequence);
    if (first !== undefined) errors.push({ index, field: 'sequence', message: `Same sequence as row ${first}` });
    else seen.set(parsed.data.sequence, index);
    out.push(parsed.data);
  });
  return errors.length ? { ok: false, errors } : { ok: true, rows: out };
}

/** What an upload answers; a replay of the same batch gets exactly this again. */
export const DeviceUploadResultSchema = z.object({
  received: z.int(),
  stored: z.int(),
  /** Rows whose (datalog, sequence) was already stored: skipped, never stored twice. */
  duplicates: z.int(),
  lastSequence: z.int(),
  receivedAt: z.string(),
});
export type DeviceUploadResult = z.infer<typeof DeviceUploadResultSchema>;

export const RowErrorBodySchema = z.object({
  status: z.literal(400),
  code: z.literal('VALIDATION_FAILED'),
  message: z.string(),
  fieldErrors: z.array(z.object({ field: z.string(), message: z.string() })),
  rows: z.array(RowErrorSchema),
  requestId: z.optional(z.string()),
});

export const DeviceVersionSchema = z.object({
  datalogType: z.string(),
  latestVersion: z.string(),
  reportedVersion: z.nullable(z.string()),
  updateAvailable: z.boolean(),
  /** A backup an administrator chose to restore: the device fetches it from /api/devices/restore. */
  pendingRestoreBackupId: z.nullable(z.int()),
});
export type DeviceVersion = z.infer<typeof DeviceVersionSchema>;

export const ReportVersionBodySchema = z.object({
  version: z.string().check(z.trim(), z.regex(/^\d{1,3}(\.\d{1,4}){1,3}$/, 'A version such as 10.4.2')),
});

/** Compares dotted versions numerically: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export const DatalogLookupSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  propertyName: z.string(),
  datalogNumber: z.int(),
  datalogType: z.string(),
  androidId: z.nullable(z.string()),
  version: z.nullable(z.string()),
  lastCommunication: z.nullable(z.string()),
  lastSequence: z.int(),
  finalized: z.boolean(),
});
export type DatalogLookup = z.infer<typeof DatalogLookupSchema>;
/** What GET /api/devices/me answers: the credential's datalog, with lastSequence as the resume point. */
export const DeviceSelfSchema = DatalogLookupSchema;

export const AndroidIdSchema = z
  .string()
  .check(z.trim(), z.regex(/^[0-9a-fA-F]{8,64}$/, '8 to 64 hexadecimal characters'));

export const IssueCredentialBodySchema = z.object({ androidId: AndroidIdSchema });
export const IssuedCredentialSchema = z.object({
  credentialId: z.int(),
  datalogId: z.int(),
  androidId: z.string(),
  /** Shown once; only its SHA-256 hash is stored. */
  token: z.string(),
});
export type IssuedCredential = z.infer<typeof IssuedCredentialSchema>;

export const DeviceCredentialSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  revokedBy: z.nullable(z.string()),
});
export type DeviceCredential = z.infer<typeof DeviceCredentialSchema>;

export const CredentialParamsSchema = z.extend(DatalogParamsSchema, { credentialId: DbIdParamSchema });
export const BackupParamsSchema = z.object({ backupId: DbIdParamSchema });

/** System backups: limits on what an uploaded zip may hold (a bad archive changes nothing). */
export const BACKUP_LIMITS = {
  maxZipBytes: 20 * 1024 * 1024,
  maxEntries: 200,
  maxEntryBytes: 20 * 1024 * 1024,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  /** Uncompressed over compressed size, per entry and overall; spreadsheets compress well but not a thousandfold. */
  maxExpansionRatio: 100,
} as const;

export const BackupEntrySchema = z.object({ name: z.string(), size: z.int() });
export const SystemBackupSchema = z.object({
  id: z.int(),
  datalogId: z.int(),
  fileName: z.string(),
  sizeBytes: z.int(),
  entryCount: z.int(),
  entries: z.array(BackupEntrySchema),
  sha256: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  restoredAt: z.nullable(z.string()),
});
export type SystemBackup = z.infer<typeof SystemBackupSchema>;

/** What a property's cabinets must hold to work: their key tags (hook and unit) and the active badges. */
export const ProvisioningSchema = z.object({
  propertyId: z.int(),
  badges: z.array(z.object({ badgeNumber: z.string(), employeeName: z.string() })),
  datalogs: z.array(
    z.object({
      datalogId: z.int(),
      datalogNumber: z.int(),
      datalogType: z.string(),
      androidId: z.nullable(z.string()),
      lastSequence: z.int(),
      tags: z.array(z.object({ keyTagNumber: z.string(), hook: z.int(), unitName: z.nullable(z.string()) })),
      /** Keys out now (from the key state), so a device picking up after a restart knows what may come back. */
      keysOut: z.array(z.object({ keyTagNumber: z.string(), since: z.string(), badgeNumber: z.nullable(z.string()) })),
    }),
  ),
});
export type Provisioning = z.infer<typeof ProvisioningSchema>;
