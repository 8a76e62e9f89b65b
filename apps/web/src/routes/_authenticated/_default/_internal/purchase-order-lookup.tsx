import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { PO_LIST_RIGHTS, keepPoQuery } from '#web/features/purchase-orders/api/po-route.ts';
import { loadPoList } from '#web/features/purchase-orders/api/po-list-route-data.ts';
import { PoListPage } from '#web/features/purchase-orders/components/po-list-page.tsx';

/** Purchase Order Lookup: the filters of spec 001 §7 in the query string (a shareable URL). */
export const Route = createFileRoute('/_authenticated/_default/_internal/purchase-order-lookup')({
  validateSearch: keepPoQuery,
  beforeLoad: ({ context }) => requireAnyRight(context.me, PO_LIST_RIGHTS, '/dashboard'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPoList(context.queryClient, 'general', deps),
  component: function PurchaseOrderListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PoListPage kind="general" query={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
