import { Anchor, Badge, Box, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  EXCEPTION_GROUPS,
  exceptionTotal,
  type ExceptionGroup,
  type ExceptionGroupCounts,
  type PullsPerDay,
} from '@kc/domain/overview';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SectionCard } from '#web/components/section-card.tsx';
import { useOverviewT } from '../i18n/use-overview-t.ts';
import { renderLink, type BriefingLink } from './briefing-link.tsx';
import { loadPullsChart } from './pulls-chart-loader.ts';

const PullsChart = lazy(loadPullsChart);

/** Decision 0019's groups in the reports' hues, shades dark enough for white or tinted text (WCAG AA). */
export const GROUP_COLOR: Record<ExceptionGroup, string> = {
  error: 'red.8',
  warning: 'yellow.5',
  info: 'blue.8',
  special: 'grape.8',
};

export function MoreLink({ link, children }: { link: BriefingLink; children: ReactNode }) {
  return (
    <Anchor renderRoot={renderLink(link)} size="sm" fw={600}>
      {children}
    </Anchor>
  );
}

function GroupCounts({ counts, label, testId }: { counts: ExceptionGroupCounts; label: string; testId: string }) {
  const t = useOverviewT();
  return (
    <Stack gap={6} data-testid={testId}>
      <Group gap="xs" align="baseline">
        <Text size="sm" fw={700}>
          {label}
        </Text>
        <Text size="xs" c="dimmed" data-testid={`${testId}-total`}>
          {t('briefing.exceptions.total', { count: exceptionTotal(counts) })}
        </Text>
      </Group>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {EXCEPTION_GROUPS.map((g) => (
          <Group key={g} gap={6} wrap="nowrap">
            <Badge
              color={GROUP_COLOR[g]}
              variant={counts[g] > 0 ? 'filled' : 'default'}
              autoContrast
              miw={40}
              data-testid={`${testId}-${g}`}
            >
              {counts[g]}
            </Badge>
            <Text size="sm">{t(`briefing.exceptions.groups.${g}`)}</Text>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Exceptions of the last 24 hours and of the reports' default 30 days, by decision 0019's groups. */
export function ExceptionsCard({
  recent,
  month,
  link,
}: {
  recent: ExceptionGroupCounts;
  month: ExceptionGroupCounts;
  link: BriefingLink | null;
}) {
  const t = useOverviewT();
  return (
    <SectionCard
      title={t('briefing.exceptions.title')}
      testId="overview-exceptions"
      action={link ? <MoreLink link={link}>{t('briefing.exceptions.hint')}</MoreLink> : null}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <GroupCounts counts={recent} label={t('briefing.exceptions.recent')} testId="exceptions-recent" />
        <GroupCounts counts={month} label={t('briefing.exceptions.month')} testId="exceptions-month" />
      </SimpleGrid>
    </SectionCard>
  );
}

/**
 * The key pulls per day. The chart library (the largest part of this page's code) loads with this card only, and
 * only once the card scrolls into view, so the figures above it never wait for it.
 */
export function PullsCard({ data, link }: { data: PullsPerDay; link: BriefingLink | null }) {
  const t = useOverviewT();
  const total = data.reduce((n, d) => n + d.pulls, 0);
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  // Once seen, the chart stays (adjusting state during render, not in an effect).
  if (inViewport && !seen) setSeen(true);
  // Until the card is in view its room is only reserved (no skeleton: nothing is loading yet, and an endless pulse
  // below the fold would be motion nobody asked for); while the chart's code arrives, a skeleton.
  return (
    <SectionCard
      title={t('briefing.chart.title')}
      testId="overview-pulls"
      action={link ? <MoreLink link={link}>{t('briefing.chart.hint')}</MoreLink> : null}
    >
      <Text size="sm" c="dimmed" mb="xs" data-testid="pulls-total">
        {t('briefing.chart.total', { count: total })}
      </Text>
      <div ref={ref}>
        {seen ? (
          <Suspense fallback={<Skeleton h={220} />}>
            <PullsChart data={data} seriesLabel={t('briefing.chart.pulls')} />
          </Suspense>
        ) : (
          <Box h={220} />
        )}
      </div>
    </SectionCard>
  );
}

/** Skeletons in the briefing's shape while it loads. */
export function BriefingSkeleton() {
  return (
    <Stack gap="md" data-testid="overview-loading">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={118} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={150} radius="md" />
      <Skeleton h={290} radius="md" />
    </Stack>
  );
}
