import { ActionIcon, Anchor, Badge, Stack, Text, Tooltip } from '@mantine/core';
import { IconPin, IconPinFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { isOpenStatus } from '@kc/domain/service-requests/rules';
import type { SrRow } from '@kc/domain/service-requests/schemas';
import type { DataColumn } from '#web/components/data-table.tsx';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import type { useServiceRequestsT } from '../i18n/use-service-requests-t.ts';

type T = ReturnType<typeof useServiceRequestsT>;

export const requestPath = (r: { id: number; property: { id: number } }) =>
  `/service-requests/property/${r.property.id}/${r.id}`;

/** A status as a badge: open ones in the brand colour, closed in grey. */
export function StatusBadge({ statusId, name }: { statusId: number; name: string }) {
  return (
    <Badge variant="light" color={isOpenStatus(statusId) ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
      {name}
    </Badge>
  );
}

/** The pin toggle of a request (at most 5 pins per user: the page says so when the server refuses a sixth). */
export function PinToggle({
  row,
  t,
  busy,
  onToggle,
}: {
  row: { id: number; pinned: boolean };
  t: T;
  busy: boolean;
  onToggle: () => void;
}) {
  const label = t(row.pinned ? 'serviceRequests.pin.unpinLabel' : 'serviceRequests.pin.pinLabel', { id: row.id });
  return (
    <Tooltip label={t(row.pinned ? 'serviceRequests.pin.unpin' : 'serviceRequests.pin.pin')} withArrow>
      <ActionIcon
        variant={row.pinned ? 'light' : 'subtle'}
        color={row.pinned ? 'orange' : 'gray'}
        aria-label={label}
        aria-pressed={row.pinned}
        loading={busy}
        onClick={onToggle}
        data-testid={`sr-pin-${row.id}`}
      >
        {row.pinned ? <IconPinFilled size={16} aria-hidden /> : <IconPin size={16} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** The list's columns (cards on a phone): the request links to its page, the pin stays at each card's foot. */
export function srColumns(o: { t: T; pinning: number | null; onPin: (row: SrRow) => void }): DataColumn<SrRow>[] {
  const { t } = o;
  return [
    {
      id: 'id',
      header: t('serviceRequests.columns.id'),
      primary: true,
      minWidth: 80,
      sortValue: (r) => r.id,
      cell: (r) => (
        <Anchor component={Link} to={requestPath(r)} fw={700} aria-label={t('serviceRequests.row.open', { id: r.id })}>
          #{r.id}
        </Anchor>
      ),
    },
    {
      id: 'status',
      header: t('serviceRequests.columns.status'),
      minWidth: 110,
      phone: 'card',
      sortValue: (r) => r.statusId,
      cell: (r) => <StatusBadge statusId={r.statusId} name={r.statusName} />,
    },
    {
      id: 'property',
      header: t('serviceRequests.columns.property'),
      minWidth: 160,
      phone: 'card',
      sortValue: (r) => r.property.name,
      cell: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/property/${r.property.id}`} size="sm">
            {r.property.name}
          </Anchor>
          {/* Plain text: two small links this close are too small a target (WCAG 2.5.8); the request's page links it. */}
          <Text span size="xs" c="dimmed">
            {r.corporation.name}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'type',
      header: t('serviceRequests.columns.type'),
      minWidth: 120,
      phone: 'card',
      sortValue: (r) => r.type.name,
      cell: (r) => r.type.name,
    },
    {
      id: 'description',
      header: t('serviceRequests.columns.description'),
      minWidth: 140,
      phone: 'details',
      sortValue: (r) => r.description,
      // Spec 001 §9: 16 characters in lists; the whole text on hover and on the request's page.
      cell: (r) => (
        <Text span size="sm" title={r.description}>
          {r.shortDescription}
        </Text>
      ),
    },
    {
      id: 'assignee',
      header: t('serviceRequests.columns.assignee'),
      minWidth: 110,
      phone: 'details',
      sortValue: (r) => r.assignee?.name ?? null,
      cell: (r) =>
        r.assignee ? (
          <Text span size="sm" title={r.assignee.name}>
            {r.assignee.shortName}
          </Text>
        ) : (
          <Text span size="sm" c="dimmed">
            {t('serviceRequests.row.unassigned')}
          </Text>
        ),
    },
    {
      id: 'created',
      header: t('serviceRequests.columns.created'),
      minWidth: 110,
      phone: 'details',
      sortValue: (r) => r.createdAt,
      cell: (r) => (
        <Text span size="sm" title={`${formatDateTime(r.createdAt)} · ${r.createdByName}`}>
          {formatDate(r.createdAt)}
        </Text>
      ),
    },
    {
      id: 'pin',
      header: t('serviceRequests.columns.pin'),
      actions: true,
      minWidth: 40,
      cell: (r) => <PinToggle row={r} t={t} busy={o.pinning === r.id} onToggle={() => o.onPin(r)} />,
    },
  ];
}
