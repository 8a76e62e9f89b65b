import { Alert, Group, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { EndImpersonationButton } from '#web/components/end-impersonation-button.tsx';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';

/** Makes an impersonation impossible to miss: who is being impersonated, by whom, and the way out. */
export function ImpersonationNotice() {
  const t = useIdentityT();
  const me = useCurrentUser();
  if (!me.impersonator) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconUserShare size={20} />} data-testid="impersonation-notice">
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={600} size="sm">
            {t('identity.impersonation.banner', { name: me.name })}
          </Text>
          <Text size="sm">{t('identity.impersonation.bannerBy', { impersonator: me.impersonator.name })}</Text>
        </div>
        <EndImpersonationButton />
      </Group>
    </Alert>
  );
}
