import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ACCOUNT_ERROR_REASONS, AccountErrorPage } from '#web/features/account-state/components/account-error-page.tsx';

const SearchSchema = z.object({ reason: z.catch(z.optional(z.enum(ACCOUNT_ERROR_REASONS)), undefined) });

export const Route = createFileRoute('/_authenticated/_default/account-error')({
  validateSearch: SearchSchema,
  component: AccountErrorRoute,
});

function AccountErrorRoute() {
  const { reason } = Route.useSearch();
  return <AccountErrorPage reason={reason} />;
}
