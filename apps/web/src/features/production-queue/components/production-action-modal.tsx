import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ProductionQueueRow } from '@kc/domain/purchase-orders/search';
import type { ProductionAction } from '../api/production-actions.ts';
import { useProductionQueueT } from '../i18n/use-production-queue-t.ts';

export const ACTION_MAX = 120;

/**
 * The confirmation of a production action: what will happen to which order, the free text of "action completed", the
 * server's refusal in place. Confirm runs it; the page closes the modal once the server has answered.
 */
export function ProductionActionModal({
  pending,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  pending: { action: ProductionAction; row: ProductionQueueRow } | null;
  busy: boolean;
  /** The server's refusal (not a stale order: that closes the modal), or a field error for the text. */
  error: { message: string; field?: boolean } | null;
  onConfirm: (text?: string) => void;
  onClose: () => void;
}) {
  const t = useProductionQueueT();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const action = pending?.action;
  const needsText = action?.kind === 'action-completed';
  const trimmed = text.trim();
  const localError = needsText && touched && !trimmed ? t('productionQueue.confirm.required') : null;
  const close = () => {
    setText('');
    setTouched(false);
    onClose();
  };
  const confirm = () => {
    setTouched(true);
    if (needsText && !trimmed) return;
    onConfirm(needsText ? trimmed : undefined);
  };
  const vars = pending ? { id: pending.row.id, property: pending.row.propertyName } : { id: 0, property: '' };
  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={action ? t(`productionQueue.actions.${action.id}`) : ''}
      centered
    >
      {action ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t(`productionQueue.confirm.${action.id}`, vars)}</Text>
            {needsText ? (
              <TextInput
                label={t('productionQueue.confirm.actionLabel')}
                placeholder={t('productionQueue.confirm.actionHint')}
                value={text}
                maxLength={ACTION_MAX}
                onChange={(e) => setText(e.currentTarget.value)}
                onBlur={() => setTouched(true)}
                error={localError ?? (error?.field ? error.message : null)}
                required
                data-autofocus
              />
            ) : null}
            {error && !error.field ? (
              <Alert color="red" variant="light" title={t('productionQueue.failed')} role="alert">
                {error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('productionQueue.confirm.cancel')}
              </Button>
              <Button type="submit" loading={busy} data-autofocus={needsText ? undefined : true}>
                {t(needsText ? 'productionQueue.confirm.save' : 'productionQueue.confirm.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
