import { ActionIcon, Alert, Button, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tagNumberProblem } from '@kc/domain/key-control';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import {
  datalogQueryOptions,
  keyTagsQueryOptions,
  unitsQueryOptions,
  useDatalogMutations,
} from '../api/key-control-api.ts';
import { KcPage } from './kc-page.tsx';

interface Row {
  key: number;
  tagNumber: string;
  hook: string;
  unitId: string | null;
}
let nextKey = 1;

/** /property/{id}/scanning/{datalogId}/units: pair key tags with units (and optionally hooks) before finalize. */
export function ScanningUnitsPage({ propertyId, datalogId }: { propertyId: number; datalogId: number }) {
  const t = useKeyControlT();
  const datalog = useQuery(datalogQueryOptions(datalogId));
  const tags = useQuery(keyTagsQueryOptions(datalogId));
  const units = useQuery(unitsQueryOptions(propertyId));
  const m = useDatalogMutations(datalogId, propertyId);
  const [rows, setRows] = useState<Row[]>([]);
  // The rows restart from the server's tags whenever a fresh list arrives (React: adjust state while rendering).
  const [rowsFrom, setRowsFrom] = useState<typeof tags.data>(undefined);
  if (tags.data !== rowsFrom) {
    setRowsFrom(tags.data);
    if (tags.data)
      setRows(
        tags.data.map((x) => ({
          key: nextKey++,
          tagNumber: x.tagNumber,
          hook: x.hook,
          unitId: x.unitId ? String(x.unitId) : null,
        })),
      );
  }
  const d = datalog.data;
  const locked = d?.finalized ?? true;
  const set = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const unitOptions = (units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }));
  const save = () =>
    d &&
    m.saveTags.mutate(
      {
        rowVersion: d.rowVersion,
        tags: rows.map((r) => ({
          tagNumber: r.tagNumber.trim(),
          unitId: r.unitId ? Number(r.unitId) : null,
          hook: r.hook.trim() || null,
        })),
      },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('keycontrol.tags.saved') }) },
    );

  return (
    <KcPage
      title={
        d
          ? `${t('keycontrol.tags.title')}: ${t('keycontrol.scanning.datalog')} ${d.datalogNumber}`
          : t('keycontrol.tags.title')
      }
      description={t('keycontrol.tags.hint')}
      back={{ to: `/property/${propertyId}/scanning`, label: t('keycontrol.backToScanning') }}
    >
      {datalog.isError || tags.isError ? (
        <Alert color="red">{t('keycontrol.loadFailed')}</Alert>
      ) : !d || !tags.data ? (
        <Skeleton h={300} />
      ) : (
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
                  {rows.map((r) => (
                    <Table.Tr key={r.key}>
                      <Table.Td>
                        <TextInput
                          aria-label={t('keycontrol.tags.tag')}
                          w={90}
                          maxLength={4}
                          disabled={locked}
                          value={r.tagNumber}
                          error={r.tagNumber && tagNumberProblem(r.tagNumber)}
                          onChange={(e) => set(r.key, { tagNumber: e.currentTarget.value })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={t('keycontrol.tags.hook')}
                          w={80}
                          disabled={locked}
                          value={r.hook}
                          onChange={(e) => set(r.key, { hook: e.currentTarget.value })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={t('keycontrol.tags.unit')}
                          w={160}
                          searchable
                          clearable
                          disabled={locked}
                          placeholder={t('keycontrol.tags.noUnit')}
                          data={unitOptions}
                          value={r.unitId}
                          onChange={(v) => set(r.key, { unitId: v })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          disabled={locked}
                          aria-label={t('keycontrol.tags.remove')}
                          onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
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
            <Button
              variant="light"
              disabled={locked}
              onClick={() => setRows((rs) => [...rs, { key: nextKey++, tagNumber: '', hook: '', unitId: null }])}
            >
              {t('keycontrol.tags.addRow')}
            </Button>
            <Button disabled={locked} loading={m.saveTags.isPending} onClick={save}>
              {t('keycontrol.tags.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </KcPage>
  );
}
