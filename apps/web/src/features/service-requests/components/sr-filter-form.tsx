import { Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SR_STATUSES } from '@kc/domain/service-requests/rules';
import { srTechniciansQueryOptions, srTypesQueryOptions } from '../api/service-requests-api.ts';
import { readSrSearch, type SrListSearch } from '../api/sr-search-params.ts';
import { useServiceRequestsT } from '../i18n/use-service-requests-t.ts';
import { EntityPicker } from './entity-picker.tsx';

/**
 * The list's filters (status, type, assignee, property, corporation, created range, mine). They live in the URL: Apply
 * writes them there (page 1) and the list reads them back, so a filtered list reloads and can be shared.
 */
export function SrFilterForm({ search, onSearch }: { search: SrListSearch; onSearch: (search: SrListSearch) => void }) {
  const t = useServiceRequestsT();
  const types = useQuery(srTypesQueryOptions);
  const techs = useQuery(srTechniciansQueryOptions);
  const [draft, setDraft] = useState<SrListSearch>(search);
  const set = <K extends keyof SrListSearch>(key: K, value: SrListSearch[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Read back through the URL reader: what is sent is exactly what a reload would read.
    onSearch(readSrSearch({ ...draft, page: undefined }));
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={submit}
      aria-label={t('serviceRequests.filters.title')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <NativeSelect
          label={t('serviceRequests.filters.status')}
          value={text(draft.status ?? 'open')}
          onChange={(e) => set('status', readSrSearch({ status: e.currentTarget.value }).status)}
          data={[
            { value: 'open', label: t('serviceRequests.filters.statusOpen') },
            { value: 'all', label: t('serviceRequests.filters.statusAll') },
            ...SR_STATUSES.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
        <NativeSelect
          label={t('serviceRequests.filters.type')}
          value={text(draft.typeId)}
          onChange={(e) => set('typeId', readSrSearch({ typeId: e.currentTarget.value }).typeId)}
          data={[
            { value: '', label: t('serviceRequests.filters.anyType') },
            ...(types.data ?? []).map((ty) => ({ value: String(ty.id), label: ty.name })),
          ]}
        />
        <NativeSelect
          label={t('serviceRequests.filters.assignee')}
          value={text(draft.assigneeId)}
          onChange={(e) => set('assigneeId', readSrSearch({ assigneeId: e.currentTarget.value }).assigneeId)}
          data={[
            { value: '', label: t('serviceRequests.filters.anyone') },
            { value: '0', label: t('serviceRequests.filters.nobody') },
            ...(techs.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
          ]}
        />
        <Checkbox
          mt={{ base: 0, sm: 30 }}
          label={t('serviceRequests.filters.mine')}
          checked={draft.mine ?? false}
          onChange={(e) => set('mine', e.currentTarget.checked || undefined)}
        />
        <EntityPicker
          level="property"
          label={t('serviceRequests.filters.property')}
          placeholder={t('serviceRequests.filters.searchHint')}
          nothingFound={t('serviceRequests.filters.nothingFound')}
          value={draft.propertyId}
          onChange={(id) => set('propertyId', id)}
        />
        <EntityPicker
          level="corporation"
          label={t('serviceRequests.filters.corporation')}
          placeholder={t('serviceRequests.filters.searchHint')}
          nothingFound={t('serviceRequests.filters.nothingFound')}
          value={draft.corporationId}
          onChange={(id) => set('corporationId', id)}
        />
        <TextInput
          type="date"
          label={t('serviceRequests.filters.from')}
          value={draft.from ?? ''}
          onChange={(e) => set('from', e.currentTarget.value || undefined)}
        />
        <TextInput
          type="date"
          label={t('serviceRequests.filters.to')}
          value={draft.to ?? ''}
          onChange={(e) => set('to', e.currentTarget.value || undefined)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button
          variant="default"
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        >
          {t('serviceRequests.filters.clear')}
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('serviceRequests.filters.apply')}
        </Button>
      </Group>
    </Card>
  );
}
