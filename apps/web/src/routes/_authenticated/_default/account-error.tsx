import { createFileRoute } from '@tanstack/react-router';
import {
  ACCOUNT_ERROR_REASONS,
  AccountErrorPage,
  type AccountErrorReason,
} from '#web/features/account-state/components/account-error-page.tsx';
import { searchChoice } from '#web/lib/search-params.ts';

export const Route = createFileRoute('/_authenticated/_default/account-error')({
  validateSearch: (search: Record<string, unknown>): { reason?: AccountErrorReason } => {
    const reason = searchChoice(ACCOUNT_ERROR_REASONS, search.reason);
    return reason ? { reason } : {};
  },
  component: AccountErrorRoute,
});

function AccountErrorRoute() {
  const { reason } = Route.useSearch();
  return <AccountErrorPage reason={reason} />;
}
