import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { PO_ACCOUNTING_RIGHTS, keepPoQuery } from '#web/features/purchase-orders/api/po-route.ts';
import { loadPoList } from '#web/features/purchase-orders/api/po-list-route-data.ts';
import { PoListPage } from '#web/features/purchase-orders/components/po-list-page.tsx';

/** Purchase Orders (Accounting): orders with an accounting status, and the Invoiced action. */
export const Route = createFileRoute('/_authenticated/_default/_internal/purchase-orders/accounting')({
  validateSearch: keepPoQuery,
  beforeLoad: ({ context }) => requireAnyRight(context.me, PO_ACCOUNTING_RIGHTS, '/dashboard'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPoList(context.queryClient, 'accounting', deps),
  component: function PurchaseOrderListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PoListPage kind="accounting" query={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
