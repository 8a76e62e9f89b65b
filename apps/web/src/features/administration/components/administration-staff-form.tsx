import { Card, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { useAdministrationContext, type AdministrationContext } from '../api/administration-context.ts';
import { useAdministrationT } from '#web/features/administration/i18n/use-administration-t.ts';
import { PageContainer } from '#web/components/page-container.tsx';

type Ready = Extract<AdministrationContext, { status: 'ready' }>;

/** Resolves the administered entity, then renders the staff form the route gives for it. */
export function AdministrationStaffForm({ children }: { children: (context: Ready) => ReactNode }) {
  const t = useAdministrationT();
  const me = useCurrentUser();
  const context = useAdministrationContext(me);
  if (context.status === 'loading') {
    return (
      <PageContainer>
        <Skeleton h={40} w={280} />
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        </Card>
      </PageContainer>
    );
  }
  if (context.status === 'none')
    return (
      <Card withBorder radius="md" padding="lg" maw={960} mx="auto">
        <Text role="status">{t('administration.noSelection')}</Text>
      </Card>
    );
  return <>{children(context)}</>;
}
