import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Edit Special News: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/special-news-edit')({
  component: () => <NotAvailableYetPage area="news" page="specialNewsEdit" />,
});
