import * as z from 'zod/mini';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPin, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Me } from '@kc/domain/auth';
import { NoteCreateSchema, type NoteLevel } from '@kc/domain/notes';
import { isInternalRole } from '@kc/domain/roles';
import { useNotesT } from '#web/features/notes/i18n/use-notes-t.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { notesQueryOptions, useAddNote, useDeleteNote } from '../api/notes.ts';

/**
 * Notes of an entity or a unit (spec 000 §7.3): pinned ("top") first, then newest; provider staff may pin (not on
 * units) and delete any. `canWrite` false hides the form (the server refuses the write too).
 */
export function NotesPanel({
  level,
  id,
  me,
  canWrite = true,
}: {
  level: NoteLevel;
  id: number;
  me: Me;
  canWrite?: boolean;
}) {
  const t = useNotesT();
  const notes = useQuery(notesQueryOptions(level, id));
  const add = useAddNote(level, id);
  const remove = useDeleteNote(level, id);
  const form = useForm({
    initialValues: { text: '', top: false },
    validate: schemaResolver(z.pick(NoteCreateSchema, { text: true }), { sync: true }),
    // The message stays until the next try.
    clearInputErrorOnChange: false,
  });
  const { text } = form.getValues();
  const internal = isInternalRole(me.role);
  const canPin = internal && level !== 'unit';

  const submit = form.onSubmit((values) => {
    add.mutate(
      { text: NoteCreateSchema.shape.text.parse(values.text), top: canPin && values.top },
      { onSuccess: () => form.reset() },
    );
  });

  const [confirming, setConfirming] = useState<number | null>(null);
  const confirmDelete = (noteId: number) => setConfirming(noteId);

  return (
    <Card withBorder radius="md" padding="md" data-testid="notes-panel">
      <Title order={2} size="h4" mb="sm">
        {t('notes.title')}
      </Title>
      <Stack gap="sm">
        {notes.isPending ? (
          <Skeleton h={48} />
        ) : (notes.data?.length ?? 0) === 0 ? (
          <Text size="sm" c="dimmed">
            {t('notes.empty')}
          </Text>
        ) : (
          notes.data!.map((note) => {
            const mine = note.author.pool === me.pool && note.author.id === me.id;
            return (
              <Paper
                key={note.id}
                withBorder
                p="sm"
                radius="sm"
                bg={note.top ? 'yellow.0' : undefined}
                data-testid="note"
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    {note.top ? (
                      <Badge size="sm" color="yellow" variant="light" leftSection={<IconPin size={12} />}>
                        {t('notes.top')}
                      </Badge>
                    ) : null}
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {note.text}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('notes.by', { name: note.author.name, time: formatDateTime(note.createdAt) })}
                    </Text>
                  </Stack>
                  {mine || internal ? (
                    <Tooltip label={t('notes.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('notes.delete')}
                        onClick={() => confirmDelete(note.id)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Paper>
            );
          })
        )}
        {canWrite ? (
          <>
            <Textarea
              label={t('notes.add')}
              placeholder={t('notes.placeholder')}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={4000}
              {...form.getInputProps('text')}
            />
            <Group justify="space-between">
              {canPin ? (
                <Checkbox label={t('notes.addTop')} {...form.getInputProps('top', { type: 'checkbox' })} />
              ) : (
                <span />
              )}
              <Button onClick={() => submit()} loading={add.isPending} disabled={text.trim() === ''}>
                {t('notes.add')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('notes.deleteTitle')} centered>
        <Text size="sm">{t('notes.deleteConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('notes.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(confirming!, { onSettled: () => setConfirming(null) })}
          >
            {t('notes.confirm')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
