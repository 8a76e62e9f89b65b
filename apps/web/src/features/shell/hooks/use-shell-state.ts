import type { Me } from '@kc/domain/auth';
import {
  isNavigationHidden,
  levelSelectorKind,
  visibleFooterItems,
  visibleNavButtons,
  visibleSidebarLinks,
  type NavigationContext,
} from '@kc/domain/navigation';
import type { MyProperty, NamedEntity, PropertySummary } from '@kc/domain/property-summary';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { resolveSelection, useSelectedId } from '#web/lib/selection.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import {
  myDivisionsQueryOptions,
  myPropertiesQueryOptions,
  myRegionsQueryOptions,
  propertySummaryQueryOptions,
} from '#web/lib/my-entities.ts';

export interface ShellState {
  me: Me;
  selectorKind: ReturnType<typeof levelSelectorKind>;
  properties: MyProperty[];
  regions: NamedEntity[];
  divisions: NamedEntity[];
  /** The property the shell displays: the selected one of a property-level login. */
  property: MyProperty | null;
  summary: PropertySummary | null;
  region: NamedEntity | null;
  division: NamedEntity | null;
  nav: NavigationContext;
  navHidden: boolean;
  buttons: ReturnType<typeof visibleNavButtons>;
  footer: ReturnType<typeof visibleFooterItems>;
  sidebar: ReturnType<typeof visibleSidebarLinks>;
}

const isVerificationPath = (pathname: string) => /^\/property-verification(-units)?\//.test(pathname);

/** Everything the header, footer and sidebar decide from: the user, the level selection and the property. */
export function useShellState(): ShellState {
  const me = useCurrentUser();
  const selectorKind = levelSelectorKind(me.role, me.commercialLevel);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isTouchDevice = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false }) ?? false;

  const propertiesQuery = useQuery({ ...myPropertiesQueryOptions, enabled: selectorKind === 'property' });
  const regionsQuery = useQuery({ ...myRegionsQueryOptions, enabled: selectorKind === 'region' });
  const divisionsQuery = useQuery({ ...myDivisionsQueryOptions, enabled: selectorKind === 'division' });
  const properties = propertiesQuery.data ?? [];
  const regions = regionsQuery.data ?? [];
  const divisions = divisionsQuery.data ?? [];

  const storedPropertyId = useSelectedId('property');
  const storedRegionId = useSelectedId('region');
  const storedDivisionId = useSelectedId('division');
  const property = selectorKind === 'property' ? resolveSelection(properties, storedPropertyId) : null;
  const region = resolveSelection(regions, storedRegionId);
  const division = resolveSelection(divisions, storedDivisionId);
  const summaryQuery = useQuery({ ...propertySummaryQueryOptions(property?.id ?? 0), enabled: property !== null });
  const summary = property && summaryQuery.data?.id === property.id ? summaryQuery.data : null;

  const nav: NavigationContext = {
    role: me.role,
    rights: me.accessRights,
    commercialLevel: me.commercialLevel,
    property: property
      ? { htInfo: summary?.htInfo ?? property.htInfo, accountingCustomerNumber: property.accountingCustomerNumber }
      : null,
    propertyKnown: summary !== null,
    now: new Date(),
    isPropertyVerificationPage: isVerificationPath(pathname),
    isTouchDevice,
  };

  return {
    me,
    selectorKind,
    properties,
    regions,
    divisions,
    property,
    summary,
    region: selectorKind === 'region' ? region : null,
    division: selectorKind === 'division' ? division : null,
    nav,
    navHidden: isNavigationHidden(nav),
    buttons: visibleNavButtons(nav),
    footer: visibleFooterItems(nav),
    sidebar: visibleSidebarLinks(nav),
  };
}
