import { can } from '@kc/domain/can';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { loadResidentEmailsPage } from '#web/features/resident-emails/api/resident-emails-route-data.ts';
import { ResidentEmailsPage } from '#web/features/resident-emails/components/resident-emails-page.tsx';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { requireAnyRight } from '#web/lib/route-guards.ts';

/** Resident E-mails (spec 000 §2.3, §6): residents of the selected property who are e-mailed when their key is taken. */
export const Route = createFileRoute('/_authenticated/_default/_external/resident-emails')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['ResidentEmail_READ'], '/overview'),
  loader: ({ context }) => loadResidentEmailsPage(context.queryClient),
  component: ResidentEmails,
});

function ResidentEmails() {
  const shell = useShellState();
  const all = useQuery(myPropertiesQueryOptions);
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => (
        <ResidentEmailsPage
          propertyId={p.id}
          propertyName={p.name}
          canEdit={can(shell.me.accessRights, 'ResidentEmail_UPDATE')}
        />
      )}
    </PropertyGate>
  );
}
