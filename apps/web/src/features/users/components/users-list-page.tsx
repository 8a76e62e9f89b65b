import { Anchor, Button, Group, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { User } from '@kc/domain/users';
import { useUsersT } from '#web/features/users/i18n/use-users-t.ts';
import { DataTable, TableCard, type DataColumn } from '#web/components/data-table.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { formatDateTime, formatPhone } from '#web/lib/format.ts';
import { INTERNAL_ROLE_IDS, roleName, usersQueryOptions } from '../api/users.ts';
import { PageContainer } from '#web/components/page-container.tsx';

/** /internal-users: the provider's staff, filtered by role (?userRoleId=). */
export function UsersListPage({
  userRoleId,
  canManage,
  onRoleChange,
}: {
  userRoleId?: number;
  canManage: boolean;
  onRoleChange: (id: number | undefined) => void;
}) {
  const t = useUsersT();
  const users = useQuery(usersQueryOptions(userRoleId));
  const columns = useMemo<DataColumn<User>[]>(
    () => [
      {
        id: 'name',
        header: t('users.name'),
        sortValue: (u) => u.name,
        minWidth: 180,
        cell: (u) =>
          canManage ? (
            <Anchor component={Link} to={`/internal-users/edit-user/${u.id}`} size="sm" fw={600}>
              {u.name}
            </Anchor>
          ) : (
            <Text span size="sm" fw={600}>
              {u.name}
            </Text>
          ),
      },
      { id: 'email', header: t('users.email'), sortValue: (u) => u.email, cell: (u) => u.email, minWidth: 200 },
      { id: 'role', header: t('users.role'), sortValue: (u) => u.roleName, cell: (u) => u.roleName, minWidth: 150 },
      {
        id: 'phone',
        header: t('users.phone'),
        cell: (u) => (u.phoneNumber ? formatPhone(u.phoneNumber) : '—'),
        minWidth: 130,
      },
      {
        id: 'status',
        header: t('users.status'),
        sortValue: (u) => (u.disabled ? 1 : 0),
        minWidth: 100,
        cell: (u) => (
          <Text span size="sm" fw={600} c={u.disabled ? 'gray.7' : 'teal.9'}>
            {u.disabled ? t('users.inactive') : t('users.active')}
          </Text>
        ),
      },
      {
        id: 'last',
        header: t('users.lastActivity'),
        sortValue: (u) => u.lastActivityAt ?? '',
        cell: (u) => formatDateTime(u.lastActivityAt) || '—',
        minWidth: 170,
      },
    ],
    [canManage, t],
  );
  return (
    <PageContainer>
      <Group justify="space-between" align="flex-end">
        <PageHeader title={t('users.title')} description={canManage ? t('users.description') : t('users.noRight')} />
        {canManage ? (
          <Button component={Link} to="/internal-users/add-user" leftSection={<IconPlus size={16} />}>
            {t('users.add')}
          </Button>
        ) : null}
      </Group>
      <Select
        label={t('users.role')}
        w={{ base: '100%', sm: 280 }}
        data={[
          { value: '', label: t('users.allRoles') },
          ...INTERNAL_ROLE_IDS.map((id) => ({ value: String(id), label: roleName(id) })),
        ]}
        value={userRoleId ? String(userRoleId) : ''}
        allowDeselect={false}
        onChange={(value) => onRoleChange(value ? Number(value) : undefined)}
      />
      <TableCard>
        {users.isPending ? (
          <Text p="lg" c="dimmed">
            …
          </Text>
        ) : (users.data?.length ?? 0) === 0 ? (
          <Text p="lg" c="dimmed">
            {t('users.empty')}
          </Text>
        ) : (
          <DataTable
            rows={users.data ?? []}
            columns={columns}
            rowKey={(u) => u.id}
            initialSort={{ id: 'name', desc: false }}
          />
        )}
      </TableCard>
    </PageContainer>
  );
}
