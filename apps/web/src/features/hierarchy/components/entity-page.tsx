import { Badge, Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Me } from '@kc/domain/auth';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { entityListQueryOptions, type EntityListItem } from '../api/entities.ts';
import {
  mayAddStaff,
  mayCreateEntities,
  mayDeleteEntities,
  mayEditEntity,
  mayViewAudit,
  mayViewStaff,
} from '../api/rights.ts';
import { ChildrenCard, ContactsCard, DetailsCard, ENTITY_PATH } from './entity-sections.tsx';
import { AuditLogButton } from './audit-log-button.tsx';
import { DeleteEntityButton } from './delete-entity-button.tsx';
import { LoadFailed, PageSkeleton } from './page-states.tsx';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { PageContainer } from '#web/components/page-container.tsx';

type UpperLevel = Exclude<EntityLevel, 'property'>;
const EDIT_PATH: Record<UpperLevel, (id: number) => string> = {
  corporation: (id) => `/corporation/edit-corporation/${id}`,
  division: (id) => `/division/${id}/edit-division`,
  region: (id) => `/region/${id}/edit-region`,
};

/** Children of every parent in `parents`, flattened (regions of a corporation come through its divisions). */
function useChildrenOf(level: EntityLevel, parents: readonly EntityListItem[] | undefined, enabled: boolean) {
  return useQueries({
    queries: enabled ? (parents ?? []).map((p) => entityListQueryOptions(level, p.id)) : [],
    combine: (results) => ({
      items: results.flatMap((r) => r.data ?? []),
      loading: parents === undefined || results.some((r) => r.isPending),
    }),
  });
}

/**
 * /corporation/{id}, /division/{id}, /region/{id}: details, the levels below with links and add buttons, contacts
 * and site logins (links into the staff pages), and the notes slot the route fills.
 */
export function EntityPage({ level, id, me, notes }: { level: UpperLevel; id: number; me: Me; notes?: ReactNode }) {
  const t = useHierarchyT();
  const entity = useQuery(entityQueryOptions(level, id));
  const direct = useQuery(
    entityListQueryOptions(level === 'corporation' ? 'division' : level === 'division' ? 'region' : 'property', id),
  );
  const regionsOfCorp = useChildrenOf('region', direct.data, level === 'corporation');
  const regions = level === 'division' ? { items: direct.data ?? [], loading: direct.isPending } : regionsOfCorp;
  const propsBelow = useChildrenOf('property', regions.items, level !== 'region' && !regions.loading);
  const properties =
    level === 'region'
      ? { items: direct.data ?? [], loading: direct.isPending }
      : { items: propsBelow.items, loading: regions.loading || propsBelow.loading };

  if (entity.isPending) return <PageSkeleton />;
  if (entity.isError) return <LoadFailed error={entity.error} level={level} onRetry={() => void entity.refetch()} />;
  const e = entity.data;
  const create = mayCreateEntities(me);
  const back =
    level === 'corporation'
      ? { to: '/corporation/corporation-list', label: t('hierarchy.page.backToList') }
      : (() => {
          const parent = level === 'division' ? e.corporation : (e.division ?? e.corporation);
          const parentLevel = level === 'division' || !e.division ? 'corporation' : 'division';
          return parent
            ? { to: `${ENTITY_PATH[parentLevel]}/${parent.id}`, label: t('hierarchy.page.back', { name: parent.name }) }
            : null;
        })();

  return (
    <PageContainer>
      <PageHeader
        title={e.name}
        description={t(`hierarchy.levels.${level}`)}
        back={back}
        badge={e.disabled ? <Badge color="gray">{t('hierarchy.page.disabledBadge')}</Badge> : null}
        actions={
          <>
            {mayViewAudit(me) ? <AuditLogButton level={level} id={id} /> : null}
            {mayDeleteEntities(me) ? <DeleteEntityButton level={level} entity={e} /> : null}
            {mayEditEntity(me, level) ? (
              <Button component={Link} to={EDIT_PATH[level](id)} size="sm" leftSection={<IconPencil size={16} />}>
                {t('hierarchy.page.edit')}
              </Button>
            ) : null}
          </>
        }
      />
      <DetailsCard entity={e} />
      {level === 'corporation' ? (
        <ChildrenCard
          level="division"
          items={direct.data ?? []}
          loading={direct.isPending}
          canAdd={create}
          addTo={`/corporation/${id}/add-division`}
        />
      ) : null}
      {level !== 'region' ? (
        <ChildrenCard
          level="region"
          items={regions.items}
          loading={regions.loading}
          canAdd={create && level === 'division'}
          addTo={`/division/${id}/add-region`}
        />
      ) : null}
      <ChildrenCard
        level="property"
        items={properties.items}
        loading={properties.loading}
        canAdd={create && level === 'region'}
        addTo={`/region/${id}/add-property`}
      />
      {mayViewStaff(me) ? (
        <ContactsCard
          entity={e}
          canEdit={mayEditEntity(me, level)}
          staffPath={`${ENTITY_PATH[level]}/${id}`}
          canAddStaff={mayAddStaff(me)}
        />
      ) : null}
      {notes}
    </PageContainer>
  );
}
