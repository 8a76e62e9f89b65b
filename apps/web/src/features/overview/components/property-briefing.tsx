import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Me } from '@kc/domain/auth';
import type { PropertyOverview } from '@kc/domain/overview';
import { can } from '@kc/domain/can';
import { REPORT_RIGHT } from '@kc/domain/report-kinds';
import { activityLabel, exceptionName, rowGroup, type ReportRow } from '@kc/domain/report-rows';
import { formatDateTime } from '#web/lib/format.ts';
import { useOverviewT } from '../i18n/use-overview-t.ts';
import { FigureCards } from './figure-cards.tsx';
import type { BriefingLink } from './briefing-link.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { ExceptionsCard, GROUP_COLOR, MoreLink, PullsCard } from './briefing-parts.tsx';

function LatestRow({ row }: { row: ReportRow }) {
  const t = useOverviewT();
  const group = rowGroup(row);
  const what = row.exceptionCode ? exceptionName(row.exceptionCode) : activityLabel(row.activityCode);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end">
          {[row.employeeName, row.propertyUnitName].filter(Boolean).join(' · ') || '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {row.time ? formatDateTime(row.time) : ''}
          {row.keyTagNumber ? ` · ${t('briefing.latest.tag', { tag: row.keyTagNumber })}` : ''}
        </Text>
      </Stack>
      {what ? (
        <Badge
          variant={group === 'ok' || group === 'none' ? 'default' : 'filled'}
          color={group === 'ok' || group === 'none' ? undefined : GROUP_COLOR[group]}
          autoContrast
          style={{ flexShrink: 0 }}
        >
          {what}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The property's morning briefing (issue 13): every figure links to the page that lists the same rows. */
export function PropertyBriefing({ me, data }: { me: Me; data: PropertyOverview }) {
  const t = useOverviewT();
  const f = data.figures;
  const search = { propertyId: data.property.id };
  const report = (
    kind: 'keys-out' | 'exception' | 'transaction',
    to: Extract<BriefingLink, { search: unknown }>['to'],
  ): BriefingLink | null => (can(me.accessRights, REPORT_RIGHT[kind]) ? { to, search } : null);
  const transactions = report('transaction', '/property-reports/transaction');
  return (
    <Stack gap="md" data-testid="overview-briefing">
      <FigureCards
        figures={f}
        window={data.window}
        links={{
          keysOut: report('keys-out', '/property-reports/keys-out'),
          keysOutLong: { to: '/exceptions' },
          badgesUnused: { to: '/exceptions' },
          datalogsSilent: { to: '/property-communication' },
        }}
      />
      <ExceptionsCard
        recent={f.recentExceptions}
        month={f.monthExceptions}
        link={report('exception', '/property-reports/exception')}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <PullsCard data={data.pullsPerDay} link={transactions} />
        {data.latest ? (
          <SectionCard
            title={t('briefing.latest.title')}
            testId="overview-latest"
            action={transactions ? <MoreLink link={transactions}>{t('briefing.latest.all')}</MoreLink> : null}
          >
            {data.latest.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('briefing.latest.empty')}
              </Text>
            ) : (
              <Stack gap={0}>
                {data.latest.map((row) => (
                  <LatestRow key={row.id} row={row} />
                ))}
              </Stack>
            )}
          </SectionCard>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
