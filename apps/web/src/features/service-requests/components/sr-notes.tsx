import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SR_LIMITS, SrNoteCreateSchema, type SrNote } from '@kc/domain/service-requests/schemas';
import { SectionCard } from '#web/components/section-card.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useAddServiceRequestNote } from '../api/service-requests-api.ts';
import { useServiceRequestsT } from '../i18n/use-service-requests-t.ts';

/** The request's notes thread, oldest first (each with its writer and time), and the box that adds one. */
export function SrNotes({ requestId, notes, canAdd }: { requestId: number; notes: SrNote[]; canAdd: boolean }) {
  const t = useServiceRequestsT();
  const add = useAddServiceRequestNote(requestId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = SrNoteCreateSchema.safeParse({ message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    add.mutate(parsed.data.message, {
      onSuccess: () => {
        setMessage('');
        notifications.show({ color: 'teal', message: t('serviceRequests.notes.added') });
      },
      onError: (e) => setError(isApiError(e) ? (e.fieldErrorMap().message ?? e.message) : String(e)),
    });
  };

  return (
    <SectionCard title={t('serviceRequests.notes.title')} testId="sr-notes">
      <Stack gap="sm">
        {notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('serviceRequests.notes.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {notes.map((n) => (
              <Paper key={n.id} component="li" withBorder radius="sm" p="sm" data-testid="sr-note">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {n.user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(n.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {n.message}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
        {canAdd ? (
          <Stack gap="xs">
            <Textarea
              label={t('serviceRequests.notes.label')}
              placeholder={t('serviceRequests.notes.placeholder')}
              rows={3}
              maxLength={SR_LIMITS.note}
              value={message}
              error={error}
              onChange={(e) => {
                setMessage(e.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button
                size="sm"
                variant="light"
                leftSection={<IconMessagePlus size={16} aria-hidden />}
                loading={add.isPending}
                onClick={submit}
              >
                {t('serviceRequests.notes.add')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
