import type { z } from 'zod';
import type { ActorScope } from '../access/caller.ts';
import type {
  CorporationUpdateSchema,
  DivisionUpdateSchema,
  Entity,
  EntityLevel,
  PropertyUpdateSchema,
  RegionUpdateSchema,
} from '@kc/domain/hierarchy';
import { AppError } from '@kc/domain/errors';
import type { ServiceContext } from '../context.ts';
import { fieldChanges, recordRevisions } from '../audit/record-revision.ts';
import { getEntity, getProperty } from './get-entity.ts';
import { saveAddress } from './save-address.ts';
import { entityTypeOf, staleVersion, versionedUpdate } from './versioned-update.ts';

export type UpdateBody =
  | z.infer<typeof CorporationUpdateSchema>
  | z.infer<typeof DivisionUpdateSchema>
  | z.infer<typeof RegionUpdateSchema>
  | z.infer<typeof PropertyUpdateSchema>;

/** Edits the contact fields of one level (and a corporation's e-mail domains), version-checked and audited per field. */
export async function updateEntity(
  ctx: ServiceContext,
  caller: ActorScope,
  level: EntityLevel,
  id: number,
  body: UpdateBody,
): Promise<Entity> {
  const { actor, scope } = caller;
  const before = level === 'property' ? await getProperty(ctx, scope, id) : await getEntity(ctx, scope, level, id);
  if (before.version !== body.version) throw staleVersion();
  // Disabling a customer's entity is an account decision of the provider, not contact data.
  if (
    'disabled' in body &&
    body.disabled !== undefined &&
    body.disabled !== before.disabled &&
    actor.principal?.pool !== 'internal'
  ) {
    throw new AppError('FORBIDDEN', 'Only provider staff can disable or enable this record', [
      { field: 'disabled', message: 'Only provider staff can change this' },
    ]);
  }
  const { version, address, ...fields } = body;
  const corporationId = level === 'corporation' ? id : before.corporation!.id;
  await ctx.db.prisma.$transaction(async (tx) => {
    const addressId = await saveAddress(tx, address, corporationId);
    const addressColumn = level === 'property' ? 'physicalAddressId' : 'addressId';
    const data: Record<string, unknown> = {
      ...fields,
      ...(addressId === undefined ? {} : { [addressColumn]: addressId }),
    };
    await versionedUpdate(tx, level, id, version, data);
    const snapshot = before as unknown as Record<string, unknown>;
    await recordRevisions(tx, actor, [
      ...fieldChanges({ entityType: entityTypeOf(level), entityId: id }, snapshot, fields as Record<string, unknown>),
      ...(addressId === undefined
        ? []
        : [
            {
              entityType: entityTypeOf(level),
              entityId: id,
              type: 'UPDATE' as const,
              path: 'address',
              oldValue: before.address,
              newValue: address,
            },
          ]),
    ]);
  });
  return level === 'property' ? getProperty(ctx, scope, id) : getEntity(ctx, scope, level, id);
}
