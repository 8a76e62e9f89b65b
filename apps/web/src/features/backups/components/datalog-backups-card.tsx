import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, FileButton, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BACKUP_LIMITS, type SystemBackup } from '@kc/domain/devices';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { isApiError } from '#web/lib/api-errors.ts';
import { backupsQueryOptions, downloadBackup, useRestoreBackup, useUploadBackup } from '../api/backups.ts';

/** The card's strings (English; the catalogue stays local until the scanning pages get their own i18n file). */
const TEXT = {
  title: 'Backups',
  datalog: 'Datalog',
  upload: 'Upload backup (.zip)',
  uploading: 'Uploading…',
  uploaded: 'Backup uploaded',
  empty: "No backups yet. Upload a zip of the cabinet's .xls files to keep one.",
  loadFailed: 'The backups could not be loaded.',
  file: 'File',
  size: 'Size',
  entries: 'Files',
  created: 'Uploaded',
  by: 'By',
  restored: 'Restored',
  actions: 'Actions',
  download: 'Download',
  restore: 'Restore',
  restoreTitle: 'Restore this backup?',
  restoreBody: (name: string) =>
    `The datalog will fetch "${name}" the next time it checks in and replace its settings with it.`,
  restoreConfirm: 'Restore',
  cancel: 'Cancel',
  restoreQueued: 'The datalog will restore this backup at its next check-in',
  restoreFailed: 'backup restore failed',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB`,
  notZip: 'Choose a .zip file',
  failed: 'Upload failed',
  pending: 'Pending restore',
} as const;

const MAX_MB = Math.round(BACKUP_LIMITS.maxZipBytes / 1024 / 1024);

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A datalog's system backups: list, upload a zip of .xls files, download, restore (provider staff). */
/** One card per datalog; with several on a page, `datalogNumber` tells them apart in the heading. */
export function DatalogBackupsCard({
  propertyId,
  datalogId,
  datalogNumber,
}: {
  propertyId: number;
  datalogId: number;
  datalogNumber?: number;
}) {
  const backups = useQuery(backupsQueryOptions(datalogId));
  const upload = useUploadBackup(datalogId);
  const restore = useRestoreBackup(datalogId);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SystemBackup | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const newestRestore = backups.data
    ?.filter((b) => b.restoredAt)
    .sort((a, b) => b.restoredAt!.localeCompare(a.restoredAt!))[0];

  const onFile = (file: File | null) => {
    setUploadError(null);
    if (!file) return;
    if (!/\.zip$/i.test(file.name)) return setUploadError(TEXT.notZip);
    if (file.size > BACKUP_LIMITS.maxZipBytes) return setUploadError(TEXT.tooLarge(MAX_MB));
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'teal', message: TEXT.uploaded }),
      onError: (err) => setUploadError(isApiError(err) ? err.message : TEXT.failed),
    });
  };

  const onRestore = () => {
    if (!confirming) return;
    setRestoreError(null);
    restore.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        notifications.show({ color: 'teal', message: TEXT.restoreQueued });
      },
      onError: () => setRestoreError(TEXT.restoreFailed),
    });
  };

  const rows = backups.data ?? [];
  const columns: DataColumn<SystemBackup>[] = [
    {
      id: 'file',
      header: TEXT.file,
      primary: true,
      cell: (b) => (
        <Text span size="sm" fw="inherit" style={{ wordBreak: 'break-all' }}>
          {b.fileName}
          {newestRestore?.id === b.id ? (
            <Badge ml="xs" size="sm" variant="light">
              {TEXT.pending}
            </Badge>
          ) : null}
        </Text>
      ),
    },
    { id: 'size', header: TEXT.size, phone: 'card', cell: (b) => formatSize(b.sizeBytes) },
    { id: 'entries', header: TEXT.entries, phone: 'details', cell: (b) => b.entryCount },
    { id: 'created', header: TEXT.created, phone: 'card', cell: (b) => formatDateTime(b.createdAt) },
    { id: 'by', header: TEXT.by, phone: 'details', cell: (b) => b.createdBy },
    {
      id: 'restored',
      header: TEXT.restored,
      phone: 'card',
      cell: (b) => (b.restoredAt ? formatDateTime(b.restoredAt) : ''),
    },
    {
      id: 'actions',
      header: TEXT.actions,
      actions: true,
      cell: (b) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`${TEXT.download} ${b.fileName}`}
            onClick={() =>
              void downloadBackup(b).catch(() => notifications.show({ color: 'red', message: TEXT.loadFailed }))
            }
          >
            {TEXT.download}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="orange"
            aria-label={`${TEXT.restore} ${b.fileName}`}
            onClick={() => {
              setRestoreError(null);
              setConfirming(b);
            }}
          >
            {TEXT.restore}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Card withBorder padding="md" data-property-id={propertyId} data-datalog-id={datalogId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {datalogNumber === undefined ? TEXT.title : `${TEXT.title} · ${TEXT.datalog} ${datalogNumber}`}
          </Title>
          <FileButton onChange={onFile} accept=".zip,application/zip">
            {(props) => (
              <Button {...props} size="sm" loading={upload.isPending}>
                {TEXT.upload}
              </Button>
            )}
          </FileButton>
        </Group>
        {uploadError ? (
          <Alert color="red" variant="light" role="alert" title={TEXT.failed}>
            {uploadError}
          </Alert>
        ) : null}
        {backups.isPending ? (
          <Stack gap="xs">
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : backups.isError ? (
          <Alert color="red" variant="light">
            {TEXT.loadFailed}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {TEXT.empty}
          </Text>
        ) : (
          <DataTable rows={rows} columns={columns} rowKey={(b) => b.id} />
        )}
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={TEXT.restoreTitle} centered>
        <Stack gap="md">
          <Text size="sm">{confirming ? TEXT.restoreBody(confirming.fileName) : ''}</Text>
          {restoreError ? (
            <Alert color="red" variant="light" role="alert">
              {restoreError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {TEXT.cancel}
            </Button>
            <Button color="orange" loading={restore.isPending} onClick={onRestore} data-autofocus>
              {TEXT.restoreConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
