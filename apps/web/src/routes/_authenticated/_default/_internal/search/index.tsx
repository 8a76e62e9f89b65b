import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { SearchPage } from '#web/features/search/components/search-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/search/')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['AllEntities_READ'], '/dashboard'),
  component: () => <SearchPage />,
});
