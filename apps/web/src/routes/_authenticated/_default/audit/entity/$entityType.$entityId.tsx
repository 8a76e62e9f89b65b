import { createFileRoute } from '@tanstack/react-router';
import { guardAuditLog } from '#web/features/identity/api/audit-guard.ts';
import { loadAuditLog } from '#web/features/identity/api/audit-route-data.ts';
import { AuditLogPage } from '#web/features/identity/components/audit-log-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/audit/entity/$entityType/$entityId')({
  beforeLoad: ({ context }) => guardAuditLog(context.me),
  loader: ({ context, params: { entityType, entityId } }) =>
    loadAuditLog(context.queryClient, { entityType, entityId }),
  component: EntityAuditRoute,
});

function EntityAuditRoute() {
  const { entityType, entityId } = Route.useParams();
  return <AuditLogPage key={`${entityType}/${entityId}`} target={{ entityType, entityId }} />;
}
