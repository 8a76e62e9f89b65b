import * as z from 'zod/mini';
import type { Me } from '@kc/domain/auth';
import { MyPropertySchema, type MyProperty } from '@kc/domain/property-summary';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { meQueryOptions } from './session.ts';
import { clearSelection, getSelectedId } from './selection.ts';
import { apiRequest } from './api-client.ts';
import { clearImpersonationId, getImpersonationId, setImpersonationId } from './token-storage.ts';

export type NavigationTarget = { to: string; params?: Record<string, string> };

/**
 * Spec 000 §4: above property level the impersonation lands on the overview; at property level on property
 * verification when the login's first property needs customer unit entry, else the overview.
 */
export function impersonationLandingPath(
  me: Pick<Me, 'commercialLevel'>,
  firstProperty: Pick<MyProperty, 'id' | 'htInfo'> | null,
): NavigationTarget {
  if (me.commercialLevel >= COMMERCIAL_LEVEL.property && firstProperty?.htInfo.customerUnitEntry) {
    return { to: '/property-verification/$propertyId', params: { propertyId: String(firstProperty.id) } };
  }
  return { to: '/overview' };
}

/**
 * Spec 000 §4: ending returns to the property's site logins, or the region, division or corporation page, by what
 * the impersonated login had selected (else its first entity of that level); the dashboard when there is none.
 */
export function endImpersonationPath(
  impersonated: Pick<Me, 'commercialLevel' | 'entityLevels' | 'corporation'> | undefined,
  selected: { property: number | null; region: number | null; division: number | null },
): NavigationTarget {
  if (!impersonated) return { to: '/dashboard' };
  const first = (entity: string) => impersonated.entityLevels.find((e) => e.entity === entity)?.id ?? null;
  const level = impersonated.commercialLevel;
  const property = selected.property ?? (level === COMMERCIAL_LEVEL.property ? first('Property') : null);
  if (property !== null) return { to: '/property/$propertyId/site-logins', params: { propertyId: String(property) } };
  const region = selected.region ?? (level === COMMERCIAL_LEVEL.region ? first('Region') : null);
  if (region !== null) return { to: '/region/$regionId', params: { regionId: String(region) } };
  const division = selected.division ?? (level === COMMERCIAL_LEVEL.division ? first('Division') : null);
  if (division !== null) return { to: '/division/$divisionId', params: { divisionId: String(division) } };
  if (impersonated.corporation)
    return { to: '/corporation/$corporationId', params: { corporationId: String(impersonated.corporation.id) } };
  return { to: '/dashboard' };
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
  start: (staffId: number) => Promise<void>;
  /** Back to the real login, on the page of what the impersonated login had selected. */
  end: () => Promise<void>;
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
      const firstProperty =
        next.commercialLevel >= COMMERCIAL_LEVEL.property
          ? ((
              await apiRequest('/api/me/properties', { schema: z.array(MyPropertySchema), silent: true }).catch(
                () => [],
              )
            )[0] ?? null)
          : null;
      await navigate(impersonationLandingPath(next, firstProperty) as Parameters<typeof navigate>[0]);
    },
    [navigate, queryClient],
  );

  const end = useCallback(async () => {
    const target = endImpersonationPath(me, {
      property: getSelectedId('property'),
      region: getSelectedId('region'),
      division: getSelectedId('division'),
    });
    clearImpersonationId();
    await reloadUser(queryClient);
    await navigate(target as Parameters<typeof navigate>[0]);
    clearSelection();
  }, [me, navigate, queryClient]);

  return {
    isImpersonating: Boolean(me?.impersonator) || (me === undefined && getImpersonationId() !== null),
    impersonator: me?.impersonator ?? null,
    start,
    end,
  };
}
