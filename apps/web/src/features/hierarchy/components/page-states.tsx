import { Alert, Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '#web/lib/api-errors.ts';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';

/** Skeletons while a page loads: never a blank page. */
export function PageSkeleton() {
  return (
    <Stack gap="md" maw={1400} mx="auto" w="100%" data-testid="page-loading">
      <Skeleton h={36} w={320} />
      <Card withBorder radius="md">
        <Stack gap={8}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={24} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

export function LoadFailed({ error, level, onRetry }: { error: unknown; level: string; onRetry: () => void }) {
  const t = useHierarchyT();
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <Stack maw={760} mx="auto" w="100%">
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
    </Stack>
  );
}
