import { Alert, Badge as Pill, Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Restriction } from '@kc/domain/badges';
import { useBadgesT } from '#web/features/badges/i18n/use-badges-t.ts';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import type { BackTarget } from '#web/components/back-link.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import {
  restrictionChoicesQueryOptions,
  restrictionsQueryOptions,
  useDeleteRestriction,
  useSaveRestriction,
} from '../api/badges-api.ts';
import { QueryState } from './page-state.tsx';
import { PageContainer } from '#web/components/page-container.tsx';

const SHOWN = 3;

function Chips({ items }: { items: string[] }) {
  const t = useBadgesT();
  return (
    <Group gap={4}>
      {items.slice(0, SHOWN).map((label) => (
        <Pill key={label} variant="light" size="sm" tt="none">
          {label}
        </Pill>
      ))}
      {items.length > SHOWN ? (
        <Text size="xs" c="dimmed">
          {t('badges.restrict.more', { count: items.length - SHOWN })}
        </Text>
      ) : null}
    </Group>
  );
}

/** Restrictions of a property: a list, and an add/edit modal choosing badges and units (spec 001 §5: one of each at least). */
export function RestrictionsPage({ propertyId, back }: { propertyId: number; back: BackTarget | null }) {
  const t = useBadgesT();
  const list = useQuery(restrictionsQueryOptions(propertyId));
  const remove = useDeleteRestriction();
  const [editing, setEditing] = useState<Restriction | 'new' | null>(null);
  const [removing, setRemoving] = useState<Restriction | null>(null);

  const columns = useMemo<DataColumn<Restriction>[]>(
    () => [
      {
        id: 'name',
        header: t('badges.restrict.name'),
        cell: (r) => r.name ?? t('badges.restrict.unnamed', { id: r.id }),
        sortValue: (r) => r.name ?? '',
        minWidth: 140,
      },
      {
        id: 'badges',
        header: t('badges.restrict.badges'),
        cell: (r) => <Chips items={r.badges.map((b) => `${b.employeeName} (${b.badgeNumber})`)} />,
        minWidth: 240,
      },
      {
        id: 'units',
        header: t('badges.restrict.units'),
        cell: (r) => <Chips items={r.units.map((u) => u.name)} />,
        minWidth: 200,
      },
      {
        id: 'actions',
        header: t('badges.columns.actions'),
        actions: true,
        cell: (r) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" variant="default" onClick={() => setEditing(r)}>
              {t('badges.restrict.edit')}
            </Button>
            <Button size="compact-sm" variant="outline" color="red" onClick={() => setRemoving(r)}>
              {t('badges.restrict.remove')}
            </Button>
          </Group>
        ),
      },
    ],
    [t],
  );

  return (
    <PageContainer>
      <PageHeader
        title={t('badges.restrict.title')}
        description={t('badges.restrict.description')}
        back={back}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('badges.restrict.add')}
          </Button>
        }
      />
      {list.data ? (
        list.data.length === 0 ? (
          <Text c="dimmed">{t('badges.restrict.empty')}</Text>
        ) : (
          <DataTable rows={list.data} columns={columns} rowKey={(r) => r.id} />
        )
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
      {editing !== null ? (
        <RestrictionModal
          propertyId={propertyId}
          restriction={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('badges.restrict.remove')} centered>
        <Stack gap="md">
          <Text size="sm">{t('badges.restrict.confirmRemove')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('badges.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    setRemoving(null);
                    notifications.show({ color: 'teal', message: t('badges.restrict.removed') });
                  },
                })
              }
            >
              {t('badges.restrict.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageContainer>
  );
}

function RestrictionModal({
  propertyId,
  restriction,
  onClose,
}: {
  propertyId: number;
  restriction?: Restriction;
  onClose: () => void;
}) {
  const t = useBadgesT();
  const choices = useQuery(restrictionChoicesQueryOptions(propertyId));
  const save = useSaveRestriction(propertyId);
  const form = useForm({
    initialValues: {
      name: restriction?.name ?? '',
      badgeIds: restriction?.badges.map((b) => String(b.id)) ?? [],
      unitIds: restriction?.units.map((u) => String(u.id)) ?? [],
    },
    validate: {
      badgeIds: (ids) => (ids.length === 0 ? t('badges.restrict.badgesHint') : null),
      unitIds: (ids) => (ids.length === 0 ? t('badges.restrict.unitsHint') : null),
    },
    // A message stays until the next save, as the server's do.
    clearInputErrorOnChange: false,
  });
  const [stale, setStale] = useState(false);

  // Badges already on the restriction stay choosable even if deactivated since.
  const badgeData = useMemo(() => {
    const map = new Map(
      (choices.data?.badges ?? []).map((b) => [String(b.id), `${b.employeeName} (${b.badgeNumber})`]),
    );
    for (const b of restriction?.badges ?? []) map.set(String(b.id), `${b.employeeName} (${b.badgeNumber})`);
    return [...map].map(([value, label]) => ({ value, label }));
  }, [choices.data, restriction]);
  const unitData = useMemo(
    () => (choices.data?.units ?? []).map((u) => ({ value: String(u.id), label: u.name })),
    [choices.data],
  );

  const submit = form.onSubmit(({ name, badgeIds, unitIds }) => {
    const body = { name: name || null, badgeIds: badgeIds.map(Number), unitIds: unitIds.map(Number) };
    save.mutate(
      { id: restriction?.id, body: restriction ? { ...body, version: restriction.version } : body },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('badges.restrict.saved') });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return setStale(true);
          if (isApiError(error)) form.setErrors(error.fieldErrorMap());
        },
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(restriction ? 'badges.restrict.modalEdit' : 'badges.restrict.modalAdd')}
      centered
      size="lg"
    >
      <Stack gap="md">
        {stale ? <Alert color="yellow">{t('badges.restrict.stale')}</Alert> : null}
        <TextInput label={t('badges.restrict.name')} {...form.getInputProps('name')} maxLength={100} />
        <MultiSelect
          label={t('badges.restrict.badges')}
          description={t('badges.restrict.badgesHint')}
          data={badgeData}
          {...form.getInputProps('badgeIds')}
          searchable
          clearable
          hidePickedOptions
          maxDropdownHeight={240}
          disabled={!choices.data}
          required
        />
        <MultiSelect
          label={t('badges.restrict.units')}
          description={t('badges.restrict.unitsHint')}
          data={unitData}
          {...form.getInputProps('unitIds')}
          searchable
          clearable
          hidePickedOptions
          maxDropdownHeight={240}
          disabled={!choices.data}
          required
          limit={200}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('badges.cancel')}
          </Button>
          <Button onClick={() => submit()} loading={save.isPending}>
            {t('badges.restrict.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
