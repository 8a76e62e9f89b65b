import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { PO_LIST_RIGHTS, keepPoQuery } from '#web/features/purchase-orders/api/po-route.ts';
import { loadPoList } from '#web/features/purchase-orders/api/po-list-route-data.ts';
import { PoListPage } from '#web/features/purchase-orders/components/po-list-page.tsx';

/** Sales Purchase Order Lookup: the signed-in rep's orders unless another rep is chosen (decision 0054). */
export const Route = createFileRoute('/_authenticated/_default/_internal/purchase-order-lookup-sales')({
  validateSearch: keepPoQuery,
  beforeLoad: ({ context }) => requireAnyRight(context.me, PO_LIST_RIGHTS, '/dashboard'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPoList(context.queryClient, 'sales', deps),
  component: function PurchaseOrderListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PoListPage kind="sales" query={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
