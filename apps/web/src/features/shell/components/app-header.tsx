import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homePathFor } from '../../../lib/home-path.ts';
import { useCurrentUser, useSignOut } from '../../../lib/session.ts';
import { LogoLink } from './logo-link.tsx';

/** Header of the default layout (spec 000 §2.5): logo, welcome line, logout. */
export function AppHeader() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
      <LogoLink to={homePathFor(me)} />
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Text size="sm" fw={500} truncate="end" miw={0} data-testid="welcome">
          {t('shell.welcome', { name: me.name })}
        </Text>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} />}
          onClick={logout}
          loading={signingOut}
          visibleFrom="sm"
        >
          {t('shell.logout')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={logout}
          loading={signingOut}
          aria-label={t('shell.logout')}
          hiddenFrom="sm"
        >
          <IconLogout size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
