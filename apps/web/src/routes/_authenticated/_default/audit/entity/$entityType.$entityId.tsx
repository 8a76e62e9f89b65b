import { createFileRoute } from '@tanstack/react-router';
import { guardAuditLog } from '../../../../../features/identity/api/audit-guard.ts';
import { AuditLogPage } from '../../../../../features/identity/components/audit-log-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/audit/entity/$entityType/$entityId')({
  beforeLoad: ({ context }) => guardAuditLog(context.me),
  component: EntityAuditRoute,
});

function EntityAuditRoute() {
  const { entityType, entityId } = Route.useParams();
  return <AuditLogPage key={`${entityType}/${entityId}`} target={{ entityType, entityId }} />;
}
