import { Alert, Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '#web/lib/api-errors.ts';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import { PageContainer } from '#web/components/page-container.tsx';

/** Skeletons while a page loads: never a blank page. */
export function PageSkeleton() {
  return (
    <PageContainer testId="page-loading">
      <Skeleton h={36} w={320} />
      <Card withBorder radius="md">
        <Stack gap={8}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={24} />
          ))}
        </Stack>
      </Card>
    </PageContainer>
  );
}

export function LoadFailed({ error, level, onRetry }: { error: unknown; level: string; onRetry: () => void }) {
  const t = useHierarchyT();
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <PageContainer>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={notFound ? t('hierarchy.page.notFound', { level }) : t('hierarchy.page.loadFailed')}
      >
        {notFound ? null : (
          <Button mt="sm" size="xs" variant="default" onClick={onRetry}>
            {t('hierarchy.page.retry')}
          </Button>
        )}
      </Alert>
    </PageContainer>
  );
}
