import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink, type BackTarget } from './back-link.tsx';

/**
 * Every page's header: the back link where the page has one, the title (the browser tab carries it too), a line
 * under it, and the page's actions on the right (below the title on a phone).
 */
export function PageHeader({
  title,
  description,
  back,
  actions,
  badge,
}: {
  title: string;
  description?: ReactNode;
  back?: BackTarget | null;
  actions?: ReactNode;
  /** A state next to the title (e.g. "Disabled"). */
  badge?: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Stack gap="xs">
      {back ? <BackLink {...back} /> : null}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {title}
            </Title>
            {badge}
          </Group>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {actions ? (
          <Group gap="xs" className="kc-no-print">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
