import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { EntityEditPage } from '#web/features/administration/components/entity-edit-page.tsx';
import { useCurrentUser } from '#web/lib/session.ts';

export const Route = createFileRoute('/_authenticated/_default/_external/administration/corporation/edit')({
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
