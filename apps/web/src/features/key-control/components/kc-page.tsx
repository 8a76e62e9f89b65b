import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '#web/components/page-header.tsx';

/** Every key-control page: the back link the spec gives, a title, then the content. */
export function KcPage({
  title,
  back,
  description,
  actions,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" className="kc-no-print" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-end" wrap="wrap" className="kc-no-print">
        <PageHeader title={title} description={description} />
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
