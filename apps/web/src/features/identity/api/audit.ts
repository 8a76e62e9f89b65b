import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { RevisionPageSchema, type RevisionSchema } from '@kc/domain/audit';
import { canReadAuditLog } from '@kc/domain/policies';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

export type Revision = z.infer<typeof RevisionSchema>;

/** Spec 000 §9: report and order tables page by 100 rows. */
export const AUDIT_PAGE_SIZE = 100;

export interface AuditTarget {
  entityType: string;
  entityId: string;
  parentEntityType?: string;
  parentEntityId?: string;
}

export const auditRevisionsQueryOptions = (target: AuditTarget, page: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['audit', 'revisions', target, page] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        entityType: target.entityType,
        entityId: target.entityId,
        page: String(page),
        perPage: String(AUDIT_PAGE_SIZE),
      });
      if (target.parentEntityType) params.set('parentEntityType', target.parentEntityType);
      if (target.parentEntityId) params.set('parentEntityId', target.parentEntityId);
      return apiRequest(`/api/audit/entity/revisions?${params}`, { schema: RevisionPageSchema, signal });
    },
    placeholderData: keepPreviousData,
  });

/** Spec 000 §6: the audit log is for internal roles 102, 103, 105 and 106 (the API enforces the same policy). */
export const canSeeAuditLog = (me: { role: number }) => canReadAuditLog(me.role);
