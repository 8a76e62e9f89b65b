import type { QueryClient } from '@tanstack/react-query';
import { ensureQueries } from '#web/lib/route-data.ts';
import { auditRevisionsQueryOptions, type AuditTarget } from './audit.ts';

/** The loader of an entity's audit log: the first page of its revisions (the page starts on page 1). */
export function loadAuditLog(queryClient: QueryClient, target: AuditTarget) {
  return ensureQueries(queryClient, [auditRevisionsQueryOptions(target, 1)]);
}
