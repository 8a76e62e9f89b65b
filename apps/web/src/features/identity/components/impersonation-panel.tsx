import { Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconUserShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { DataTable, TablePager, type DataColumn } from '#web/components/data-table.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { useImpersonation } from '#web/lib/impersonation.ts';
import { STAFF_SEARCH_PAGE_SIZE, staffSearchQueryOptions, type StaffSearchItem } from '../api/staff-search.ts';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';

/**
 * "Impersonate a customer login" (spec 000 §4) for internal users holding CustomerImpersonation_ALL: search site
 * logins by name or e-mail and act as one.
 */
export function ImpersonationPanel() {
  const t = useIdentityT();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState<{ query: string; page: number } | null>(null);
  const results = useQuery({
    ...staffSearchQueryOptions(search?.query ?? '', search?.page ?? 1),
    enabled: search !== null,
  });
  const { start } = useImpersonation();
  const [startingId, setStartingId] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ query: draft.trim(), page: 1 });
  };

  const impersonate = async (login: StaffSearchItem) => {
    setStartingId(login.id);
    try {
      await start(login.id);
    } catch (error) {
      setStartingId(null);
      // 401 and 403 already have their toasts from the API client.
      if (!isApiError(error) || (error.status !== 401 && error.status !== 403)) {
        notifications.show({
          color: 'red',
          title: t('identity.impersonation.startFailed'),
          message: error instanceof Error ? error.message : '',
        });
      }
    }
  };

  const columns = useMemo<DataColumn<StaffSearchItem>[]>(
    () => [
      {
        id: 'name',
        header: t('identity.impersonation.name'),
        primary: true,
        cell: (login) => (
          <Text span size="sm" fw={600}>
            {login.name}
            {login.disabled ? (
              <Badge ml={6} size="xs" color="gray" variant="light">
                {t('identity.impersonation.disabled')}
              </Badge>
            ) : null}
          </Text>
        ),
      },
      {
        id: 'email',
        header: t('identity.impersonation.email'),
        phone: 'card',
        cell: (login) => (
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {login.email}
          </Text>
        ),
      },
      { id: 'role', header: t('identity.impersonation.role'), phone: 'card', cell: (login) => login.roleName },
      {
        id: 'corporation',
        header: t('identity.impersonation.corporation'),
        phone: 'card',
        cell: (login) => login.corporation.name,
      },
      {
        id: 'properties',
        header: t('identity.impersonation.properties'),
        phone: 'details',
        cell: (login) => (
          <Text size="sm" lineClamp={2}>
            {login.properties.map((p) => p.name).join(', ') || '—'}
          </Text>
        ),
      },
      {
        id: 'action',
        header: t('identity.impersonation.action'),
        actions: true,
        cell: (login) => <ImpersonateButton login={login} startingId={startingId} onStart={impersonate} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- impersonate only reads state setters and start
    [t, startingId, start],
  );

  const pages = results.data ? Math.ceil(results.data.total / STAFF_SEARCH_PAGE_SIZE) : 0;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="impersonation-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="impersonation-title">
            {t('identity.impersonation.panelTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('identity.impersonation.panelDescription')}
          </Text>
        </div>
        <form onSubmit={submit} role="search">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t('identity.impersonation.search')}
              placeholder={t('identity.impersonation.searchPlaceholder')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              leftSection={<IconSearch size={16} />}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={results.isFetching}>
              {t('identity.impersonation.searchButton')}
            </Button>
          </Group>
        </form>
        {search === null ? (
          <Text size="sm" c="dimmed">
            {t('identity.impersonation.prompt')}
          </Text>
        ) : results.isPending ? (
          <Stack gap={6}>
            <Skeleton h={28} />
            <Skeleton h={28} />
            <Skeleton h={28} />
          </Stack>
        ) : results.data && results.data.items.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('identity.impersonation.noResults', { query: search.query })}
          </Text>
        ) : results.data ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {t('identity.impersonation.total', { count: results.data.total })}
            </Text>
            <DataTable
              rows={results.data.items}
              columns={columns}
              rowKey={(login) => login.id}
              perPage={Math.max(1, results.data.items.length)}
              caption={t('identity.impersonation.panelTitle')}
            />
            <TablePager pages={pages} page={search.page} onChange={(page) => setSearch({ ...search, page })} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function ImpersonateButton({
  login,
  startingId,
  onStart,
}: {
  login: StaffSearchItem;
  startingId: number | null;
  onStart: (login: StaffSearchItem) => Promise<void>;
}) {
  const t = useIdentityT();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconUserShare size={14} />}
      aria-label={t('identity.impersonation.impersonateLabel', { name: login.name })}
      loading={startingId === login.id}
      disabled={startingId !== null && startingId !== login.id}
      onClick={() => void onStart(login)}
      style={{ flexShrink: 0 }}
    >
      {t('identity.impersonation.impersonate')}
    </Button>
  );
}
