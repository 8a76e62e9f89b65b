import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ACCOUNT_ERROR_REASONS, AccountErrorPage } from '#web/features/account-state/components/account-error-page.tsx';

const SearchSchema = z.object({ reason: z.enum(ACCOUNT_ERROR_REASONS).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/_default/account-error')({
  validateSearch: SearchSchema,
  component: AccountErrorRoute,
});

function AccountErrorRoute() {
  const { reason } = Route.useSearch();
  return <AccountErrorPage reason={reason} />;
}
