import type { Me } from '@kc/domain/auth';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { meQueryOptions } from './session.ts';
import { clearSelection } from './selection.ts';
import { clearImpersonationId, getImpersonationId, setImpersonationId } from './token-storage.ts';

export type ImpersonationLanding = '/overview';

/**
 * Spec 000 §4: above property level the impersonation lands on the overview; at property level on property
 * verification when the first property needs customer unit entry, else the overview. Whether a property needs
 * unit entry is not known to the client yet (no API), so property level lands on the overview too for now.
 */
export function impersonationLandingPath(me: Pick<Me, 'commercialLevel'>): ImpersonationLanding {
  if (me.commercialLevel < COMMERCIAL_LEVEL.property) return '/overview';
  return '/overview';
}

/** Reloads the current user under the stored impersonation id, then drops what was cached for the other one. */
async function reloadUser(queryClient: QueryClient): Promise<Me> {
  const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
  return me;
}

export interface Impersonation {
  isImpersonating: boolean;
  /** The internal user behind the session while impersonating. */
  impersonator: Me['impersonator'];
  /** Act as the site login `staffId`; resolves once on the landing page. */
  start(staffId: number): Promise<void>;
  /** Back to the real login, on the dashboard. */
  end(): Promise<void>;
}

export function useImpersonation(): Impersonation {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useQuery(meQueryOptions).data;

  const start = useCallback(
    async (staffId: number) => {
      // Stored corporation, division, region and property selections belong to the previous identity.
      clearSelection();
      setImpersonationId(staffId);
      let next: Me;
      try {
        next = await reloadUser(queryClient);
      } catch (error) {
        clearImpersonationId();
        await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => undefined);
        throw error;
      }
      await navigate({ to: impersonationLandingPath(next) });
    },
    [navigate, queryClient],
  );

  const end = useCallback(async () => {
    clearImpersonationId();
    clearSelection();
    await reloadUser(queryClient);
    // The spec returns to the property site-logins, region, division or corporation page last selected; those
    // pages arrive with the hierarchy (issue 5), so the internal home is the way back for now.
    await navigate({ to: '/dashboard' });
  }, [navigate, queryClient]);

  return {
    isImpersonating: Boolean(me?.impersonator) || (me === undefined && getImpersonationId() !== null),
    impersonator: me?.impersonator ?? null,
    start,
    end,
  };
}
