import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Datalog } from '@kc/domain/key-control';
import { formatDateTime } from '#web/lib/format.ts';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';

/** Says once, above a finalized datalog's page, why nothing on it can be edited (spec 001 §4 "Datalog finalize"). */
export function FinalizedNotice({ datalog, children }: { datalog: Datalog; children?: ReactNode }) {
  const t = useKeyControlT();
  return (
    <Alert
      color="blue"
      icon={<IconLock size={18} aria-hidden />}
      title={t('keycontrol.panel.finalizedTitle')}
      data-testid="finalized-notice"
    >
      {datalog.finalizedAt
        ? t('keycontrol.panel.finalizedNotice', { date: formatDateTime(datalog.finalizedAt) })
        : t('keycontrol.panel.finalizedLocked')}
      {children ? <> {children}</> : null}
    </Alert>
  );
}
