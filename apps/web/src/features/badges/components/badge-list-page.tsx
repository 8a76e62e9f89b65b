import { Anchor, Badge as Pill, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArrowLeft, IconLock, IconPlus, IconUserOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { UNUSED_BADGE_DEFAULT_DAYS, type Badge } from '@kc/domain/badges';
import { useBadgesT } from '#web/features/badges/i18n/use-badges-t.ts';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import { badgeListQueryOptions, useClearUnusedBadges, useSetBadgeActive } from '../api/badges-api.ts';
import { QueryState } from './page-state.tsx';
import { PageContainer } from '#web/components/page-container.tsx';

/**
 * Active or inactive employees of a property (spec 000 §2.3). Badges are never deleted: active rows offer
 * Deactivate (after a confirmation), inactive rows Reactivate.
 */
export function BadgeListPage({
  propertyId,
  active,
  propertyName,
}: {
  propertyId: number;
  active: boolean;
  propertyName: string | null;
}) {
  const t = useBadgesT();
  const params = useMemo(() => ({ propertyId: String(propertyId) }), [propertyId]);
  const list = useQuery(badgeListQueryOptions(propertyId, active));
  const setActive = useSetBadgeActive();
  const [confirm, setConfirm] = useState<Badge | null>(null);
  const [clearOpen, setClearOpen] = useState(false);

  const { mutate } = setActive;
  const toggle = useCallback(
    (badge: Badge, next: boolean) =>
      mutate(
        { badge, active: next },
        {
          onSuccess: () => {
            setConfirm(null);
            notifications.show({
              color: 'teal',
              message: t(next ? 'badges.reactivated' : 'badges.deactivated', { name: badge.employeeName }),
            });
          },
        },
      ),
    [mutate, t],
  );

  const columns = useMemo<DataColumn<Badge>[]>(
    () => [
      {
        id: 'employee',
        header: t('badges.columns.employee'),
        cell: (b) => (
          <Text size="sm" fw={500}>
            {b.employeeName}
          </Text>
        ),
        sortValue: (b) => b.employeeName,
        minWidth: 160,
        primary: true,
      },
      {
        id: 'number',
        header: t('badges.columns.badgeNumber'),
        cell: (b) => b.badgeNumber,
        sortValue: (b) => b.badgeNumber,
        phone: 'card',
      },
      {
        id: 'fingerprint',
        header: t('badges.columns.fingerprint'),
        cell: (b) =>
          b.fingerprint ? (
            <Pill variant="light" size="sm">
              {t('badges.yes')}
            </Pill>
          ) : (
            t('badges.no')
          ),
      },
      {
        id: 'start',
        header: t('badges.columns.startDate'),
        cell: (b) => (b.startDate ? formatDate(b.startDate, 'UTC') : '—'),
        sortValue: (b) => b.startDate,
      },
      active
        ? {
            id: 'lastUsed',
            header: t('badges.columns.lastUsed'),
            cell: (b) => (b.lastUsed ? formatDateTime(b.lastUsed) : t('badges.never')),
            sortValue: (b) => b.lastUsed,
            phone: 'card',
          }
        : {
            id: 'deactivated',
            header: t('badges.columns.deactivated'),
            cell: (b) => (b.deactivatedAt ? formatDateTime(b.deactivatedAt) : '—'),
            sortValue: (b) => b.deactivatedAt,
            phone: 'card',
          },
      {
        id: 'actions',
        header: t('badges.columns.actions'),
        minWidth: 190,
        actions: true,
        cell: (b) => (
          <Group gap="xs" wrap="nowrap">
            <Anchor
              size="sm"
              renderRoot={(p) => (
                <Link
                  {...p}
                  to="/badges/property/$propertyId/edit/$badgeId"
                  params={{ ...params, badgeId: String(b.id) }}
                  aria-label={`${t('badges.edit')} ${b.employeeName}`}
                />
              )}
            >
              {t('badges.edit')}
            </Anchor>
            {active ? (
              <Button
                size="compact-sm"
                variant="outline"
                color="red"
                onClick={() => setConfirm(b)}
                aria-label={`${t('badges.deactivate')} ${b.employeeName}`}
              >
                {t('badges.deactivate')}
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => toggle(b, true)}
                loading={setActive.isPending && setActive.variables?.badge.id === b.id}
                aria-label={`${t('badges.reactivate')} ${b.employeeName}`}
              >
                {t('badges.reactivate')}
              </Button>
            )}
          </Group>
        ),
      },
    ],
    [active, t, params, toggle, setActive.isPending, setActive.variables],
  );

  return (
    <PageContainer>
      <PageHeader
        title={t(active ? 'badges.activeTitle' : 'badges.inactiveTitle')}
        description={propertyName ? t('badges.description', { property: propertyName }) : undefined}
      />
      <Group gap="sm">
        {active ? (
          <Button
            renderRoot={(p) => <Link {...p} to="/badges/property/$propertyId/add" params={params} />}
            leftSection={<IconPlus size={16} />}
          >
            {t('badges.addBadge')}
          </Button>
        ) : null}
        <Button
          renderRoot={(p) => (
            <Link
              {...p}
              to={active ? '/badges/property/$propertyId/inactive' : '/badges/property/$propertyId/active'}
              params={params}
            />
          )}
          variant="default"
          leftSection={active ? <IconArchive size={16} /> : <IconArrowLeft size={16} />}
        >
          {t(active ? 'badges.showInactive' : 'badges.showActive')}
        </Button>
        <Button
          renderRoot={(p) => <Link {...p} to="/badge-restrictions/property/$propertyId" params={params} />}
          variant="default"
          leftSection={<IconLock size={16} />}
        >
          {t('badges.restrictions')}
        </Button>
        {active ? (
          <Button variant="default" leftSection={<IconUserOff size={16} />} onClick={() => setClearOpen(true)}>
            {t('badges.clearUnused')}
          </Button>
        ) : null}
      </Group>
      {list.data ? (
        list.data.length === 0 ? (
          <Text c="dimmed">{t(active ? 'badges.emptyActive' : 'badges.emptyInactive')}</Text>
        ) : (
          <DataTable
            rows={list.data}
            columns={columns}
            rowKey={(b) => b.id}
            initialSort={{ id: 'employee', desc: false }}
          />
        )
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('badges.confirmDeactivateTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {confirm
              ? t('badges.confirmDeactivate', { name: confirm.employeeName, number: confirm.badgeNumber })
              : null}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('badges.cancel')}
            </Button>
            <Button color="red" loading={setActive.isPending} onClick={() => confirm && toggle(confirm, false)}>
              {t('badges.deactivate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ClearUnusedDialog propertyId={propertyId} opened={clearOpen} onClose={() => setClearOpen(false)} />
    </PageContainer>
  );
}

function ClearUnusedDialog({
  propertyId,
  opened,
  onClose,
}: {
  propertyId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useBadgesT();
  const clear = useClearUnusedBadges(propertyId);
  const [days, setDays] = useState<number>(UNUSED_BADGE_DEFAULT_DAYS);
  const run = () =>
    clear.mutate(days, {
      onSuccess: ({ deactivated }) => {
        notifications.show({
          color: 'teal',
          message: deactivated === 0 ? t('badges.clearedNone') : t('badges.cleared', { count: deactivated }),
        });
        onClose();
      },
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('badges.clearUnusedTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('badges.clearUnusedText')}</Text>
        <NumberInput
          label={t('badges.clearUnusedDays')}
          value={days}
          min={1}
          max={3650}
          allowDecimal={false}
          onChange={(v) => setDays(typeof v === 'number' ? v : UNUSED_BADGE_DEFAULT_DAYS)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('badges.cancel')}
          </Button>
          <Button color="red" loading={clear.isPending} onClick={run} disabled={days < 1}>
            {t('badges.clearUnusedConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
