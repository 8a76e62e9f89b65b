import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, FileButton, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import {
  SR_FILE_ACCEPT,
  SR_FILE_MAX_BYTES,
  SR_FILE_MAX_PER_REQUEST,
  SR_FILE_MESSAGES,
  formatFileSize,
  type SrFile,
} from '@kc/domain/service-requests/files';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { formatDateTime } from '#web/lib/format.ts';
import {
  downloadRequestFile,
  requestFilesQueryOptions,
  useDeleteRequestFile,
  useUploadRequestFile,
} from '../api/request-files-api.ts';
import { useServiceRequestsT } from '../i18n/use-service-requests-t.ts';

const MAX_MB = SR_FILE_MAX_BYTES / 1024 / 1024;

/**
 * The files of a service request (spec 000 §7.4; decision 0065): name, size, who added it and when; download; add
 * (staff) with a busy state and the server's reason when a file is refused; delete (staff) after a confirmation.
 * The server checks every file by its content; the size check here only spares a pointless upload.
 */
export function RequestFiles({ requestId, canEdit }: { requestId: number; canEdit: boolean }) {
  const t = useServiceRequestsT();
  const files = useQuery(requestFilesQueryOptions(requestId));
  const upload = useUploadRequestFile(requestId);
  const remove = useDeleteRequestFile(requestId);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SrFile | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const rows = files.data ?? [];
  const full = rows.length >= SR_FILE_MAX_PER_REQUEST;

  const onFile = (file: File | null) => {
    setUploadError(null);
    if (!file) return;
    if (file.size > SR_FILE_MAX_BYTES) return setUploadError(SR_FILE_MESSAGES.tooLarge);
    upload.mutate(file, {
      onSuccess: (added) =>
        notifications.show({ color: 'teal', message: t('srFiles.uploaded', { name: added.fileName }) }),
      onError: (err) => setUploadError(isApiError(err) && err.message ? err.message : t('srFiles.uploadFailed')),
    });
  };

  const onDelete = () => {
    if (!confirming) return;
    setDeleteError(null);
    remove.mutate(confirming.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('srFiles.deleted', { name: confirming.fileName }) });
        setConfirming(null);
      },
      onError: () => setDeleteError(t('srFiles.deleteFailed')),
    });
  };

  const columns: DataColumn<SrFile>[] = [
    {
      id: 'name',
      header: t('srFiles.name'),
      primary: true,
      cell: (f) => (
        <Text span size="sm" fw="inherit" style={{ wordBreak: 'break-word' }}>
          {f.fileName}
        </Text>
      ),
    },
    { id: 'size', header: t('srFiles.size'), phone: 'card', cell: (f) => formatFileSize(f.sizeBytes) },
    { id: 'by', header: t('srFiles.by'), phone: 'card', cell: (f) => f.uploadedBy },
    { id: 'at', header: t('srFiles.at'), phone: 'card', cell: (f) => formatDateTime(f.uploadedAt) },
    {
      id: 'actions',
      header: t('srFiles.actions'),
      actions: true,
      cell: (f) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t('srFiles.downloadNamed', { name: f.fileName })}
            onClick={() =>
              void downloadRequestFile(f).catch(() =>
                notifications.show({ color: 'red', message: t('srFiles.downloadFailed') }),
              )
            }
          >
            {t('srFiles.download')}
          </Button>
          {canEdit ? (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t('srFiles.deleteNamed', { name: f.fileName })}
              onClick={() => {
                setDeleteError(null);
                setConfirming(f);
              }}
            >
              {t('srFiles.delete')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  const addButton = canEdit ? (
    <FileButton onChange={onFile} accept={SR_FILE_ACCEPT} disabled={full || upload.isPending}>
      {(props) => (
        <Button
          {...props}
          size="sm"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          loading={upload.isPending}
          disabled={full}
          title={full ? SR_FILE_MESSAGES.tooMany : undefined}
        >
          {t('srFiles.add')}
        </Button>
      )}
    </FileButton>
  ) : undefined;

  return (
    <SectionCard title={t('srFiles.title')} action={addButton} testId="request-files">
      <Stack gap="sm">
        {canEdit ? (
          <Text size="xs" c="dimmed">
            {t('srFiles.hint', { mb: MAX_MB, count: SR_FILE_MAX_PER_REQUEST })}
          </Text>
        ) : null}
        {upload.isPending && upload.variables ? (
          <Text size="sm" role="status">
            {t('srFiles.uploading', { name: upload.variables.name })}
          </Text>
        ) : null}
        {uploadError ? (
          <Alert color="red" variant="light" role="alert" title={t('srFiles.uploadFailed')}>
            {uploadError}
          </Alert>
        ) : null}
        {files.isPending ? (
          <Stack gap="xs">
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : files.isError ? (
          <Alert color="red" variant="light">
            {t('srFiles.loadFailed')}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('srFiles.empty')}
          </Text>
        ) : (
          <DataTable rows={rows} columns={columns} rowKey={(f) => f.id} />
        )}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('srFiles.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{confirming ? t('srFiles.deleteBody', { name: confirming.fileName }) : ''}</Text>
          {deleteError ? (
            <Alert color="red" variant="light" role="alert">
              {deleteError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('srFiles.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={onDelete} data-autofocus>
              {t('srFiles.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
