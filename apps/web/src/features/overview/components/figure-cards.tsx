import { SimpleGrid } from '@mantine/core';
import { IconAlarm, IconKey, IconPlugConnectedX, IconUserOff } from '@tabler/icons-react';
import type { OverviewFigures, PropertyOverview } from '@kc/domain/overview';
import { formatDateTime } from '#web/lib/format.ts';
import { useOverviewT } from '../i18n/use-overview-t.ts';
import type { BriefingLink } from './briefing-link.tsx';
import { FigureCard } from './figure-card.tsx';

type FigureLinks = Partial<Record<'keysOut' | 'keysOutLong' | 'badgesUnused' | 'datalogsSilent', BriefingLink | null>>;

/** The four headline figures (a property's, or a roll-up's totals), each linking where the login may follow. */
export function FigureCards({
  figures: f,
  window: w,
  links = {},
}: {
  figures: OverviewFigures;
  window: PropertyOverview['window'];
  links?: FigureLinks;
}) {
  const t = useOverviewT();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <FigureCard
        testId="figure-keys-out"
        label={t('briefing.figures.keysOut')}
        value={f.keysOut}
        icon={<IconKey size={18} />}
        hint={t('briefing.figures.keysOutHint')}
        link={links.keysOut}
      />
      <FigureCard
        testId="figure-keys-out-long"
        label={t('briefing.figures.keysOutLong', { hours: w.keyOutHours })}
        value={f.keysOutLong}
        color="red"
        icon={<IconAlarm size={18} />}
        hint={t('briefing.figures.keysOutLongHint')}
        link={links.keysOutLong}
      />
      <FigureCard
        testId="figure-badges-unused"
        label={t('briefing.figures.badgesUnused', { days: w.badgeUnusedDays })}
        value={f.badgesUnused}
        color="yellow"
        icon={<IconUserOff size={18} />}
        hint={t('briefing.figures.badgesUnusedHint')}
        link={links.badgesUnused}
      />
      <FigureCard
        testId="figure-datalogs-silent"
        label={t('briefing.figures.datalogsSilent', { days: w.lastCommDays })}
        value={f.datalogsSilent}
        color="orange"
        icon={<IconPlugConnectedX size={18} />}
        detail={
          f.lastCommunication
            ? t('briefing.figures.lastCommunication', { count: f.datalogs, time: formatDateTime(f.lastCommunication) })
            : t('briefing.figures.neverCommunicated', { count: f.datalogs })
        }
        hint={t('briefing.figures.datalogsSilentHint')}
        link={links.datalogsSilent}
      />
    </SimpleGrid>
  );
}
