import {
  Anchor,
  ActionIcon,
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { groupNameProblem, unitNameProblem, type Unit } from '@kc/domain/key-control';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import { unitsQueryOptions, useUnitMutations } from '../api/key-control-api.ts';

interface UnitFormValues {
  name: string;
  groupName: string;
  building: string;
  notes: string;
}
const EMPTY: UnitFormValues = { name: '', groupName: '', building: '', notes: '' };

function UnitForm({
  initial,
  busy,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  initial: UnitFormValues;
  busy: boolean;
  onSubmit: (v: UnitFormValues) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel: string;
}) {
  const t = useKeyControlT();
  const form = useForm<UnitFormValues>({
    initialValues: initial,
    validate: { name: (v) => unitNameProblem(v), groupName: (v) => groupNameProblem(v) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.setValues(EMPTY);
    } catch (e) {
      if (isApiError(e)) for (const fe of e.fieldErrors) form.setFieldError(fe.field, fe.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label={t('keycontrol.units.name')} maxLength={10} w={120} required {...form.getInputProps('name')} />
        <TextInput label={t('keycontrol.units.group')} maxLength={10} w={120} {...form.getInputProps('groupName')} />
        <TextInput label={t('keycontrol.units.building')} w={140} {...form.getInputProps('building')} />
        <TextInput label={t('keycontrol.units.notes')} w={200} {...form.getInputProps('notes')} />
        <Group gap="xs" mt={{ base: 0, sm: 25 }}>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('keycontrol.units.cancel')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </form>
  );
}

const toBody = (v: UnitFormValues) => ({
  name: v.name,
  groupName: v.groupName || null,
  building: v.building || null,
  notes: v.notes || null,
});

/** The property's unit list: add, edit, delete and .txt upload (spec 001 §5). Used by the internal, external and verification pages. */
/** `unitNotes`: link each unit to its notes page (/unit-notes/{unitId}, a customer page). */
export function UnitList({ propertyId, unitNotes = false }: { propertyId: number; unitNotes?: boolean }) {
  const t = useKeyControlT();
  const query = useQuery(unitsQueryOptions(propertyId));
  const m = useUnitMutations(propertyId);
  const [editing, setEditing] = useState<Unit | null>(null);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const [uploadErrors, setUploadErrors] = useState<{ message: string; lines: string[] } | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadErrors(null);
    try {
      const { added } = await m.upload.mutateAsync(await file.text());
      notifications.show({ color: 'teal', message: t('keycontrol.units.uploaded', { count: added }) });
    } catch (e) {
      setUploadErrors({
        message: isApiError(e) ? e.message : t('keycontrol.units.uploadFailed'),
        lines: isApiError(e) ? e.fieldErrors.map((f) => `${f.field}: ${f.message}`) : [],
      });
    }
  };

  const columns: DataColumn<Unit>[] = [
    {
      id: 'name',
      header: t('keycontrol.units.name'),
      cell: (u) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {u.name}
          </Text>
          {u.locked ? <IconLock size={14} role="img" aria-label={t('keycontrol.units.locked')} /> : null}
        </Group>
      ),
      sortValue: (u) => u.name,
    },
    { id: 'group', header: t('keycontrol.units.group'), cell: (u) => u.groupName ?? '', sortValue: (u) => u.groupName },
    {
      id: 'building',
      header: t('keycontrol.units.building'),
      cell: (u) => u.building ?? '',
      sortValue: (u) => u.building,
    },
    {
      id: 'notes',
      header: t('keycontrol.units.notes'),
      cell: (u) => (
        <Group gap={8} wrap="wrap">
          {u.notes ? <Text size="sm">{u.notes}</Text> : null}
          {unitNotes ? (
            <Anchor
              size="sm"
              renderRoot={(p) => (
                <Link
                  {...p}
                  to="/unit-notes/$unitId"
                  params={{ unitId: String(u.id) }}
                  aria-label={t('keycontrol.units.unitNotesOf', { name: u.name })}
                />
              )}
            >
              {t('keycontrol.units.unitNotes')}
            </Anchor>
          ) : null}
        </Group>
      ),
    },
    {
      id: 'actions',
      header: t('keycontrol.units.actions'),
      actions: true,
      // A locked unit (finalized cabinet, explained once above the table) offers no edit or delete at all.
      cell: (u) =>
        u.locked ? null : (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={`${t('keycontrol.units.edit')} ${u.name}`}
              onClick={() => setEditing(u)}
            >
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('keycontrol.units.delete')} ${u.name}`}
              onClick={() => setDeleting(u)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ),
    },
  ];
  const lockedCount = query.data?.filter((u) => u.locked).length ?? 0;
  // When every unit is locked the actions column would be empty on every row.
  const shown = query.data && lockedCount === query.data.length ? columns.filter((c) => c.id !== 'actions') : columns;

  return (
    <Stack gap="md">
      {lockedCount > 0 ? (
        <Alert
          color="blue"
          icon={<IconLock size={18} aria-hidden />}
          title={t('keycontrol.units.lockedTitle', { count: lockedCount })}
          data-testid="units-locked-notice"
        >
          {t('keycontrol.units.lockedNotice')}
        </Alert>
      ) : null}
      <UnitForm
        initial={EMPTY}
        busy={m.add.isPending}
        submitLabel={t('keycontrol.units.add')}
        onSubmit={(v) => m.add.mutateAsync(toBody(v))}
      />
      <Group gap="sm">
        <FileButton onChange={(f) => void upload(f)} accept=".txt,text/plain">
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={m.upload.isPending}
              data-testid="unit-upload"
            >
              {t('keycontrol.units.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('keycontrol.units.uploadHint')}
        </Text>
      </Group>
      {uploadErrors ? (
        <Alert
          color="red"
          title={uploadErrors.message}
          withCloseButton
          onClose={() => setUploadErrors(null)}
          data-testid="upload-errors"
        >
          <List size="sm">
            {uploadErrors.lines.map((l) => (
              <List.Item key={l}>{l}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {query.isPending ? (
        <Skeleton h={200} />
      ) : query.isError ? (
        <Alert color="red">{t('keycontrol.loadFailed')}</Alert>
      ) : (
        <>
          <Badge variant="light" data-testid="unit-count">
            {t('keycontrol.units.count', { count: query.data.length })}
          </Badge>
          {query.data.length === 0 ? (
            <Text c="dimmed">{t('keycontrol.units.empty')}</Text>
          ) : (
            <DataTable
              rows={query.data}
              columns={shown}
              rowKey={(u) => u.id}
              initialSort={{ id: 'name', desc: false }}
              caption={t('keycontrol.units.title')}
            />
          )}
        </>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('keycontrol.units.edit')} size="lg">
        {editing ? (
          <UnitForm
            initial={{
              name: editing.name,
              groupName: editing.groupName ?? '',
              building: editing.building ?? '',
              notes: editing.notes ?? '',
            }}
            busy={m.update.isPending}
            submitLabel={t('keycontrol.units.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (v) => {
              await m.update.mutateAsync({ id: editing.id, body: { ...toBody(v), version: editing.version } });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('keycontrol.units.delete')}>
        <Text>{t('keycontrol.units.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('keycontrol.units.cancel')}
          </Button>
          <Button
            color="red"
            loading={m.remove.isPending}
            onClick={() => deleting && m.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          >
            {t('keycontrol.units.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
