import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '../../../../../lib/route-guards.ts';
import { SearchPage } from '../../../../../features/search/components/search-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/search/$query')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['AllEntities_READ'], '/dashboard'),
  component: function SearchResultsRoute() {
    const { query } = Route.useParams();
    return <SearchPage key={query} query={query} />;
  },
});
