import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { SR_LIMITS, SrCloseSchema } from '@kc/domain/service-requests/schemas';
import { useServiceRequestsT } from '../i18n/use-service-requests-t.ts';

/** Closing asks for a resolution note (decision 0062): required, checked by the domain's schema before it is sent. */
export function CloseRequestModal({
  requestId,
  opened,
  saving,
  serverError,
  onClose,
  onConfirm,
}: {
  requestId: number;
  opened: boolean;
  saving: boolean;
  serverError: string | null;
  onClose: () => void;
  onConfirm: (resolutionNote: string) => void;
}) {
  const t = useServiceRequestsT();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const parsed = SrCloseSchema.safeParse({ version: 1, resolutionNote: note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    onConfirm(parsed.data.resolutionNote);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('serviceRequests.close.title', { id: requestId })} centered>
      <Stack gap="md">
        <Text size="sm">{t('serviceRequests.close.text')}</Text>
        <Textarea
          label={t('serviceRequests.close.note')}
          required
          rows={4}
          maxLength={SR_LIMITS.resolution}
          value={note}
          error={error ?? serverError}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('serviceRequests.close.cancel')}
          </Button>
          <Button color="red" loading={saving} onClick={confirm}>
            {t('serviceRequests.close.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
