import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { Entity, EntityLevel, PropertyDetail } from '@kc/domain/hierarchy';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import type { CopyableAddress } from './address-block.tsx';
import { EntityForm } from './entity-form.tsx';
import { ENTITY_PATH } from './entity-sections.tsx';
import { LoadFailed, PageSkeleton } from './page-states.tsx';
import { PropertyAccountCard } from './property-account.tsx';
import { mayEditAccount } from '../api/rights.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { PageContainer } from '#web/components/page-container.tsx';

type UpperLevel = Exclude<EntityLevel, 'property'>;
type Refs = Pick<Entity, 'corporation' | 'division' | 'region'>;

/** Addresses of the entity's own parents (the API copies only within the same corporation). */
export function useCopyableAddresses(
  refs: Refs | undefined,
  self?: { level: EntityLevel; entity: Entity },
): CopyableAddress[] {
  const t = useHierarchyT();
  const levels = (['corporation', 'division', 'region'] as const).filter((l) => refs?.[l] && l !== self?.level);
  const parents = useQueries({ queries: levels.map((l) => entityQueryOptions(l, refs![l]!.id)) });
  const out: CopyableAddress[] = [];
  levels.forEach((l, i) => {
    const e = parents[i]?.data;
    if (e?.address) out.push({ label: `${t(`hierarchy.levels.${l}`)} ${e.name}`, address: e.address });
  });
  if (self?.entity.address) out.unshift({ label: self.entity.name, address: self.entity.address });
  return out.filter((c, i) => out.findIndex((o) => o.address.id === c.address.id) === i);
}

/** /corporation/add, /corporation/{id}/add-division, /division/{id}/add-region, /region/{id}/add-property. */
export function AddEntityPage({ level, parent }: { level: EntityLevel; parent?: { level: UpperLevel; id: number } }) {
  const t = useHierarchyT();
  const navigate = useNavigate();
  const parentQuery = useQuery({
    ...entityQueryOptions(parent?.level ?? 'corporation', parent?.id ?? 0),
    enabled: parent !== undefined,
  });
  const p = parentQuery.data;
  const copyable = useCopyableAddresses(
    p ? { corporation: p.corporation, division: p.division, region: p.region } : undefined,
    p && parent ? { level: parent.level, entity: p } : undefined,
  );
  if (parent && parentQuery.isPending) return <PageSkeleton />;
  if (parent && parentQuery.isError)
    return <LoadFailed error={parentQuery.error} level={parent.level} onRetry={() => void parentQuery.refetch()} />;
  const back = parent ? `${ENTITY_PATH[parent.level]}/${parent.id}` : '/corporation/corporation-list';
  const levelName = t(`hierarchy.levels.${level}`);
  return (
    <PageContainer>
      <PageHeader
        back={{ to: back, label: p ? t('hierarchy.page.back', { name: p.name }) : t('hierarchy.page.backToList') }}
        title={t('hierarchy.form.addTitle', { level: levelName })}
        description={
          p ? t('hierarchy.form.under', { parent: `${t(`hierarchy.levels.${parent!.level}`)} ${p.name}` }) : undefined
        }
      />
      <EntityForm
        level={level}
        parentId={parent?.id}
        copyable={copyable}
        onSaved={(id) => void navigate({ to: `${ENTITY_PATH[level]}/${id}` })}
        onCancel={() => void navigate({ to: back })}
      />
    </PageContainer>
  );
}

/** /corporation/edit-corporation/{id}, /division/{id}/edit-division, /region/{id}/edit-region, /property/{id}/edit-property. */
export function EditEntityPage({ level, id }: { level: EntityLevel; id: number }) {
  const t = useHierarchyT();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const options = entityQueryOptions(level, id);
  const entity = useQuery(options);
  const copyable = useCopyableAddresses(entity.data, entity.data ? { level, entity: entity.data } : undefined);
  if (entity.isPending) return <PageSkeleton />;
  if (entity.isError) return <LoadFailed error={entity.error} level={level} onRetry={() => void entity.refetch()} />;
  const e = entity.data;
  const back = `${ENTITY_PATH[level]}/${id}`;
  return (
    <PageContainer>
      <PageHeader
        back={{ to: back, label: t('hierarchy.page.back', { name: e.name }) }}
        title={t('hierarchy.form.editTitle', { level: t(`hierarchy.levels.${level}`) })}
        description={e.name}
      />
      <EntityForm
        key={e.version}
        level={level}
        entity={e}
        copyable={copyable.filter((c) => c.address.id !== e.address?.id)}
        onSaved={() => void navigate({ to: back })}
        onCancel={() => router.history.back()}
        onReload={() => void queryClient.invalidateQueries({ queryKey: options.queryKey })}
      />
      {level === 'property' ? (
        <PropertyAccountCard property={e as PropertyDetail} canEdit={mayEditAccount(me)} copyable={copyable} />
      ) : null}
    </PageContainer>
  );
}
