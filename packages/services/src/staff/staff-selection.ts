import { AppError, type FieldError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { can } from '@kc/domain/permissions';
import { CHOOSE_LIST_RIGHT, type StaffListKind } from '@kc/domain/policies';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import { STAFF_MESSAGES, type StaffCreate } from '@kc/domain/staff-form';
import type { ServiceContext } from '../context.ts';
import { propertiesInScope } from '../access/scope.ts';
import type { Caller } from '../access/caller.ts';
import { divisionsInScope, regionsInScope } from '../hierarchy/entity-scope.ts';

export type ListKind = StaffListKind;
const KIND_BY_LEVEL: Partial<Record<number, ListKind>> = {
  [COMMERCIAL_LEVEL.property]: 'properties',
  [COMMERCIAL_LEVEL.region]: 'regions',
  [COMMERCIAL_LEVEL.division]: 'divisions',
};
const FIELD: Record<ListKind, 'propertyIds' | 'regionIds' | 'divisionIds'> = {
  properties: 'propertyIds',
  regions: 'regionIds',
  divisions: 'divisionIds',
};
const CONTEXT_LEVEL: Record<ListKind, string> = { properties: 'property', regions: 'region', divisions: 'division' };

export interface Selection {
  kind: ListKind | null;
  ids: number[];
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The property, region or division list a login gets at its commercial level. Without the right to choose, the
 * list is the form's own entity (new login) or stays as it was (existing login); trying to change it is refused.
 * Every chosen id must be of the login's corporation and within the actor's reach; at least one is required.
 */
export async function resolveSelection(
  ctx: ServiceContext,
  { rights: actorRights, scope }: Pick<Caller, 'rights' | 'scope'>,
  corporationId: number,
  commercialLevel: number,
  body: Pick<StaffCreate, 'propertyIds' | 'regionIds' | 'divisionIds' | 'context'>,
  existing: number[] | null,
): Promise<Selection> {
  const kind = KIND_BY_LEVEL[commercialLevel] ?? null;
  if (!kind) return { kind: null, ids: [] };
  const field = FIELD[kind];
  const given = body[field] ? [...new Set(body[field])] : undefined;
  const contextIds = body.context.level === CONTEXT_LEVEL[kind] ? [body.context.id] : [];
  const fallback = existing ?? contextIds;
  let ids: number[];
  if (!can(actorRights, CHOOSE_LIST_RIGHT[kind])) {
    if (given && !sameSet(given, fallback))
      throw new AppError('FORBIDDEN', `You cannot choose ${kind}`, [{ field, message: `You cannot choose ${kind}` }]);
    ids = fallback;
  } else {
    ids = given ?? fallback;
  }
  const missing = (message: string): FieldError[] => [{ field, message }];
  if (ids.length === 0)
    throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.noEntitySelected, missing(STAFF_MESSAGES.noEntitySelected));
  const where = { id: { in: ids }, corporationId, deletedAt: null };
  const p = ctx.db.prisma;
  const found =
    kind === 'properties'
      ? await p.property.count({ where: propertiesInScope(scope, where) })
      : kind === 'regions'
        ? await p.region.count({ where: regionsInScope(scope, where) })
        : await p.division.count({ where: divisionsInScope(scope, where) });
  if (found !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid', missing(MESSAGES.notFound));
  return { kind, ids };
}
