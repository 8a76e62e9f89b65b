import { Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { enShell } from '../i18n/en.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { formatPhone, phoneHref } from '#web/lib/format.ts';
import { PROVIDER } from '#web/lib/provider.ts';
import { PageContainer } from '#web/components/page-container.tsx';

export type AreaKey = keyof (typeof enShell)['areas'];
export type PageKey = keyof (typeof enShell)['pages'];

/**
 * An honest placeholder for a route whose business area is not built yet: the page's title, what the area will
 * do and a way back, inside the layout the route belongs to. docs/not-available-yet.md lists every one.
 */
export function NotAvailableYetPage({
  area,
  page,
  variant = 'shell',
}: {
  area: AreaKey;
  page: PageKey;
  variant?: 'shell' | 'public' | 'print';
}) {
  const t = useShellT();
  const title = t(`pages.${page}`);
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <PageContainer testId="not-available-yet">
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light" color="orange">
            {t('notAvailable.badge')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t(`areas.${area}.title`)}
          </Text>
        </Group>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
      </Stack>
      <Card withBorder padding="lg" radius="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconTools size={24} />
          </ThemeIcon>
          <Stack gap="xs">
            <Text fw={600}>{t('notAvailable.lead')}</Text>
            <Text size="sm">
              <Text span fw={600} size="sm">
                {t('notAvailable.willDo')}:{' '}
              </Text>
              {t(`areas.${area}.description`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('notAvailable.meanwhile')}{' '}
              <Anchor href={phoneHref(PROVIDER.phones.support)} size="sm" underline="always">
                {formatPhone(PROVIDER.phones.support)}
              </Anchor>
            </Text>
          </Stack>
        </Group>
      </Card>
      {variant !== 'print' ? (
        <Group>
          <Button
            component={Link}
            to={variant === 'public' ? '/login' : '/'}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {variant === 'public' ? t('notAvailable.backLogin') : t('notAvailable.backHome')}
          </Button>
        </Group>
      ) : null}
    </PageContainer>
  );
}
