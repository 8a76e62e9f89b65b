import { loadSearch } from '#web/features/search/api/search.ts';
import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { SearchPage } from '#web/features/search/components/search-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/basic-search/$query')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['AllEntities_READ'], '/dashboard'),
  loader: ({ context, params }) => loadSearch(context.queryClient, params.query),
  component: function BasicSearchRoute() {
    const { query } = Route.useParams();
    return <SearchPage key={query} query={query} basePath="/basic-search" />;
  },
});
