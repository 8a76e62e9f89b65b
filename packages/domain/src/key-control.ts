import * as z from 'zod/mini';
import { DB_INT_MAX, DatalogParamsSchema, DbIdParamSchema, DbIdSchema } from './ids.ts';
import { GROUP_NAME_MAX, HOOKS_PER_LETTER, UNIT_NAME_MAX, unitNameProblem } from './key-hooks.ts';

export * from './key-hooks.ts';

export const UnitParamsSchema = z.object({ propertyId: DbIdParamSchema, unitId: DbIdParamSchema });
export const PanelParamsSchema = z.extend(DatalogParamsSchema, { panelId: DbIdParamSchema });

const unitName = z.string().check(
  z.trim(),
  z.maxLength(UNIT_NAME_MAX, `At most ${UNIT_NAME_MAX} characters`),
  z.superRefine((v, ctx) => {
    if (v.length > UNIT_NAME_MAX) return; // already refused by the bound above, with the same message
    const p = unitNameProblem(v);
    if (p) ctx.addIssue({ code: 'custom', message: p });
  }),
);
const groupName = z.pipe(
  z.string().check(z.maxLength(GROUP_NAME_MAX, `At most ${GROUP_NAME_MAX} characters`)),
  z.transform((v) => v.trim() || null),
);

export const UnitSchema = z.object({
  id: z.int(),
  name: z.string(),
  groupName: z.nullable(z.string()),
  building: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  /** Hangs on a finalized datalog's hook: editing and deleting are refused. */
  locked: z.boolean(),
  /** Sent back with an edit: a unit changed since it was loaded answers 409 instead of being overwritten. */
  version: z.int(),
});
export type Unit = z.infer<typeof UnitSchema>;
export const UnitInputSchema = z.object({
  name: unitName,
  groupName: z.nullish(groupName),
  building: z.nullish(z.string().check(z.trim(), z.maxLength(40, 'At most 40 characters'))),
  notes: z.nullish(z.string().check(z.trim(), z.maxLength(500, 'At most 500 characters'))),
});
export type UnitInput = z.input<typeof UnitInputSchema>;
export const UnitUpdateSchema = z.extend(UnitInputSchema, {
  version: z.number({ error: 'Required' }).check(z.int(), z.gte(1), z.lte(DB_INT_MAX)),
});
export type UnitUpdate = z.input<typeof UnitUpdateSchema>;
export const UnitUploadSchema = z.object({ text: z.string().check(z.maxLength(200_000, 'File too large')) });

export const DatalogTypeSchema = z.enum(['touch', 'gen10']);
export const DatalogSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  datalogNumber: z.int(),
  datalogType: DatalogTypeSchema,
  androidId: z.nullable(z.string()),
  version: z.nullable(z.string()),
  nonLetteredPanels: z.boolean(),
  numberOfKeyhooks: z.int(),
  finalized: z.boolean(),
  noAdmins: z.boolean(),
  finalizedAt: z.nullable(z.string()),
  lastCommunication: z.nullable(z.string()),
  active: z.boolean(),
  tagCount: z.int(),
  panelCount: z.int(),
  rowVersion: z.int(),
});
export type Datalog = z.infer<typeof DatalogSchema>;
export const DatalogSummarySchema = z.object({
  propertyId: z.int(),
  propertyName: z.string(),
  datalogCount: z.int(),
  activeCount: z.int(),
  lastCommunication: z.nullable(z.string()),
  active: z.boolean(),
});
export const DatalogUpdateSchema = z.object({
  rowVersion: DbIdSchema,
  datalogType: z.optional(DatalogTypeSchema),
  nonLetteredPanels: z.optional(z.boolean()),
  numberOfKeyhooks: z.optional(z.int().check(z.gte(0), z.lte(5000))),
});
export const RowVersionSchema = z.object({ rowVersion: DbIdSchema });
export const RowVersionQuerySchema = z.object({ rowVersion: DbIdParamSchema });

export const KeyPanelSchema = z.object({
  id: z.int(),
  position: z.int(),
  label: z.string(),
  hooks: z.int(),
  firstHook: z.string(),
  lastHook: z.string(),
  scannedAt: z.nullable(z.string()),
});
export const PanelAddSchema = z.object({
  rowVersion: DbIdSchema,
  hooks: z._default(z.int().check(z.gte(1), z.lte(HOOKS_PER_LETTER)), HOOKS_PER_LETTER),
});

export const KeyTagSchema = z.object({
  id: z.int(),
  tagNumber: z.string(),
  hookNumber: z.int(),
  hook: z.string(),
  unitId: z.nullable(z.int()),
  unitName: z.nullable(z.string()),
});
/**
 * A key tag's number (4 digits) or hook ("B7", "57") as typed: bounded well past any valid value, so the service's
 * per-row messages (which quote the text) still explain ordinary mistakes while a huge string is refused up front.
 */
export const KEY_TAG_TEXT_MAX = 20;
const keyTagText = z.string().check(z.trim(), z.maxLength(KEY_TAG_TEXT_MAX, `At most ${KEY_TAG_TEXT_MAX} characters`));
export const KeyTagsInputSchema = z.object({
  rowVersion: DbIdSchema,
  tags: z
    .array(
      z.object({
        tagNumber: keyTagText,
        unitId: z.nullable(DbIdParamSchema),
        hook: z.nullish(keyTagText),
      }),
    )
    .check(z.maxLength(5000)),
});
export const FinalizeSchema = z.object({ rowVersion: DbIdSchema, noAdmins: z._default(z.boolean(), false) });

export const KeyMapRowSchema = z.object({
  building: z.string(),
  unit: z.string(),
  keyHook: z.string(),
  keyTag: z.string(),
  /** The panel the hook is on ("A", "B"… or the group number on non-lettered cabinets), for the map's panel boundaries. */
  panel: z.string(),
});
export type KeyMapRow = z.infer<typeof KeyMapRowSchema>;
export const KeyMapSchema = z.object({
  datalogId: z.int(),
  datalogNumber: z.int(),
  propertyId: z.int(),
  propertyName: z.string(),
  rows: z.array(KeyMapRowSchema),
});

export const KeyControlInfoSchema = z.object({
  property: z.object({ id: z.int(), name: z.string(), customerUnitEntry: z.boolean() }),
  datalogInfo: z.nullable(
    z.object({
      datalogId: z.int(),
      nonLetteredPanels: z.boolean(),
      datalogType: z.object({ touch: z.boolean() }),
    }),
  ),
});

export const VerificationConfirmSchema = z.object({ contactId: z.nullish(DbIdParamSchema) });
