import { Box, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PROVIDER } from '#web/lib/provider.ts';

/** Token pages reached from e-mails: a plain branded frame, no session and no navigation. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0" data-layout="public">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group
            gap={10}
            renderRoot={(props) => (
              <Link to="/login" {...props} style={{ textDecoration: 'none' }} aria-label={t('app.logoAlt')} />
            )}
          >
            <ThemeIcon size={34} radius="md" aria-hidden>
              <IconKey size={20} />
            </ThemeIcon>
            <Text fw={700} fz="lg" c="brand.8">
              {t('app.name')}
            </Text>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="xl">
        <Outlet />
      </Container>
      <Text component="footer" size="xs" c="dimmed" ta="center" pb="lg">
        {t('shell.sidebar.copyright', { year: new Date().getFullYear(), company: PROVIDER.name })}
      </Text>
    </Box>
  );
}
