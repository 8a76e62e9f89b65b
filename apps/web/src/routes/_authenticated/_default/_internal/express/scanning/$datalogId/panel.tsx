import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { DesktopOnly } from '#web/components/desktop-only.tsx';
import { PanelPage } from '#web/features/key-control/components/panel-page.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** Express scanning: the panel page reached by datalog alone (spec 000 §2.2). */
export const Route = createFileRoute('/_authenticated/_default/_internal/express/scanning/$datalogId/panel')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['Scanning_UI'], '/dashboard'),
  loader: ({ context, params }) => loadKeyControlPage.panel(context.queryClient, params.datalogId),
  component: function ExpressPanelRoute() {
    const { datalogId } = Route.useParams();
    return (
      <DesktopOnly>
        <PanelPage key={datalogId} datalogId={Number(datalogId)} />
      </DesktopOnly>
    );
  },
});
