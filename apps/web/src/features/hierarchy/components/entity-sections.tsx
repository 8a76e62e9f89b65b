import { Anchor, Badge, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import type { Entity, EntityLevel } from '@kc/domain/hierarchy';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import { DataTable, type DataColumn } from '#web/components/data-table.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { formatDateTime, formatPhone, phoneHref } from '#web/lib/format.ts';
import { entityStaffQueryOptions } from '#web/lib/entity-staff.ts';
import {
  contactsQueryOptions,
  useSetPrimaryContact,
  type EntityListItem,
  type StaffListItem,
} from '../api/entities.ts';
import { isApiError } from '#web/lib/api-errors.ts';
import { addressLine } from './address-block.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

export const ENTITY_PATH: Record<EntityLevel, string> = {
  corporation: '/corporation',
  division: '/division',
  region: '/region',
  property: '/property',
};

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children ?? '—'}
      </Text>
    </Stack>
  );
}

/** Name, legal name, phone, address, parents and dates of any level. */
export function DetailsCard({ entity, extra }: { entity: Entity; extra?: ReactNode }) {
  const t = useHierarchyT();
  const parents = (['corporation', 'division', 'region'] as const).filter((l) => l !== entity.level && entity[l]);
  return (
    <SectionCard title={t('hierarchy.page.details')} testId="entity-details">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Field label={t('hierarchy.fields.legalEntityName')}>{entity.legalEntityName}</Field>
        <Field label={t('hierarchy.fields.phoneNumber')}>
          {entity.phoneNumber ? (
            <Anchor href={phoneHref(entity.phoneNumber)} size="sm">
              {formatPhone(entity.phoneNumber)}
            </Anchor>
          ) : null}
        </Field>
        <Field label={t('hierarchy.fields.address')}>
          {entity.address
            ? `${addressLine(entity.address)}, ${entity.address.country}`
            : t('hierarchy.fields.noAddress')}
        </Field>
        {parents.map((l) => (
          <Field key={l} label={t(`hierarchy.levels.${l}`)}>
            <Anchor component={Link} to={`${ENTITY_PATH[l]}/${entity[l]!.id}`} size="sm">
              {entity[l]!.name}
            </Anchor>
          </Field>
        ))}
        {entity.emailDomains ? (
          <Field label={t('hierarchy.fields.emailDomains')}>
            {entity.emailDomains.length > 0 ? (
              <Group gap={4}>
                {entity.emailDomains.map((d) => (
                  <Badge key={d} variant="light" radius="sm" tt="none">
                    @{d}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Field>
        ) : null}
        {extra}
        <Field label={t('hierarchy.fields.createdAt')}>{formatDateTime(entity.createdAt)}</Field>
        <Field label={t('hierarchy.fields.updatedAt')}>{formatDateTime(entity.updatedAt)}</Field>
      </SimpleGrid>
    </SectionCard>
  );
}

/** Child entities of one level as a small sortable table with links (and where the city is). */
export function ChildrenCard({
  level,
  items,
  loading,
  addTo,
  canAdd,
}: {
  level: EntityLevel;
  items: readonly EntityListItem[];
  loading: boolean;
  addTo?: string;
  canAdd: boolean;
}) {
  const t = useHierarchyT();
  const columns = useMemo<DataColumn<EntityListItem>[]>(() => {
    const cols: DataColumn<EntityListItem>[] = [
      {
        id: 'name',
        header: t('hierarchy.fields.name'),
        sortValue: (r) => r.name,
        minWidth: 200,
        cell: (r) => (
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={`${ENTITY_PATH[level]}/${r.id}`} size="sm" fw={600}>
              {r.name}
            </Anchor>
            {r.disabled ? (
              <Badge size="xs" color="gray">
                {t('hierarchy.page.disabledBadge')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'place',
        header: t('hierarchy.fields.city_state'),
        sortValue: (r) => (r.city ? `${r.city}, ${r.state}` : null),
        cell: (r) => (r.city ? `${r.city}, ${r.state}` : '—'),
        minWidth: 140,
      },
    ];
    if (level === 'property')
      cols.push({
        id: 'customer',
        header: t('hierarchy.fields.customerNumber'),
        sortValue: (r) => r.accountingCustomerNumber ?? null,
        cell: (r) => r.accountingCustomerNumber ?? '—',
        minWidth: 120,
      });
    if (level === 'property' || level === 'region')
      cols.push({
        id: 'parent',
        header: t(level === 'property' ? 'hierarchy.levels.region' : 'hierarchy.levels.division'),
        sortValue: (r) => (level === 'property' ? r.region?.name : r.division?.name) ?? null,
        cell: (r) => (level === 'property' ? r.region?.name : r.division?.name) ?? '—',
        minWidth: 140,
      });
    return cols;
  }, [level, t]);
  const add = level === 'division' ? 'addDivision' : level === 'region' ? 'addRegion' : 'addProperty';
  return (
    <SectionCard
      title={`${t(`hierarchy.plural.${level}`)} (${items.length})`}
      testId={`children-${level}`}
      action={
        canAdd && addTo ? (
          <Button component={Link} to={addTo} size="xs" variant="light" leftSection={<IconPlus size={14} />}>
            {t(`hierarchy.page.${add}`)}
          </Button>
        ) : null
      }
    >
      {loading ? (
        <Stack gap={6}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={22} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hierarchy.page.noChildren')}
        </Text>
      ) : (
        <DataTable
          rows={items}
          columns={columns}
          rowKey={(r) => r.id}
          perPage={25}
          initialSort={{ id: 'name', desc: false }}
          minWidth={480}
          sortLabel={(column) => t('hierarchy.list.sortBy', { column })}
        />
      )}
    </SectionCard>
  );
}

/** The entity's site logins (the other team's staff form edits them) and its primary contact. */
export function ContactsCard({
  entity,
  canEdit,
  staffPath,
  canAddStaff,
}: {
  entity: Pick<Entity, 'id' | 'level' | 'name' | 'version' | 'primaryContact'>;
  canEdit: boolean;
  staffPath: string;
  canAddStaff: boolean;
}) {
  const t = useHierarchyT();
  const contacts = useQuery(contactsQueryOptions(entity.level, entity.id));
  const staff = useQuery(entityStaffQueryOptions(entity.level, entity.id, false, { silent: true }));
  const setPrimary = useSetPrimaryContact(entity.level, entity.id);
  const primary = contacts.data?.primaryContact ?? entity.primaryContact;
  /** The choice waiting for confirmation (null id: clear the primary contact). */
  const [pending, setPending] = useState<{ id: number | null; name: string } | null>(null);
  const closeConfirm = () => {
    setPending(null);
    setPrimary.reset();
  };
  const confirmPrimary = () => {
    if (!pending) return;
    setPrimary.mutate(
      { staff: pending.id === null ? null : { id: pending.id }, version: entity.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('hierarchy.page.primarySet') });
          setPending(null);
        },
      },
    );
  };
  const columns = useMemo<DataColumn<StaffListItem>[]>(
    () => [
      {
        id: 'name',
        header: t('hierarchy.staffColumns.name'),
        sortValue: (s) => s.name,
        minWidth: 180,
        cell: (s) => (
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={`${staffPath}/edit-staff/${s.id}`} size="sm" fw={600}>
              {s.name}
            </Anchor>
            {s.isPrimaryContact ? (
              <Badge size="xs" variant="light">
                {t('hierarchy.fields.primaryContact')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'email',
        header: t('hierarchy.staffColumns.email'),
        sortValue: (s) => s.email,
        cell: (s) => s.email,
        minWidth: 200,
      },
      {
        id: 'role',
        header: t('hierarchy.staffColumns.role'),
        sortValue: (s) => s.accessRoleName,
        cell: (s) => s.accessRoleName,
        minWidth: 160,
      },
    ],
    [staffPath, t],
  );
  return (
    <SectionCard
      title={t('hierarchy.page.contacts')}
      testId="entity-contacts"
      action={
        canAddStaff ? (
          <Button
            component={Link}
            to={`${staffPath}/add-staff`}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
          >
            {t('hierarchy.page.addStaff')}
          </Button>
        ) : null
      }
    >
      <Stack gap="sm">
        <Field label={t('hierarchy.fields.primaryContact')}>
          {primary ? (
            <span>
              {primary.name} ·{' '}
              <Anchor href={`mailto:${primary.email}`} size="sm">
                {primary.email}
              </Anchor>
              {primary.phoneNumber ? ` · ${formatPhone(primary.phoneNumber)}` : ''}
            </span>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('hierarchy.page.noPrimaryContact')}
            </Text>
          )}
        </Field>
        {canEdit && (contacts.data?.contacts.length ?? 0) > 0 ? (
          <Select
            label={t('hierarchy.page.setPrimary')}
            maw={420}
            data={(contacts.data?.contacts ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.name} (${c.email})`,
            }))}
            value={primary ? String(primary.id) : null}
            disabled={setPrimary.isPending}
            onChange={(value) => {
              const chosen = contacts.data?.contacts.find((c) => String(c.id) === value);
              setPending(value && chosen ? { id: chosen.id, name: chosen.name } : { id: null, name: '' });
            }}
            clearable
          />
        ) : null}
        <ConfirmModal
          opened={pending !== null}
          title={t('hierarchy.page.primaryConfirmTitle')}
          confirmLabel={t('hierarchy.page.confirm')}
          loading={setPrimary.isPending}
          error={
            setPrimary.error
              ? {
                  title: t('hierarchy.page.primaryFailed'),
                  message: (isApiError(setPrimary.error) && setPrimary.error.message) || t('hierarchy.page.loadFailed'),
                }
              : null
          }
          onConfirm={confirmPrimary}
          onClose={closeConfirm}
        >
          {pending?.id === null
            ? t('hierarchy.page.primaryClearConfirm', { entity: entity.name })
            : t('hierarchy.page.primaryConfirm', { name: pending?.name ?? '', entity: entity.name })}
        </ConfirmModal>
        {staff.isPending ? (
          <Skeleton h={60} />
        ) : (staff.data?.length ?? 0) === 0 ? (
          <Text size="sm" c="dimmed">
            {t('hierarchy.page.noContacts')}
          </Text>
        ) : (
          <DataTable
            rows={staff.data ?? []}
            columns={columns}
            rowKey={(s) => s.id}
            perPage={25}
            initialSort={{ id: 'name', desc: false }}
            minWidth={560}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
