import { Button, Card, Group, MultiSelect, SimpleGrid, Title } from '@mantine/core';
import type { OpenReportOptions } from '@kc/domain/service-requests/reports';
import { DateRangeFields, type RangeField } from './report-parts.tsx';
import type { CriteriaDraft } from '../api/open-report-query.ts';
import { useSrReportsT } from '../i18n/use-sr-reports-t.ts';

interface Props {
  draft: CriteriaDraft;
  onChange: (draft: CriteriaDraft) => void;
  onTouch: (field: RangeField) => void;
  /** The from-after-to messages of the touched fields (spec 001 §5), as message keys. */
  errors: Partial<Record<RangeField, string>>;
  options: OpenReportOptions | undefined;
  generateDisabled: boolean;
  generating: boolean;
  onGenerate: () => void;
}

const choices = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));

/** The open report's criteria card (spec 001 §2, §3 open report criteria, §5). */
export function OpenReportCriteria({ draft, onChange, onTouch, errors, options, ...props }: Props) {
  const t = useSrReportsT();
  const multi = (
    field: Exclude<keyof CriteriaDraft, RangeField>,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <MultiSelect
      label={label}
      placeholder={draft[field].length ? undefined : t('srReports.open.any')}
      data={data}
      value={draft[field]}
      onChange={(value) => onChange({ ...draft, [field]: value })}
      searchable
      clearable
      hidePickedOptions
      maxDropdownHeight={240}
      limit={200}
      disabled={!options}
      data-testid={`criteria-${field}`}
    />
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className="kc-no-print"
      component="section"
      aria-labelledby="criteria-title"
    >
      <Title order={2} size="h4" id="criteria-title" mb="sm">
        {t('srReports.open.criteria')}
      </Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onGenerate();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <DateRangeFields
            value={draft}
            errors={errors}
            onChange={(field, day) => onChange({ ...draft, [field]: day })}
            onTouch={onTouch}
          />
          {multi('properties', t('srReports.open.properties'), choices(options?.properties))}
          {multi('corporations', t('srReports.open.corporations'), choices(options?.corporations))}
          {multi(
            'serviceTechs',
            t('srReports.open.technicians'),
            (options?.technicians ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${u.shortName})` })),
          )}
          {multi('requestTypes', t('srReports.open.requestTypes'), choices(options?.requestTypes))}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={props.generateDisabled} loading={props.generating}>
            {t('srReports.open.generate')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
