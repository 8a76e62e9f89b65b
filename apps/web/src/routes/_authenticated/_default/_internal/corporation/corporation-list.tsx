import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { CorporationListPage } from '#web/features/hierarchy/components/corporation-list-page.tsx';
import { entityListQueryOptions } from '#web/features/hierarchy/api/entities.ts';
import { mayCreateEntities } from '#web/features/hierarchy/api/rights.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/corporation/corporation-list')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['AllEntities_READ'], '/dashboard'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(entityListQueryOptions('corporation'));
  },
  component: function CorporationListRoute() {
    const { me } = Route.useRouteContext();
    return <CorporationListPage canAdd={mayCreateEntities(me)} />;
  },
});
