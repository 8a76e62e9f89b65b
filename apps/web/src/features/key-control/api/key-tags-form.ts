import { tagNumberProblem, type KeyTagsInputSchema } from '@kc/domain/key-control';
import type * as z from 'zod/mini';

/** A row of the scanning-units form: a key tag, its hook as typed, and its unit (`key` is only React's). */
export interface TagRow {
  key: number;
  tagNumber: string;
  hook: string;
  unitId: string | null;
}
export interface TagRowsValues {
  rows: TagRow[];
}

let nextKey = 1;
export const emptyTagRow = (): TagRow => ({ key: nextKey++, tagNumber: '', hook: '', unitId: null });

export function tagRowsInitialValues(
  tags: readonly { tagNumber: string; hook: string; unitId: number | null }[],
): TagRowsValues {
  return {
    rows: tags.map((x) => ({
      key: nextKey++,
      tagNumber: x.tagNumber,
      hook: x.hook,
      unitId: x.unitId ? String(x.unitId) : null,
    })),
  };
}

/**
 * The domain's tag rule (4 digits, never the 9000 series) on a typed tag. A row whose tag is still empty shows
 * nothing; the server names it if it is saved so.
 */
export const tagNumberError = (tagNumber: string): string | null =>
  tagNumber === '' ? null : tagNumberProblem(tagNumber);

/** PUT key-tags: every row, trimmed; a row without a hook takes the next free one on the server. */
export function tagsBody(values: TagRowsValues, rowVersion: number): z.infer<typeof KeyTagsInputSchema> {
  return {
    rowVersion,
    tags: values.rows.map((r) => ({
      tagNumber: r.tagNumber.trim(),
      unitId: r.unitId ? Number(r.unitId) : null,
      hook: r.hook.trim() || null,
    })),
  };
}
