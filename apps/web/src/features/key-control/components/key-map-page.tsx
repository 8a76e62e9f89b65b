import { Alert, Badge, Button, Group, Select, Skeleton, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isExternalRole } from '@kc/domain/roles';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import { datalogsQueryOptions, keyMapQueryOptions } from '../api/key-control-api.ts';
import { KcPage } from './kc-page.tsx';
import { KeyMapView } from './key-map-view.tsx';

/**
 * /property/{id}/scanning/{datalogId}/keymap and /property/{id}/keymap (spec 001 §2). Without a datalog in the
 * path the property's first datalog is shown and another can be chosen. Back: administration for customers,
 * the property home for provider staff.
 */
export function KeyMapPage({ propertyId, datalogId }: { propertyId: number; datalogId?: number }) {
  const t = useKeyControlT();
  const me = useCurrentUser();
  const datalogs = useQuery({ ...datalogsQueryOptions(propertyId), enabled: datalogId === undefined });
  const [chosen, setChosen] = useState<number | null>(null);
  const current = datalogId ?? chosen ?? datalogs.data?.[0]?.id ?? null;
  const map = useQuery({ ...keyMapQueryOptions(current ?? 0), enabled: current !== null });
  const back = isExternalRole(me.role)
    ? { to: '/administration', label: t('keycontrol.backToAdministration') }
    : { to: `/property/${propertyId}`, label: t('keycontrol.backToProperty') };
  const title = map.data ? `${t('keycontrol.keymap.title')}: ${map.data.propertyName}` : t('keycontrol.keymap.title');

  return (
    <KcPage
      fluid
      title={title}
      back={back}
      actions={
        <Group gap="sm">
          {datalogId === undefined && (datalogs.data?.length ?? 0) > 1 ? (
            <Select
              aria-label={t('keycontrol.keymap.datalog')}
              w={180}
              allowDeselect={false}
              data={datalogs.data!.map((d) => ({
                value: String(d.id),
                label: `${t('keycontrol.keymap.datalog')} ${d.datalogNumber}`,
              }))}
              value={current ? String(current) : null}
              onChange={(v) => setChosen(v ? Number(v) : null)}
            />
          ) : null}
          <Button
            leftSection={<IconPrinter size={16} />}
            variant="default"
            onClick={() => window.print()}
            disabled={!map.data?.rows.length}
          >
            {t('keycontrol.keymap.print')}
          </Button>
        </Group>
      }
    >
      {datalogId === undefined && datalogs.data?.length === 0 ? (
        <Text c="dimmed">{t('keycontrol.keymap.noDatalog')}</Text>
      ) : map.isError || datalogs.isError ? (
        <Alert color="red">{t('keycontrol.loadFailed')}</Alert>
      ) : !map.data ? (
        <Skeleton h={400} />
      ) : (
        <>
          <Group gap="xs" className="kc-no-print">
            <Badge variant="light">
              {t('keycontrol.keymap.datalog')} {map.data.datalogNumber}
            </Badge>
            <Badge variant="light" color="gray" data-testid="keymap-count">
              {t('keycontrol.keymap.rows', { count: map.data.rows.length })}
            </Badge>
          </Group>
          {map.data.rows.length === 0 ? (
            <Text c="dimmed">{t('keycontrol.keymap.empty')}</Text>
          ) : (
            <KeyMapView
              rows={map.data.rows}
              printTitle={`${title} · ${t('keycontrol.keymap.datalog')} ${map.data.datalogNumber}`}
            />
          )}
        </>
      )}
    </KcPage>
  );
}
