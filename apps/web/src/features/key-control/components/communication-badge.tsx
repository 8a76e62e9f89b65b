import { Badge, Group, Text } from '@mantine/core';
import { isCommunicationLate } from '@kc/domain/key-control';
import { formatDateTime } from '#web/lib/format.ts';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';

/** Last communication with its state: inactive after 90 days, a warning after 3 days (spec 001 §9). */
export function CommunicationBadge({ at, active }: { at: string | null; active: boolean }) {
  const t = useKeyControlT();
  const late = isCommunicationLate(at ? new Date(at) : null, new Date());
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{at ? formatDateTime(at) : t('keycontrol.scanning.never')}</Text>
      <Badge size="sm" variant="light" color={!active ? 'red' : late ? 'orange' : 'teal'} data-testid="comm-state">
        {t(!active ? 'keycontrol.lastComm.inactive' : late ? 'keycontrol.lastComm.late' : 'keycontrol.lastComm.active')}
      </Badge>
    </Group>
  );
}
