import { levelTarget } from '#web/lib/level-target.ts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { levelSelectorKind, accountState } from '@kc/domain/navigation';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue } from 'react';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { formatTime } from '#web/lib/format.ts';
import { useMySelection } from '#web/lib/my-entities.ts';
import { useSelectedId } from '#web/lib/selection.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { propertyOverviewQueryOptions, rollupOverviewQueryOptions, type OverviewTarget } from '../api/overview-api.ts';
import { useOverviewT } from '../i18n/use-overview-t.ts';
import { BriefingSkeleton } from './briefing-parts.tsx';
import { PropertyBriefing } from './property-briefing.tsx';
import { loadRollupBriefing } from './rollup-briefing-loader.ts';

// The roll-up (a sortable table of properties) is for logins above property level: a property's manager never
// downloads it (decision 0057). Its loader starts it beside the roll-up's data.
const RollupBriefing = lazy(loadRollupBriefing);

/** The overview's one query for its target (the property's briefing or the level's roll-up). */
function useOverview(target: OverviewTarget | null) {
  const property = useQuery({
    ...propertyOverviewQueryOptions(target?.level === 'property' ? target.id : 0),
    enabled: target?.level === 'property',
  });
  const rollup = useQuery({
    ...rollupOverviewQueryOptions(
      target && target.level !== 'property' ? target.level : 'region',
      target && target.level !== 'property' ? target.id : 0,
    ),
    enabled: target !== null && target.level !== 'property',
  });
  return target?.level === 'property' ? property : rollup;
}

/**
 * /overview (issue 13): the selected property's morning briefing for property-level logins, the roll-up of the
 * selected region or division, or of the corporation, for the logins above. Spec 000 §8's account states: the shell
 * shows their message above every page; a restricted property's briefing is not shown.
 */
export function OverviewPage() {
  const t = useOverviewT();
  const me = useCurrentUser();
  const kind = levelSelectorKind(me.role, me.commercialLevel);
  const selection = useMySelection(kind);
  const storedId = useSelectedId(kind ?? 'property');
  const target = levelTarget(me, selection.data, kind === null ? null : storedId);
  const query = useOverview(target);
  // The briefing is the page's heaviest render. React draws it in a background render that yields to the browser
  // every few milliseconds (the header and the skeleton stay meanwhile) instead of one long task that blocks taps and
  // scrolling on a phone (issue 13: total blocking time). With the initial value null this holds on the first render
  // too, when the loader has already brought the data: the page appears with its skeleton, then the briefing.
  const data = useDeferredValue(query.data ?? null, null);
  const name = data ? ('property' in data ? data.property.name : data.name) : null;
  const restricted =
    data &&
    'property' in data &&
    ['canceled', 'paymentDelinquent'].includes(accountState(data.property.htInfo, new Date()));

  const description = name
    ? data && 'property' in data
      ? t('briefing.propertyIntro', { property: name })
      : t('briefing.rollupIntro', { name })
    : t('briefing.signedInAs', { name: me.name });

  return (
    <PageContainer>
      <PageHeader
        title={t('briefing.title')}
        description={description}
        actions={
          data ? (
            <Group gap="xs">
              <Text size="xs" c="dimmed" data-testid="overview-updated">
                {t('briefing.updated', { time: formatTime(data.generatedAt) })}
              </Text>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={14} />}
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              >
                {t('briefing.refresh')}
              </Button>
            </Group>
          ) : null
        }
      />
      {!target && !selection.isPending ? (
        <Text c="dimmed">{t('briefing.noTarget')}</Text>
      ) : query.isError && !data ? (
        <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('briefing.loadFailed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => void query.refetch()}>
            {t('briefing.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <BriefingSkeleton />
      ) : restricted ? (
        <Text c="dimmed" data-testid="overview-restricted">
          {t('briefing.restricted')}
        </Text>
      ) : 'property' in data ? (
        <PropertyBriefing me={me} data={data} />
      ) : (
        <Suspense fallback={<BriefingSkeleton />}>
          <RollupBriefing me={me} data={data} />
        </Suspense>
      )}
    </PageContainer>
  );
}
