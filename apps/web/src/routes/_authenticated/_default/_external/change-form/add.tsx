import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CHANGE_FORM_RIGHT } from '@kc/domain/service-requests/change-form-right';
import { ChangeFormPage } from '#web/features/change-form/components/change-form-page.tsx';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { requireAnyRight } from '#web/lib/route-guards.ts';

/** Change Form (spec 000 §2.3, decision 0064): the selected property's changes, sent to support as a request. */
export const Route = createFileRoute('/_authenticated/_default/_external/change-form/add')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, [CHANGE_FORM_RIGHT], '/overview'),
  component: function ChangeFormRoute() {
    const shell = useShellState();
    const all = useQuery(myPropertiesQueryOptions);
    return (
      <PropertyGate selected={shell.property} choices={all.data}>
        {(p) => <ChangeFormPage propertyId={p.id} propertyName={p.name} />}
      </PropertyGate>
    );
  },
});
