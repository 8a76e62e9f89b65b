import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The loading state of a page (decision 0034): grey blocks where the title and the content will be, inside the shell
 * that stays in place, instead of a spinner on an empty screen.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('common.loading')} aria-busy data-testid="page-skeleton">
      <Skeleton h={28} w="40%" maw={320} radius="md" />
      <Skeleton h={120} radius="md" />
      <Skeleton h={120} radius="md" />
    </Stack>
  );
}
