import { Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PO_STATUSES } from '@kc/domain/purchase-orders/status';
import { PO_TYPES } from '@kc/domain/purchase-orders/catalog';
import { purchaseOrderLookupsQueryOptions } from '../api/purchase-orders-api.ts';
import { PO_TEXT_FILTERS, readPoSearch, type PoSearch, type PoVariant } from '../api/po-search-params.ts';
import { usePurchaseOrdersT } from '../i18n/use-purchase-orders-t.ts';

/** What the form edits: every field as the text of its input, read back through the query-string reader. */
type Draft = Record<string, string | boolean | string[]>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LAST_YEARS = 10;

function toDraft(search: PoSearch): Draft {
  const text = (v: number | string | undefined) => (v === undefined ? '' : String(v));
  return {
    representativeId: text(search.representativeId),
    year: text(search.year),
    month: text(search.month),
    propertyName: search.propertyName ?? '',
    propertyCode: search.propertyCode ?? '',
    corporationName: search.corporationName ?? '',
    customerNumber: search.customerNumber ?? '',
    purchaseOrderStatuses: (search.purchaseOrderStatuses ?? []).map(String),
    typeId: text(search.typeId),
    managerApproved: search.managerApproved === undefined ? '' : String(search.managerApproved),
    last60Days: search.last60Days ?? false,
    otherReps: search.otherReps ?? false,
  };
}

/**
 * The look-ups' filter form (spec 001 §7 payload). The filters live in the URL: Search writes them there (page 1) and
 * the list reads them back, so a link reloads to the same results and can be shared.
 */
export function PoFilterForm({
  variant,
  search,
  me,
  onSearch,
}: {
  variant: PoVariant;
  search: PoSearch;
  me: { id: number; name: string };
  onSearch: (search: PoSearch) => void;
}) {
  const t = usePurchaseOrdersT();
  const lookups = useQuery(purchaseOrderLookupsQueryOptions);
  const [draft, setDraft] = useState<Draft>(() => toDraft(search));
  const set = (key: string, value: string | boolean | string[]) => setDraft((d) => ({ ...d, [key]: value }));
  const str = (key: string) => draft[key] as string;

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: LAST_YEARS + 1 }, (_, i) => String(thisYear + 1 - i));
  if (search.year && !years.includes(String(search.year))) years.push(String(search.year));

  // The sales look-up shows the signed-in rep's own orders unless another is chosen (decision 0054).
  const reps = [...(lookups.data?.salesReps ?? []), ...(lookups.data?.installers ?? [])];
  if (!reps.some((r) => r.id === me.id)) reps.unshift(me);
  const sales = variant === 'sales';
  const repOptions = [
    ...(sales ? [] : [{ value: '', label: t('purchaseOrders.filters.anyRepresentative') }]),
    ...reps.map((r) => ({
      value: String(r.id),
      label: r.id === me.id ? t('purchaseOrders.filters.me', { name: r.name }) : r.name,
    })),
  ];
  const repValue = str('representativeId') || (sales ? String(me.id) : '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { page: _page, ...filters } = readPoSearch({
      ...draft,
      // The sales look-up's default is the caller: leave it out of the URL unless another rep is chosen.
      representativeId: sales && draft.representativeId === String(me.id) ? '' : draft.representativeId,
    });
    onSearch(filters);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={submit}
      aria-label={t('purchaseOrders.filters.title')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <NativeSelect
          label={t('purchaseOrders.filters.representative')}
          value={repValue}
          data={repOptions}
          onChange={(e) => set('representativeId', e.currentTarget.value)}
        />
        <NativeSelect
          label={t('purchaseOrders.filters.year')}
          value={str('year')}
          data={[{ value: '', label: t('purchaseOrders.filters.anyYear') }, ...years]}
          onChange={(e) => set('year', e.currentTarget.value)}
        />
        <NativeSelect
          label={t('purchaseOrders.filters.month')}
          value={str('month')}
          data={[
            { value: '', label: t('purchaseOrders.filters.anyMonth') },
            ...MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
          ]}
          onChange={(e) => set('month', e.currentTarget.value)}
        />
        {variant === 'conversions' ? (
          <TextInput
            label={t('purchaseOrders.filters.type')}
            value={t('purchaseOrders.filters.conversionsOnly')}
            readOnly
          />
        ) : (
          <NativeSelect
            label={t('purchaseOrders.filters.type')}
            value={str('typeId')}
            data={[
              { value: '', label: t('purchaseOrders.filters.anyType') },
              ...PO_TYPES.map((type) => ({ value: String(type.id), label: type.name })),
            ]}
            onChange={(e) => set('typeId', e.currentTarget.value)}
          />
        )}
        {PO_TEXT_FILTERS.map((key) => (
          <TextInput
            key={key}
            label={t(`purchaseOrders.filters.${key}`)}
            value={str(key)}
            onChange={(e) => set(key, e.currentTarget.value)}
          />
        ))}
        <NativeSelect
          label={t('purchaseOrders.filters.approval')}
          value={str('managerApproved')}
          data={[
            { value: '', label: t('purchaseOrders.filters.approvalAny') },
            { value: 'true', label: t('purchaseOrders.filters.approvalYes') },
            { value: 'false', label: t('purchaseOrders.filters.approvalNo') },
          ]}
          onChange={(e) => set('managerApproved', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Checkbox.Group
        mt="sm"
        label={t('purchaseOrders.filters.statuses')}
        value={draft.purchaseOrderStatuses as string[]}
        onChange={(v) => set('purchaseOrderStatuses', v)}
      >
        <Group gap="sm" mt={4}>
          {PO_STATUSES.map((s) => (
            <Checkbox key={s.id} value={String(s.id)} label={s.name} size="sm" />
          ))}
        </Group>
      </Checkbox.Group>
      <Group mt="sm" gap="lg">
        <Checkbox
          label={t('purchaseOrders.filters.last60Days')}
          checked={draft.last60Days as boolean}
          onChange={(e) => set('last60Days', e.currentTarget.checked)}
        />
        <Checkbox
          label={t('purchaseOrders.filters.otherReps')}
          description={t('purchaseOrders.filters.otherRepsHint')}
          checked={draft.otherReps as boolean}
          onChange={(e) => set('otherReps', e.currentTarget.checked)}
        />
      </Group>
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="xs" c="dimmed">
          {t('purchaseOrders.filters.shareHint')}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setDraft(toDraft({}));
              onSearch({});
            }}
          >
            {t('purchaseOrders.filters.clear')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('purchaseOrders.filters.search')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
