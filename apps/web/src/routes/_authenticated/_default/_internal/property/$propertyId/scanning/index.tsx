import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { ScanningPage } from '#web/features/key-control/components/scanning-page.tsx';
import { DatalogBackupsCard } from '#web/features/backups/components/datalog-backups-card.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** Scanning overview: the property's datalogs (spec 000 §2.2). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/scanning/')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['Scanning_UI'], '/dashboard'),
  loader: ({ context, params }) => loadKeyControlPage.scanning(context.queryClient, params.propertyId),
  component: function ScanningRoute() {
    const id = Number(Route.useParams().propertyId);
    return (
      <ScanningPage
        key={id}
        propertyId={id}
        backups={(datalogs) =>
          datalogs.map((d) => (
            <DatalogBackupsCard key={d.id} propertyId={id} datalogId={d.id} datalogNumber={d.datalogNumber} />
          ))
        }
      />
    );
  },
});
