import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { can } from '@kc/domain/permissions';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { useNotesT } from '#web/features/notes/i18n/use-notes-t.ts';
import { unitHeaderQueryOptions } from '../api/notes.ts';
import { NotesPanel } from './notes-panel.tsx';

/** /unit-notes/{unitId}: notes on one unit (who, when, text); written with "Modify Property Unit and Notes". */
export function UnitNotesPage({ unitId }: { unitId: number }) {
  const t = useNotesT();
  const me = useCurrentUser();
  const unit = useQuery(unitHeaderQueryOptions(unitId));
  const back = { to: '/property-unit-list', label: t('notes.unit.back') };
  if (!unit.data)
    return (
      <PageContainer>
        <PageHeader title={t('notes.pageTitle')} back={back} />
        {unit.error ? (
          <Alert color="red" variant="light" title={t('notes.unit.notFound')} />
        ) : (
          <Stack gap="sm" data-testid="page-loading">
            <Skeleton h={24} w={240} />
            <Skeleton h={120} />
          </Stack>
        )}
      </PageContainer>
    );
  const canWrite = can(me.accessRights, 'PropertyUnit_UPDATE');
  return (
    <PageContainer>
      <PageHeader
        title={t('notes.pageTitle')}
        description={t('notes.unit.description', { unit: unit.data.name, property: unit.data.propertyName })}
        back={back}
      />
      {canWrite ? null : (
        <Alert variant="light" color="gray">
          {t('notes.unit.readOnly')}
        </Alert>
      )}
      <NotesPanel level="unit" id={unitId} me={me} canWrite={canWrite} />
    </PageContainer>
  );
}
