import { loadAdministrationEdit } from '#web/features/administration/api/administration-route-data.ts';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { EntityEditPage } from '#web/features/administration/components/entity-edit-page.tsx';
import { useCurrentUser } from '#web/lib/session-hooks.ts';

export const Route = createFileRoute('/_authenticated/_default/_external/administration/corporation/edit')({
  loader: ({ context }) =>
    context.me.corporation
      ? loadAdministrationEdit(context.queryClient, 'corporation', context.me.corporation.id)
      : undefined,
  component: AdministrationEditCorporation,
});

/** The login's own corporation (customers reach it only from corporate level; others see "not found"). */
function AdministrationEditCorporation() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  if (!me.corporation) return <EntityNotFoundPage entityName="corporation" />;
  return (
    <EntityEditPage
      level="corporation"
      id={me.corporation.id}
      onDone={() => void navigate({ to: '/administration' })}
    />
  );
}
