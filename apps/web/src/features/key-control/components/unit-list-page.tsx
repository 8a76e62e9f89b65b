import { Text } from '@mantine/core';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import { KcPage } from './kc-page.tsx';
import { UnitList } from './unit-list.tsx';

/** /property/{id}/unit-list (internal). */
export function UnitListPage({ propertyId }: { propertyId: number }) {
  const t = useKeyControlT();
  return (
    <KcPage
      title={t('keycontrol.units.title')}
      description={t('keycontrol.units.description')}
      back={{ to: `/property/${propertyId}`, label: t('keycontrol.backToProperty') }}
    >
      <UnitList propertyId={propertyId} />
    </KcPage>
  );
}

/** /property-unit-list (external): the unit list of the property chosen in the header. */
export function ExternalUnitListPage({ propertyId }: { propertyId: number | null }) {
  const t = useKeyControlT();
  return (
    <KcPage title={t('keycontrol.units.title')} description={t('keycontrol.units.description')}>
      {propertyId ? (
        <UnitList propertyId={propertyId} unitNotes />
      ) : (
        <Text c="dimmed">{t('keycontrol.noProperty')}</Text>
      )}
    </KcPage>
  );
}
