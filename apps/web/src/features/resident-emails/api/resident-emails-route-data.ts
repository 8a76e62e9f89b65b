import type { QueryClient } from '@tanstack/react-query';
import { ensureSelectedProperty } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { residentsQueryOptions } from './residents-api.ts';

/** The loader of /resident-emails: the residents of the property selected in the header. */
export async function loadResidentEmailsPage(queryClient: QueryClient): Promise<void> {
  const property = await ensureSelectedProperty(queryClient);
  if (property) await ensureQueries(queryClient, [residentsQueryOptions(property.id)]);
}
