import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import type { Entity, EntityLevel } from '@kc/domain/hierarchy';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import {
  accessRolesQueryOptions,
  corporationDomainsQueryOptions,
  ssoQueryOptions,
  staffDetailQueryOptions,
} from '../api/staff-api.ts';
import { LEVEL_OF_CONTEXT, parseId, type ListKind } from '../api/staff-form-logic.ts';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { StaffForm } from './staff-form.tsx';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';
import { FORM_MAX_WIDTH, PageContainer } from '#web/components/page-container.tsx';

/** For provider staff, the multi-select offers the entity's siblings: the parent's properties, regions or divisions. */
export function siblingParent(entity: Entity, kind: ListKind): number | null {
  if (kind === 'properties')
    return entity.level === 'property' ? (entity.region?.id ?? null) : entity.level === 'region' ? entity.id : null;
  if (kind === 'regions')
    return entity.level === 'region' ? (entity.division?.id ?? null) : entity.level === 'division' ? entity.id : null;
  return entity.level === 'division'
    ? (entity.corporation?.id ?? null)
    : entity.level === 'corporation'
      ? entity.id
      : null;
}

function FormSkeleton() {
  return (
    <Stack gap="md" data-testid="staff-form-loading">
      {[3, 4].map((rows, i) => (
        <Card key={i} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            {Array.from({ length: rows }, (_, j) => (
              <Skeleton key={j} h={36} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Loads what the staff form needs at one level and shows it with the page's title. */
export function StaffFormPage({
  level,
  entityId,
  staffId,
  onSaved,
  onRemoved,
}: {
  level: EntityLevel;
  entityId: number;
  staffId: number | null;
  onSaved: () => void;
  onRemoved: (outcome: 'removed-from-property' | 'deleted') => void;
}) {
  const t = useStaffT();
  const me = useCurrentUser();
  const entity = useQuery(entityQueryOptions(level, entityId));
  const detail = useQuery({ ...staffDetailQueryOptions(staffId ?? 0), enabled: staffId !== null });
  const roles = useQuery(accessRolesQueryOptions(LEVEL_OF_CONTEXT[level]));
  const corporationId = entity.data
    ? entity.data.level === 'corporation'
      ? entity.data.id
      : (entity.data.corporation?.id ?? null)
    : null;
  const domains = useQuery({
    ...corporationDomainsQueryOptions(corporationId ?? 0),
    enabled: corporationId !== null && staffId === null,
  });
  const sso = useQuery({
    ...ssoQueryOptions(corporationId ?? 0),
    enabled: corporationId !== null && me.isInternalUser,
  });

  const title = t(staffId === null ? 'staff.addTitle' : 'staff.editTitle');
  const failed = [entity, detail, roles].find((q) => q.isError);
  const loading =
    entity.isPending ||
    (staffId !== null && detail.isPending) ||
    roles.isPending ||
    (staffId === null && corporationId !== null && domains.isPending) ||
    (me.isInternalUser && corporationId !== null && sso.isPending);

  let body;
  if (failed) {
    const notFound = isApiError(failed.error) && (failed.error.status === 404 || failed.error.status === 403);
    body = (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{t(notFound ? 'staff.notFound' : 'staff.loadFailed')}</Text>
          {!notFound ? (
            <Button variant="default" onClick={() => void failed.refetch()}>
              {t('staff.retry')}
            </Button>
          ) : null}
        </Stack>
      </Card>
    );
  } else if (loading || !entity.data) {
    body = <FormSkeleton />;
  } else {
    const data = entity.data;
    body = (
      <StaffForm
        key={`${staffId ?? 'new'}-${detail.data?.version ?? 0}`}
        me={me}
        context={{ level, id: entityId }}
        contextName={data.name}
        detail={staffId === null ? null : (detail.data ?? null)}
        roles={roles.data ?? []}
        emailDomains={data.emailDomains ?? domains.data ?? []}
        ssoAvailable={sso.data === true}
        choiceSource={(kind) => {
          if (!me.isInternalUser) return { mine: true };
          const parentId = siblingParent(data, kind);
          return parentId === null ? null : { parentId };
        }}
        onSaved={onSaved}
        onRemoved={onRemoved}
      />
    );
  }

  const description = entity.data
    ? t(staffId === null ? 'staff.addDescription' : 'staff.editDescription', { entity: entity.data.name })
    : undefined;
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <Stack gap="lg" maw={FORM_MAX_WIDTH}>
        {body}
      </Stack>
    </PageContainer>
  );
}

/**
 * Add a site login on a corporation, division or region page (the level gives the access role, spec 000 §2.6);
 * saving returns to that page. `rawId` is the route's id parameter.
 */
export function AddLevelStaffPage({ level, rawId }: { level: Exclude<EntityLevel, 'property'>; rawId: string }) {
  const navigate = useNavigate();
  const id = parseId(rawId);
  if (id === null) return <EntityNotFoundPage entityName={level} />;
  const back = () => void navigate({ to: `/${level}/${id}` });
  return <StaffFormPage level={level} entityId={id} staffId={null} onSaved={back} onRemoved={back} />;
}
