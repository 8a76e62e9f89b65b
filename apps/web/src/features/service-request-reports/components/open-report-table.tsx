import { Anchor, Badge, NativeSelect, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { formatDate, formatDateTime } from '@kc/domain/format';
import type { OpenReportField, OpenReportOriginal, PendingChanges } from '@kc/domain/service-requests/open-report';
import type { OpenReportOptions, OpenReportRow } from '@kc/domain/service-requests/reports';
import { shortDescription, srStatusName } from '@kc/domain/service-requests/rules';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { useSrReportsT } from '../i18n/use-sr-reports-t.ts';

interface Props {
  rows: readonly OpenReportRow[];
  originals: ReadonlyMap<number, OpenReportOriginal>;
  pending: PendingChanges;
  options: OpenReportOptions | undefined;
  saving: boolean;
  phone: boolean;
  onChange: (original: OpenReportOriginal, field: OpenReportField, value: number | null) => void;
}

/** A link that opens in a new tab (spec 001 §2: property, corporation and request), named as such for readers. */
function NewTab({ href, children, newTab }: { href: string; children: string; newTab: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" size="sm">
      {children}
      <VisuallyHidden> {newTab}</VisuallyHidden>
    </Anchor>
  );
}

/** The open report's rows with the inline type and assignee (spec 001 §2, §4). */
export function OpenReportTable({ rows, originals, pending, options, saving, phone, onChange }: Props) {
  const t = useSrReportsT();
  const newTab = t('srReports.newTab');
  const columns = useMemo((): DataColumn<OpenReportRow>[] => {
    const valueOf = (row: OpenReportRow, field: OpenReportField) => {
      const original = originals.get(row.id);
      return pending.get(row.id)?.[field] ?? original?.[field] ?? null;
    };
    const changed = (row: OpenReportRow, field: OpenReportField) => pending.get(row.id)?.[field] !== undefined;
    const select = (
      row: OpenReportRow,
      field: OpenReportField,
      data: { value: string; label: string }[],
      label: string,
    ) => {
      const original = originals.get(row.id);
      const value = valueOf(row, field);
      return (
        <NativeSelect
          size="xs"
          aria-label={label}
          value={value ? String(value) : ''}
          disabled={saving || !original}
          data={!value ? [{ value: '', label: t('srReports.open.unassigned'), disabled: true }, ...data] : data}
          onChange={(e) =>
            original && onChange(original, field, e.currentTarget.value ? Number(e.currentTarget.value) : null)
          }
          styles={
            changed(row, field)
              ? { input: { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 } }
              : undefined
          }
          data-testid={`sr-${field === 'serviceRequestTypeId' ? 'type' : 'assignee'}-${row.id}`}
          miw={150}
        />
      );
    };
    const types = (options?.requestTypes ?? []).map((ty) => ({ value: String(ty.id), label: ty.name }));
    const users = (options?.assignableUsers ?? []).map((u) => ({ value: String(u.id), label: u.name }));
    // A request's current type or assignee stays choosable even when it is no longer offered (disabled type, login).
    const withCurrent = (data: typeof types, id: number | null, name: string | null) =>
      id === null || data.some((d) => d.value === String(id))
        ? data
        : [{ value: String(id), label: name ?? `#${id}` }, ...data];
    return [
      {
        id: 'id',
        header: t('srReports.columns.id'),
        primary: true,
        sortValue: (r) => r.id,
        minWidth: 110,
        cell: (r) => (
          <Stack gap={2} align="flex-start">
            <NewTab href={`/service-requests/property/${r.propertyId}/${r.id}`} newTab={newTab}>
              {`#${r.id}`}
            </NewTab>
            {pending.has(r.id) ? (
              <Badge size="xs" color="orange" variant="light" data-testid={`sr-pending-${r.id}`}>
                {t('srReports.open.changed')}
              </Badge>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'propertyName',
        header: t('srReports.columns.propertyName'),
        sortValue: (r) => r.propertyName,
        minWidth: 170,
        phone: 'card',
        cell: (r) => (
          <Stack gap={0}>
            <NewTab href={`/property/${r.propertyId}`} newTab={newTab}>
              {r.propertyName}
            </NewTab>
            {r.warrantyDate ? (
              <Text size="xs" c="dimmed">
                {t('srReports.open.warranty', { date: formatDate(`${r.warrantyDate}T12:00:00Z`, 'UTC') })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'corporationName',
        header: t('srReports.columns.corporationName'),
        sortValue: (r) => r.corporationName,
        minWidth: 150,
        phone: 'details',
        cell: (r) => (
          <NewTab href={`/corporation/${r.corporationId}`} newTab={newTab}>
            {r.corporationName}
          </NewTab>
        ),
      },
      {
        id: 'createdAt',
        header: t('srReports.columns.createdAt'),
        sortValue: (r) => r.createdAt,
        minWidth: 100,
        phone: 'details',
        cell: (r) => formatDate(r.createdAt),
      },
      {
        id: 'statusLastModified',
        header: t('srReports.columns.status'),
        sortValue: (r) => r.statusLastModified,
        minWidth: 140,
        phone: 'details',
        cell: (r) => (
          <Stack gap={0}>
            <Text size="sm">{srStatusName(r.statusId)}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(r.statusLastModified)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'type',
        header: t('srReports.columns.type'),
        sortValue: (r) => r.serviceRequestTypeName,
        minWidth: 170,
        phone: 'card',
        cell: (r) =>
          select(
            r,
            'serviceRequestTypeId',
            withCurrent(types, r.serviceRequestTypeId, r.serviceRequestTypeName),
            t('srReports.open.typeOf', { id: r.id }),
          ),
      },
      {
        id: 'assignee',
        header: t('srReports.columns.assignee'),
        sortValue: (r) => r.assignedToUserName,
        minWidth: 170,
        phone: 'card',
        cell: (r) =>
          select(
            r,
            'assignedToUserId',
            withCurrent(users, r.assignedToUserId, r.assignedToUserName),
            t('srReports.open.assigneeOf', { id: r.id }),
          ),
      },
      {
        id: 'description',
        header: t('srReports.columns.description'),
        minWidth: 160,
        phone: 'details',
        cell: (r) => (
          <Stack gap={2}>
            <Text size="sm" title={r.description}>
              {shortDescription(r.description)}
            </Text>
            {r.lastNote ? (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {`${r.lastNote.userName}, ${formatDate(r.lastNote.dateCreated)}: ${r.lastNote.message}`}
              </Text>
            ) : null}
            {r.noteCount ? (
              <Text size="xs" c="dimmed">
                {t('srReports.open.notes', { count: r.noteCount })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
    ];
  }, [t, newTab, originals, pending, options, saving, onChange]);

  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      phone={phone}
      initialSort={null}
      data-testid="open-report-table"
    />
  );
}
