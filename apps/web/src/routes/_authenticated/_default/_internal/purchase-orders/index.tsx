import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { PO_LIST_RIGHTS, keepPoQuery } from '#web/features/purchase-orders/api/po-route.ts';
import { loadPoList } from '#web/features/purchase-orders/api/po-list-route-data.ts';
import { PoListPage } from '#web/features/purchase-orders/components/po-list-page.tsx';

/** Purchase Orders (spec 001 §2): every order, 100 a page; the page number is in the URL. */
export const Route = createFileRoute('/_authenticated/_default/_internal/purchase-orders/')({
  validateSearch: keepPoQuery,
  beforeLoad: ({ context }) => requireAnyRight(context.me, PO_LIST_RIGHTS, '/dashboard'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPoList(context.queryClient, 'main', deps),
  component: function PurchaseOrderListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PoListPage kind="main" query={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
