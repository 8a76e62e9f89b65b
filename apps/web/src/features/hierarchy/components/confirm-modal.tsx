import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';

/** A confirmation step before a change: what will happen, the server's refusal if any, cancel and confirm. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  loading,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  loading: boolean;
  /** The refusal to show (the server's message), or null. */
  error: { title: string; message: string } | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useHierarchyT();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        {error ? (
          <Alert color="red" variant="light" title={error.title} role="alert">
            {error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('hierarchy.page.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
