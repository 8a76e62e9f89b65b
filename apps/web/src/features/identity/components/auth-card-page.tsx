import { Box, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The anonymous pages' frame (sign in, new password, reset password, single sign-on): brand above one card. */
export function AuthCardPage({
  title,
  subtitle,
  documentTitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  documentTitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  // Shared strings only: this frame is the sign-in page's, whose first download carries no identity catalogue.
  const { t } = useTranslation();
  useDocumentTitle(`${documentTitle ?? title} · ${t('app.name')}`);
  return (
    <Center
      component="main"
      mih="100dvh"
      p="md"
      style={{
        background: 'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 55%)',
      }}
    >
      <Box w="100%" maw={440}>
        <Stack align="center" gap={6} mb="lg" ta="center">
          <ThemeIcon size={52} radius="md" aria-hidden>
            <IconKey size={30} stroke={1.8} />
          </ThemeIcon>
          <Text component="p" fw={700} fz={{ base: 24, sm: 28 }} c="brand.9" m={0}>
            {t('app.name')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('app.tagline')}
          </Text>
        </Stack>
        <Card withBorder shadow="sm" padding="xl" radius="md">
          <Stack gap={4} mb="lg">
            <Title order={1} fz="h3">
              {title}
            </Title>
            {subtitle ? (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Card>
        {footer ? (
          <Stack align="center" gap={6} mt="md">
            {footer}
          </Stack>
        ) : null}
      </Box>
    </Center>
  );
}
