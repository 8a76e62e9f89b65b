import { ensureAdministrationContext } from '#web/features/administration/api/administration-context.ts';
import { createFileRoute } from '@tanstack/react-router';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import { BadgeSearchPage, type SearchScope } from '#web/features/badges/components/badge-search-page.tsx';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';

/** Badge Search: the login's corporation, or its selected division or region (property logins use their lists). */
export const Route = createFileRoute('/_authenticated/_default/_external/administration/badge-search')({
  loader: async ({ context }) => {
    await ensureAdministrationContext(context.queryClient, context.me);
  },
  component: BadgeSearch,
});

function BadgeSearch() {
  const state = useShellState();
  const { me } = state;
  const scope: SearchScope | null =
    me.commercialLevel === COMMERCIAL_LEVEL.corporation && me.corporation
      ? { level: 'corporation', ...me.corporation }
      : state.division
        ? { level: 'division', ...state.division }
        : state.region
          ? { level: 'region', ...state.region }
          : null;
  return <BadgeSearchPage scope={scope} />;
}
