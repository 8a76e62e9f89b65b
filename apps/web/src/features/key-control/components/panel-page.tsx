import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '#web/lib/format.ts';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import { datalogQueryOptions, panelsQueryOptions, useDatalogMutations } from '../api/key-control-api.ts';
import { FinalizedNotice } from './finalized-notice.tsx';
import { KcPage } from './kc-page.tsx';

/** /property/{id}/scanning/{datalogId}/panel and /express/scanning/{datalogId}/panel: cabinet settings, panels and finalize. */
export function PanelPage({ datalogId }: { datalogId: number }) {
  const t = useKeyControlT();
  const datalog = useQuery(datalogQueryOptions(datalogId));
  const panels = useQuery(panelsQueryOptions(datalogId));
  const propertyId = datalog.data?.propertyId ?? 0;
  const m = useDatalogMutations(datalogId, propertyId);
  const [finalizing, setFinalizing] = useState(false);
  const [noAdmins, setNoAdmins] = useState(false);
  const d = datalog.data;
  const locked = d?.finalized ?? true;
  const saved = () => notifications.show({ color: 'teal', message: t('keycontrol.panel.saved') });

  return (
    <KcPage
      title={
        d
          ? `${t('keycontrol.panel.title')}: ${t('keycontrol.scanning.datalog')} ${d.datalogNumber}`
          : t('keycontrol.panel.title')
      }
      back={d ? { to: `/property/${d.propertyId}/scanning`, label: t('keycontrol.backToScanning') } : undefined}
    >
      {datalog.isError || panels.isError ? (
        <Alert color="red">{t('keycontrol.loadFailed')}</Alert>
      ) : !d || !panels.data ? (
        <Skeleton h={300} />
      ) : (
        <Stack gap="md">
          {d.finalized ? <FinalizedNotice datalog={d} /> : null}
          <Card withBorder padding="md">
            <Text fw={700} mb="xs">
              {t('keycontrol.panel.settings')}
            </Text>
            <Group gap="lg" wrap="wrap">
              {locked ? (
                // Finalized: the settings are facts now, not dead controls.
                <>
                  <Badge variant="light" color="gray" size="lg">
                    {t(d.datalogType === 'touch' ? 'keycontrol.scanning.touch' : 'keycontrol.scanning.gen10')}
                  </Badge>
                  <Badge variant="light" color="gray" size="lg">
                    {t(d.nonLetteredPanels ? 'keycontrol.scanning.nonLettered' : 'keycontrol.scanning.lettered')}
                  </Badge>
                </>
              ) : (
                <>
                  <SegmentedControl
                    aria-label={t('keycontrol.panel.typeLabel')}
                    data={[
                      { value: 'touch', label: t('keycontrol.scanning.touch') },
                      { value: 'gen10', label: t('keycontrol.scanning.gen10') },
                    ]}
                    value={d.datalogType}
                    onChange={(v) =>
                      m.update.mutate({ rowVersion: d.rowVersion, datalogType: v }, { onSuccess: saved })
                    }
                  />
                  <Switch
                    label={t('keycontrol.panel.nonLetteredLabel')}
                    checked={d.nonLetteredPanels}
                    onChange={(e) =>
                      m.update.mutate(
                        { rowVersion: d.rowVersion, nonLetteredPanels: e.currentTarget.checked },
                        { onSuccess: saved },
                      )
                    }
                  />
                </>
              )}
              <Badge variant="light" size="lg">
                {d.tagCount} / {d.numberOfKeyhooks} {t('keycontrol.scanning.hooks')}
              </Badge>
            </Group>
          </Card>
          {panels.data.length === 0 ? (
            <Text c="dimmed">{t('keycontrol.panel.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('keycontrol.panel.position')}</Table.Th>
                    <Table.Th>{t('keycontrol.panel.range')}</Table.Th>
                    <Table.Th>{t('keycontrol.panel.scanned')}</Table.Th>
                    {locked ? null : <Table.Th />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {panels.data.map((p, i) => (
                    <Table.Tr key={p.id}>
                      <Table.Td fw={700}>{p.label}</Table.Td>
                      <Table.Td>
                        {p.firstHook}–{p.lastHook} ({p.hooks})
                      </Table.Td>
                      <Table.Td>
                        {p.scannedAt ? (
                          formatDateTime(p.scannedAt)
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('keycontrol.panel.notScanned')}
                          </Text>
                        )}
                      </Table.Td>
                      {locked ? null : (
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() => m.scanPanel.mutate({ id: p.id, rowVersion: d.rowVersion })}
                            >
                              {t('keycontrol.panel.scan')}
                            </Button>
                            {i === panels.data.length - 1 ? (
                              <Button
                                size="xs"
                                color="red"
                                variant="subtle"
                                onClick={() => m.removePanel.mutate({ id: p.id, rowVersion: d.rowVersion })}
                              >
                                {t('keycontrol.panel.removePanel')}
                              </Button>
                            ) : null}
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {locked ? null : (
            <Group gap="sm">
              <Button variant="light" loading={m.addPanel.isPending} onClick={() => m.addPanel.mutate(d.rowVersion)}>
                {t('keycontrol.panel.addPanel')}
              </Button>
              <Button color="teal" onClick={() => setFinalizing(true)}>
                {t('keycontrol.panel.finalize')}
              </Button>
            </Group>
          )}
          <Modal opened={finalizing} onClose={() => setFinalizing(false)} title={t('keycontrol.panel.finalize')}>
            <Stack>
              <Text>{t('keycontrol.panel.finalizeConfirm', { number: d.datalogNumber })}</Text>
              <Checkbox
                label={t('keycontrol.panel.noAdmins')}
                checked={noAdmins}
                onChange={(e) => setNoAdmins(e.currentTarget.checked)}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setFinalizing(false)}>
                  {t('keycontrol.units.cancel')}
                </Button>
                <Button
                  color="teal"
                  loading={m.finalize.isPending}
                  onClick={() =>
                    m.finalize.mutate({ rowVersion: d.rowVersion, noAdmins }, { onSuccess: () => setFinalizing(false) })
                  }
                >
                  {t('keycontrol.panel.finalize')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </Stack>
      )}
    </KcPage>
  );
}
