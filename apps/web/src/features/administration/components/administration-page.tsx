import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '#web/components/page-header.tsx';
import type { AdministrationContext } from '../api/administration-context.ts';
import { useAdministrationT } from '#web/features/administration/i18n/use-administration-t.ts';
import { PageContainer } from '#web/components/page-container.tsx';

/**
 * /administration (spec 000 §2.3) for customer staff: the administered entity's site logins with add and edit,
 * and links to edit the entity and to badge search. The route supplies the table and links (features stay apart).
 */
export function AdministrationPage({
  context,
  links,
  staffActions,
  staff,
}: {
  context: AdministrationContext;
  links: ReactNode;
  staffActions: ReactNode;
  staff: ReactNode;
}) {
  const t = useAdministrationT();
  return (
    <PageContainer>
      <PageHeader
        title={t('administration.title')}
        description={context.status === 'ready' ? t('administration.description', { entity: context.name }) : undefined}
      />
      {context.status === 'loading' ? (
        <Card withBorder radius="md" padding="md">
          <Stack gap={8}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        </Card>
      ) : context.status === 'none' ? (
        <Card withBorder radius="md" padding="lg">
          <Text role="status">{t('administration.noSelection')}</Text>
        </Card>
      ) : (
        <>
          <Group gap="sm">{links}</Group>
          <Stack gap="sm" component="section" aria-labelledby="administration-staff">
            <Group justify="space-between" gap="sm">
              <Title order={2} fz="h3" id="administration-staff">
                {t('administration.staffTitle')}
              </Title>
              <Group gap="sm">{staffActions}</Group>
            </Group>
            {staff}
          </Stack>
        </>
      )}
    </PageContainer>
  );
}
