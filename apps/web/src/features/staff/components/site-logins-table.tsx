import { Badge, Card, Skeleton, Stack, Text } from '@mantine/core';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { formatPhone } from '#web/lib/format.ts';
import { entityStaffQueryOptions } from '#web/lib/entity-staff.ts';
import type { StaffListItem } from '../api/staff-api.ts';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';

const EMPTY: StaffListItem[] = [];

/** The site logins of an entity (active or inactive) as a sortable table; each name links to the staff form. */
export function SiteLoginsTable({
  level,
  entityId,
  disabled,
  editLink,
}: {
  level: EntityLevel;
  entityId: number;
  disabled: boolean;
  /** Renders the link to a login's form around its name. */
  editLink: (item: StaffListItem, label: string, children: ReactNode) => ReactNode;
}) {
  const t = useStaffT();
  const logins = useQuery(entityStaffQueryOptions(level, entityId, disabled));

  const columns = useMemo<DataColumn<StaffListItem>[]>(
    () => [
      {
        id: 'name',
        header: t('siteLogins.columns.name'),
        sortValue: (r) => r.name,
        primary: true,
        cell: (r) =>
          editLink(
            r,
            t('siteLogins.edit', { name: r.name }),
            <Text span size="sm" fw={600}>
              {r.name}
            </Text>,
          ),
      },
      {
        id: 'email',
        header: t('siteLogins.columns.email'),
        sortValue: (r) => r.email,
        phone: 'card',
        cell: (r) => (
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {r.email}
          </Text>
        ),
      },
      {
        id: 'phone',
        header: t('siteLogins.columns.phone'),
        sortValue: (r) => r.phoneNumber ?? '',
        phone: 'details',
        cell: (r) => (
          <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
            {r.phoneNumber ? formatPhone(r.phoneNumber) : '—'}
          </Text>
        ),
      },
      {
        id: 'role',
        header: t('siteLogins.columns.role'),
        sortValue: (r) => r.accessRoleName,
        phone: 'card',
        cell: (r) => r.accessRoleName,
      },
      {
        id: 'primary',
        header: t('siteLogins.columns.primary'),
        phone: 'card',
        cell: (r) =>
          r.isPrimaryContact ? (
            <Badge variant="light" radius="sm">
              {t('siteLogins.primary')}
            </Badge>
          ) : null,
      },
    ],
    [editLink, t],
  );
  const rows = logins.data ?? EMPTY;

  if (logins.isPending) {
    return (
      <Card withBorder radius="md" padding="md">
        <Stack gap={8} data-testid="site-logins-loading">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h={28} />
          ))}
        </Stack>
      </Card>
    );
  }
  if (rows.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed" role="status">
          {t(disabled ? 'siteLogins.emptyInactive' : 'siteLogins.empty')}
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="xs">
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        initialSort={{ id: 'name', desc: false }}
        data-testid="site-logins-table"
      />
      <Text size="sm" c="dimmed">
        {t('siteLogins.count', { count: rows.length })}
      </Text>
    </Stack>
  );
}
