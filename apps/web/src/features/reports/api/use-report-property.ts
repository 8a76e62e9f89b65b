import { useQuery } from '@tanstack/react-query';
import { resolveSelection, useSelectedId } from '#web/lib/selection.ts';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';

export type ReportProperty = { status: 'loading' } | { status: 'none' } | { status: 'ready'; id: number };

/** The property of a report page: the one in the URL when given (the server checks scope), else the header's selection. */
export function useReportProperty(fromUrl: number | undefined): ReportProperty {
  const storedId = useSelectedId('property');
  const mine = useQuery({ ...myPropertiesQueryOptions, enabled: fromUrl === undefined });
  if (fromUrl !== undefined) return { status: 'ready', id: fromUrl };
  if (mine.isPending) return { status: 'loading' };
  const chosen = resolveSelection(mine.data ?? [], storedId);
  return chosen ? { status: 'ready', id: chosen.id } : { status: 'none' };
}
