import { createFileRoute } from '@tanstack/react-router';
import { guardAuditLog } from '#web/features/identity/api/audit-guard.ts';
import { loadAuditLog } from '#web/features/identity/api/audit-route-data.ts';
import { AuditLogPage } from '#web/features/identity/components/audit-log-page.tsx';

/** An entity's revisions recorded under a parent type (e.g. a property's site logins). */
export const Route = createFileRoute('/_authenticated/_default/audit/entity/$parentEntityType/$entityType/$entityId')({
  beforeLoad: ({ context }) => guardAuditLog(context.me),
  loader: ({ context, params: { parentEntityType, entityType, entityId } }) =>
    loadAuditLog(context.queryClient, { parentEntityType, entityType, entityId }),
  component: ChildEntityAuditRoute,
});

function ChildEntityAuditRoute() {
  const { parentEntityType, entityType, entityId } = Route.useParams();
  return (
    <AuditLogPage
      key={`${parentEntityType}/${entityType}/${entityId}`}
      target={{ parentEntityType, entityType, entityId }}
    />
  );
}
