import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { PO_LIST_RIGHTS, keepPoQuery } from '#web/features/purchase-orders/api/po-route.ts';
import { loadPoList } from '#web/features/purchase-orders/api/po-list-route-data.ts';
import { PoListPage } from '#web/features/purchase-orders/components/po-list-page.tsx';

/** Verified Purchase Orders: orders whose customer unit entry is complete (status 6, decision 0058). */
export const Route = createFileRoute('/_authenticated/_default/_internal/verified-purchase-orders')({
  validateSearch: keepPoQuery,
  beforeLoad: ({ context }) => requireAnyRight(context.me, PO_LIST_RIGHTS, '/dashboard'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPoList(context.queryClient, 'verified', deps),
  component: function PurchaseOrderListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PoListPage kind="verified" query={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
