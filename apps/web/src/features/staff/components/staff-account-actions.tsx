import { Anchor, Button, Group, SimpleGrid } from '@mantine/core';
import type { StaffDetail } from '@kc/domain/staff-form';
import { notifications } from '@mantine/notifications';
import { IconHistory, IconKey, IconMail, IconTrash, IconUserShare } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useImpersonation } from '#web/lib/impersonation.ts';
import { useEmailPassword } from '../api/staff-api.ts';
import type { StaffFormAbilities } from '../api/staff-form-logic.ts';
import { SetPasswordDialog } from './set-password-dialog.tsx';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';

type SendState = 'idle' | 'sending' | 'done';

/** The links and buttons about an existing login: impersonate, audit log, e-mail/set password, delete. */
export function StaffAccountActions({
  detail,
  abilities,
  removeLabel,
  onRemove,
  fullWidth,
}: {
  detail: StaffDetail;
  abilities: StaffFormAbilities;
  removeLabel: string;
  onRemove: () => void;
  fullWidth: boolean;
}) {
  const t = useStaffT();
  const { start } = useImpersonation();
  const emailPassword = useEmailPassword();
  const [sendState, setSendState] = useState<SendState>('idle');
  const [setPasswordOpen, setSetPasswordOpen] = useState(false);

  const send = () => {
    setSendState('sending');
    emailPassword.mutate(
      { id: detail.id, email: detail.email },
      {
        onSuccess: () => {
          setSendState('done');
          notifications.show({ color: 'teal', message: t('staff.emailPasswordSent') });
        },
        onError: () => {
          setSendState('idle');
          notifications.show({ color: 'red', message: t('staff.emailPasswordFailed') });
        },
      },
    );
  };

  const anything =
    abilities.canImpersonate ||
    abilities.canSeeAudit ||
    abilities.canEmailPassword ||
    abilities.canSetPassword ||
    abilities.canDelete;
  if (!anything) return null;
  return (
    <SimpleGrid
      cols={fullWidth ? 1 : undefined}
      spacing="sm"
      style={fullWidth ? undefined : { display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}
    >
      {abilities.canImpersonate ? (
        <Button
          variant="light"
          leftSection={<IconUserShare size={16} />}
          onClick={() => void start(detail.id).catch(() => undefined)}
        >
          {t('staff.buttons.impersonate')}
        </Button>
      ) : null}
      {abilities.canSeeAudit ? (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/audit/entity/$entityType/$entityId"
              params={{ entityType: 'SiteLogin', entityId: String(detail.id) }}
            />
          )}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconHistory size={16} />
            {t('staff.buttons.auditLog')}
          </Group>
        </Anchor>
      ) : null}
      {abilities.canEmailPassword || abilities.canSetPassword ? (
        <Button
          variant="default"
          leftSection={<IconMail size={16} />}
          onClick={send}
          loading={sendState === 'sending'}
          disabled={sendState === 'done'}
        >
          {sendState === 'done' ? t('staff.buttons.emailPasswordDone') : t('staff.buttons.emailPassword')}
        </Button>
      ) : null}
      {abilities.canSetPassword ? (
        <>
          <Button variant="default" leftSection={<IconKey size={16} />} onClick={() => setSetPasswordOpen(true)}>
            {t('staff.buttons.setPassword')}
          </Button>
          <SetPasswordDialog email={detail.email} opened={setPasswordOpen} onClose={() => setSetPasswordOpen(false)} />
        </>
      ) : null}
      {abilities.canDelete ? (
        <Button variant="default" c="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
          {removeLabel}
        </Button>
      ) : null}
    </SimpleGrid>
  );
}
