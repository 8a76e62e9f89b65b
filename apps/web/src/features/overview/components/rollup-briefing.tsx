import { Anchor, Stack, Text } from '@mantine/core';
import type { Me } from '@kc/domain/auth';
import { accountState, type AccountState } from '@kc/domain/navigation';
import { exceptionTotal, type RollupOverview, type RollupProperty } from '@kc/domain/overview';
import { can } from '@kc/domain/can';
import { REPORT_RIGHT } from '@kc/domain/report-kinds';
import { useMemo } from 'react';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useOverviewT } from '../i18n/use-overview-t.ts';
import { FigureCards } from './figure-cards.tsx';
import { renderLink } from './briefing-link.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { ExceptionsCard } from './briefing-parts.tsx';
import { formatCount } from '@kc/domain/format';

/** Shades that keep 4.5:1 on white and on the striped rows. */
const STATE_COLOR: Record<AccountState, string | undefined> = {
  active: undefined,
  canceled: 'red.9',
  paymentDelinquent: 'red.9',
  temporaryAccess: 'blue.9',
};

/** A number that needs attention when above zero: bold, and red for the alerts that mean a key or a refusal. */
const Count = ({ value, color }: { value: number; color?: 'red' | 'attention' }) => (
  <Text size="sm" fw={value > 0 && color ? 700 : 400} c={value > 0 && color === 'red' ? 'red.9' : undefined}>
    {formatCount(value)}
  </Text>
);

/** A level's overview: the totals, then one row per property, sortable, so the manager sees which one needs attention. */
export function RollupBriefing({ me, data }: { me: Me; data: RollupOverview }) {
  const t = useOverviewT();
  const w = data.window;
  const f = data.totals;
  const now = useMemo(() => new Date(data.generatedAt), [data.generatedAt]);
  const keysOutReport = can(me.accessRights, REPORT_RIGHT['keys-out']);
  const exceptionReport = can(me.accessRights, REPORT_RIGHT.exception);
  const columns = useMemo<DataColumn<RollupProperty>[]>(
    () => [
      {
        id: 'property',
        header: t('briefing.table.property'),
        cell: (p) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {p.name}
            </Text>
            <Text size="xs" c="dimmed">
              {p.regionName}
            </Text>
          </Stack>
        ),
        sortValue: (p) => p.name,
        minWidth: 180,
      },
      {
        id: 'state',
        header: t('briefing.table.state'),
        cell: (p) => {
          const state = accountState(p.htInfo, now);
          return (
            <Text size="sm" fw={state === 'active' ? 400 : 700} c={STATE_COLOR[state]}>
              {t(`briefing.states.${state}`)}
            </Text>
          );
        },
        sortValue: (p) => accountState(p.htInfo, now),
        minWidth: 150,
      },
      {
        id: 'keysOut',
        header: t('briefing.table.keysOut'),
        cell: (p) =>
          keysOutReport ? (
            <Anchor
              renderRoot={renderLink({ to: '/property-reports/keys-out', search: { propertyId: p.id } })}
              size="sm"
              aria-label={t('briefing.table.open', {
                count: p.figures.keysOut,
                report: t('briefing.table.keysOutReport'),
                property: p.name,
              })}
            >
              {p.figures.keysOut}
            </Anchor>
          ) : (
            <Count value={p.figures.keysOut} />
          ),
        sortValue: (p) => p.figures.keysOut,
      },
      {
        id: 'keysOutLong',
        // Each property counts at its own threshold (decision 0036), so the header names none.
        header: t('briefing.table.keysOutLong'),
        cell: (p) => <Count value={p.figures.keysOutLong} color="red" />,
        sortValue: (p) => p.figures.keysOutLong,
      },
      {
        id: 'recent',
        header: t('briefing.table.recent'),
        cell: (p) => <Count value={exceptionTotal(p.figures.recentExceptions)} />,
        sortValue: (p) => exceptionTotal(p.figures.recentExceptions),
      },
      {
        id: 'month',
        header: t('briefing.table.month'),
        cell: (p) =>
          exceptionReport ? (
            <Anchor
              renderRoot={renderLink({ to: '/property-reports/exception', search: { propertyId: p.id } })}
              size="sm"
              aria-label={t('briefing.table.open', {
                count: exceptionTotal(p.figures.monthExceptions),
                report: t('briefing.table.exceptionReport'),
                property: p.name,
              })}
            >
              {exceptionTotal(p.figures.monthExceptions)}
            </Anchor>
          ) : (
            <Count value={exceptionTotal(p.figures.monthExceptions)} />
          ),
        sortValue: (p) => exceptionTotal(p.figures.monthExceptions),
      },
      {
        id: 'errors',
        header: t('briefing.table.errors'),
        cell: (p) => <Count value={p.figures.monthExceptions.error} color="red" />,
        sortValue: (p) => p.figures.monthExceptions.error,
      },
      {
        id: 'badgesUnused',
        header: t('briefing.table.badgesUnused'),
        cell: (p) => <Count value={p.figures.badgesUnused} color="attention" />,
        sortValue: (p) => p.figures.badgesUnused,
      },
      {
        id: 'datalogsSilent',
        header: t('briefing.table.datalogsSilent'),
        cell: (p) => <Count value={p.figures.datalogsSilent} color="attention" />,
        sortValue: (p) => p.figures.datalogsSilent,
      },
      {
        id: 'lastCommunication',
        header: t('briefing.table.lastCommunication'),
        cell: (p) => (p.figures.lastCommunication ? formatDateTime(p.figures.lastCommunication) : '—'),
        sortValue: (p) => p.figures.lastCommunication ?? '',
        minWidth: 150,
      },
    ],
    [t, now, keysOutReport, exceptionReport],
  );
  return (
    <Stack gap="md" data-testid="overview-rollup">
      <Text size="sm" c="dimmed" mb={-6}>
        {t('briefing.table.totals', { count: data.properties.length })}
      </Text>
      <FigureCards figures={f} window={w} />
      <ExceptionsCard recent={f.recentExceptions} month={f.monthExceptions} link={null} />
      <SectionCard title={t('briefing.table.title')} testId="overview-properties">
        {data.properties.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('briefing.table.none')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {t('briefing.table.caption')}
            </Text>
            <DataTable
              rows={data.properties}
              columns={columns}
              rowKey={(p) => p.id}
              initialSort={{ id: 'keysOutLong', desc: true }}
              sortLabel={(column) => t('briefing.table.sortBy', { column })}
            />
          </>
        )}
      </SectionCard>
    </Stack>
  );
}
