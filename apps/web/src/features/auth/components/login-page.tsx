import { Box, Card, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form.tsx';

export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(`${t('auth.documentTitle')} · ${t('app.name')}`);
  return (
    <Center
      component="main"
      mih="100dvh"
      p="md"
      style={{ background: 'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 55%)' }}
    >
      <Box w="100%" maw={420}>
        <Stack align="center" gap={6} mb="lg" ta="center">
          <ThemeIcon size={52} radius="md" aria-hidden>
            <IconKey size={30} stroke={1.8} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 30 }} c="brand.9">
            {t('app.name')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('app.tagline')}
          </Text>
        </Stack>
        <Card withBorder shadow="sm" padding="xl" radius="md">
          <Stack gap={4} mb="lg">
            <Title order={2} fz="h3">
              {t('auth.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('auth.subtitle')}
            </Text>
          </Stack>
          <LoginForm onSignedIn={onSignedIn} />
        </Card>
        <Group justify="center" mt="md">
          <Text size="xs" c="dimmed" ta="center">
            {t('auth.help')}
          </Text>
        </Group>
      </Box>
    </Center>
  );
}
