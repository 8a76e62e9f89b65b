import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { SR_PAGE_RIGHTS, keepSrQuery } from '#web/features/service-requests/api/sr-route.ts';
import { loadSrList } from '#web/features/service-requests/api/sr-route-data.ts';
import { SrListPage } from '#web/features/service-requests/components/sr-list-page.tsx';

/** Service Requests (spec 000 §2.2, §2.5 Requests): the support queue, filters in the URL, 100 a page. */
export const Route = createFileRoute('/_authenticated/_default/_internal/service-requests/')({
  validateSearch: keepSrQuery,
  beforeLoad: ({ context }) => requireAnyRight(context.me, SR_PAGE_RIGHTS, '/dashboard'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadSrList(context.queryClient, deps),
  component: function ServiceRequestListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <SrListPage query={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
