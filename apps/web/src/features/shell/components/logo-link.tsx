import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HomePath } from '#web/lib/home-path.ts';

/** Spec 000 §2.5: the logo goes to the overview (external) or the dashboard (internal). */
export function LogoLink({ to }: { to: HomePath }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('app.logoAlt')} style={{ flexShrink: 0 }}>
      <Group gap={10} wrap="nowrap">
        <ThemeIcon size={34} radius="md" variant="filled" aria-hidden>
          <IconKey size={20} stroke={2} />
        </ThemeIcon>
        <Text component="span" fw={700} fz="lg" c="brand.8" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
