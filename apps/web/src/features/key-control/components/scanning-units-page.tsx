import { ActionIcon, Alert, Button, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Datalog, KeyTagSchema } from '@kc/domain/key-control';
import type { z } from 'zod';
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
        <Table withTableBorder striped maw={520} data-testid="finalized-tags">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('keycontrol.tags.hook')}</Table.Th>
              <Table.Th>{t('keycontrol.tags.tag')}</Table.Th>
              <Table.Th>{t('keycontrol.tags.unit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.hook}</Table.Td>
                <Table.Td>{r.tagNumber}</Table.Td>
                <Table.Td>{r.unitName ?? t('keycontrol.tags.noUnit')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('keycontrol.tags.tag')}</Table.Th>
                <Table.Th>{t('keycontrol.tags.hook')}</Table.Th>
                <Table.Th>{t('keycontrol.tags.unit')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, index) => (
                <Table.Tr key={r.key}>
                  <Table.Td>
                    <TextInput
                      aria-label={t('keycontrol.tags.tag')}
                      w={90}
                      maxLength={4}
                      {...form.getInputProps(`rows.${index}.tagNumber`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('keycontrol.tags.hook')}
                      w={80}
                      {...form.getInputProps(`rows.${index}.hook`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('keycontrol.tags.unit')}
                      w={160}
                      searchable
                      clearable
                      placeholder={t('keycontrol.tags.noUnit')}
                      data={unitOptions}
                      {...form.getInputProps(`rows.${index}.unitId`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('keycontrol.tags.remove')}
                      onClick={() => form.removeListItem('rows', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
