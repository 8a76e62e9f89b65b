import { ActionIcon, Alert, Box, Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Datalog, KeyTagSchema } from '@kc/domain/key-control';
import type * as z from 'zod/mini';
import { DataTable } from '#web/components/data-table.tsx';
import { answerKey } from '#web/lib/answer-key.ts';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import {
  datalogQueryOptions,
  keyTagsQueryOptions,
  unitsQueryOptions,
  useDatalogMutations,
} from '../api/key-control-api.ts';
import {
  emptyTagRow,
  tagNumberError,
  tagRowsInitialValues,
  tagsBody,
  type TagRowsValues,
} from '../api/key-tags-form.ts';
import { FinalizedNotice } from './finalized-notice.tsx';
import { KcPage } from './kc-page.tsx';

/** /property/{id}/scanning/{datalogId}/units: pair key tags with units (and optionally hooks) before finalize. */
export function ScanningUnitsPage({ propertyId, datalogId }: { propertyId: number; datalogId: number }) {
  const t = useKeyControlT();
  const datalog = useQuery(datalogQueryOptions(datalogId));
  const tags = useQuery(keyTagsQueryOptions(datalogId));
  const units = useQuery(unitsQueryOptions(propertyId));
  // The save stays here: the form remounts when the saved tags arrive, and an unmounted caller's callbacks never run.
  const { saveTags } = useDatalogMutations(datalogId, propertyId);
  const d = datalog.data;
  const unitOptions = (units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }));

  return (
    <KcPage
      title={
        d
          ? `${t('keycontrol.tags.title')}: ${t('keycontrol.scanning.datalog')} ${d.datalogNumber}`
          : t('keycontrol.tags.title')
      }
      description={d?.finalized ? undefined : t('keycontrol.tags.hint')}
      back={{ to: `/property/${propertyId}/scanning`, label: t('keycontrol.backToScanning') }}
    >
      {datalog.isError || tags.isError ? (
        <Alert color="red">{t('keycontrol.loadFailed')}</Alert>
      ) : !d || !tags.data ? (
        <Skeleton h={300} />
      ) : d.finalized ? (
        <FinalizedTags datalog={d} tags={tags.data} />
      ) : (
        // The rows restart from the server's tags whenever a fresh list arrives.
        <TagRowsForm
          key={answerKey(tags.data)}
          datalog={d}
          tags={tags.data}
          unitOptions={unitOptions}
          saveTags={saveTags}
        />
      )}
    </KcPage>
  );
}

/** A finalized datalog's tags (spec 001 §4 "Datalog finalize"): why they are locked, once, then the pairing as text. */
function FinalizedTags({ datalog, tags }: { datalog: Datalog; tags: z.infer<typeof KeyTagSchema>[] }) {
  const t = useKeyControlT();
  const rows = [...tags].sort((a, b) => a.hookNumber - b.hookNumber);
  return (
    <Stack gap="md">
      <FinalizedNotice datalog={datalog}>{t('keycontrol.tags.finalizedText')}</FinalizedNotice>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('keycontrol.tags.empty')}</Text>
      ) : (
        <Box maw={520}>
          {/* Three short columns fit a phone, so the pairing stays a table there too. */}
          <DataTable
            rows={rows}
            rowKey={(r) => r.id}
            perPage={Math.max(1, rows.length)}
            phone={false}
            data-testid="finalized-tags"
            columns={[
              { id: 'hook', header: t('keycontrol.tags.hook'), cell: (r) => r.hook },
              { id: 'tag', header: t('keycontrol.tags.tag'), cell: (r) => r.tagNumber },
              { id: 'unit', header: t('keycontrol.tags.unit'), cell: (r) => r.unitName ?? t('keycontrol.tags.noUnit') },
            ]}
          />
        </Box>
      )}
    </Stack>
  );
}

function TagRowsForm({
  datalog,
  tags,
  unitOptions,
  saveTags,
}: {
  datalog: Datalog;
  tags: Parameters<typeof tagRowsInitialValues>[0];
  unitOptions: { value: string; label: string }[];
  saveTags: ReturnType<typeof useDatalogMutations>['saveTags'];
}) {
  const t = useKeyControlT();
  const form = useForm<TagRowsValues>({
    initialValues: tagRowsInitialValues(tags),
    validate: { rows: { tagNumber: tagNumberError } },
    // A tag's problem shows as it is typed.
    validateInputOnChange: true,
  });
  const rows = form.getValues().rows;
  const save = form.onSubmit((values) =>
    saveTags.mutate(tagsBody(values, datalog.rowVersion), {
      onSuccess: () => notifications.show({ color: 'teal', message: t('keycontrol.tags.saved') }),
    }),
  );

  return (
    <Stack gap="md">
      {rows.length === 0 ? (
        <Text c="dimmed">{t('keycontrol.tags.empty')}</Text>
      ) : (
        <DataTable
          rows={rows.map((r, index) => ({ ...r, index }))}
          rowKey={(r) => r.key}
          perPage={Math.max(1, rows.length)}
          columns={[
            {
              id: 'tag',
              header: t('keycontrol.tags.tag'),
              phone: 'card',
              cell: ({ index }) => (
                <TextInput
                  aria-label={t('keycontrol.tags.tag')}
                  w={90}
                  maxLength={4}
                  {...form.getInputProps(`rows.${index}.tagNumber`)}
                />
              ),
            },
            {
              id: 'hook',
              header: t('keycontrol.tags.hook'),
              phone: 'card',
              cell: ({ index }) => (
                <TextInput
                  aria-label={t('keycontrol.tags.hook')}
                  w={80}
                  {...form.getInputProps(`rows.${index}.hook`)}
                />
              ),
            },
            {
              id: 'unit',
              header: t('keycontrol.tags.unit'),
              phone: 'card',
              cell: ({ index }) => (
                <Select
                  aria-label={t('keycontrol.tags.unit')}
                  w={160}
                  searchable
                  clearable
                  placeholder={t('keycontrol.tags.noUnit')}
                  data={unitOptions}
                  {...form.getInputProps(`rows.${index}.unitId`)}
                />
              ),
            },
            {
              id: 'remove',
              header: t('keycontrol.tags.remove'),
              actions: true,
              cell: ({ index }) => (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('keycontrol.tags.remove')}
                  onClick={() => form.removeListItem('rows', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ),
            },
          ]}
        />
      )}
      <Group gap="sm">
        <Button variant="light" onClick={() => form.insertListItem('rows', emptyTagRow())}>
          {t('keycontrol.tags.addRow')}
        </Button>
        <Button loading={saveTags.isPending} onClick={() => save()}>
          {t('keycontrol.tags.save')}
        </Button>
      </Group>
    </Stack>
  );
}
