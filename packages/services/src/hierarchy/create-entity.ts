import type { z } from 'zod';
import type { ActorScope } from '../access/caller.ts';
import type {
  CorporationCreateSchema,
  DivisionCreateSchema,
  Entity,
  PropertyCreateSchema,
  RegionCreateSchema,
} from '@kc/domain/hierarchy';
import { AppError } from '@kc/domain/errors';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertEntityInScope } from './entity-scope.ts';
import { saveAddress } from './save-address.ts';
import { getEntity, getProperty } from './get-entity.ts';

export type CreateInput =
  | { level: 'corporation'; body: z.infer<typeof CorporationCreateSchema> }
  | { level: 'division'; body: z.infer<typeof DivisionCreateSchema> }
  | { level: 'region'; body: z.infer<typeof RegionCreateSchema> }
  | { level: 'property'; body: z.infer<typeof PropertyCreateSchema> };

const parentMissing = (field: string) =>
  new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid', [{ field, message: 'Not found' }]);

/**
 * Creates a corporation, a division (under a corporation, or above an existing region which moves under it),
 * a region (under a division) or a property (under a region), with its address, audited in one transaction.
 */
export async function createEntity(ctx: ServiceContext, caller: ActorScope, input: CreateInput): Promise<Entity> {
  const { actor, scope } = caller;
  const { level, body } = input;
  const parentOf = async (parentLevel: 'corporation' | 'division' | 'region', id: number, field: string) =>
    assertEntityInScope(ctx.db, scope, parentLevel, id).catch(() => {
      throw parentMissing(field);
    });

  const id = await ctx.db.prisma.$transaction(async (tx) => {
    const common = {
      name: body.name,
      legalEntityName: body.legalEntityName ?? null,
      phoneNumber: body.phoneNumber ?? null,
    };
    let created: { id: number; corporationId?: number };
    let parent: { entityType: string; id: number } | undefined;
    if (level === 'corporation') {
      const addressId = await saveAddress(tx, body.address, null);
      created = await tx.corporation.create({
        data: { ...common, emailDomains: body.emailDomains, addressId: addressId ?? null },
        select: { id: true },
      });
    } else if (level === 'division') {
      const region = body.regionId
        ? await tx.region.findFirst({ where: { id: body.regionId, deletedAt: null } })
        : null;
      if (body.regionId) await parentOf('region', body.regionId, 'regionId');
      const corporationId =
        region?.corporationId ?? (await parentOf('corporation', body.corporationId!, 'corporationId')).corporationId;
      const addressId = await saveAddress(tx, body.address, corporationId);
      created = await tx.division.create({
        data: { ...common, corporationId, addressId: addressId ?? null },
        select: { id: true, corporationId: true },
      });
      parent = { entityType: 'Corporation', id: corporationId };
      if (region) {
        await tx.region.update({
          where: { id: region.id },
          data: { divisionId: created.id, version: { increment: 1 } },
        });
        await tx.property.updateMany({ where: { regionId: region.id }, data: { divisionId: created.id } });
        await recordRevisions(tx, actor, [
          {
            entityType: 'Region',
            entityId: region.id,
            type: 'UPDATE',
            path: 'divisionId',
            oldValue: region.divisionId,
            newValue: created.id,
          },
        ]);
      }
    } else if (level === 'region') {
      const division = await tx.division.findFirst({ where: { id: body.divisionId, deletedAt: null } });
      await parentOf('division', body.divisionId, 'divisionId');
      const addressId = await saveAddress(tx, body.address, division!.corporationId);
      created = await tx.region.create({
        data: {
          ...common,
          corporationId: division!.corporationId,
          divisionId: division!.id,
          addressId: addressId ?? null,
        },
        select: { id: true, corporationId: true },
      });
      parent = { entityType: 'Division', id: division!.id };
    } else {
      const region = await tx.region.findFirst({ where: { id: body.regionId, deletedAt: null } });
      await parentOf('region', body.regionId, 'regionId');
      const addressId = await saveAddress(tx, body.address, region!.corporationId);
      created = await tx.property.create({
        data: {
          ...common,
          corporationId: region!.corporationId,
          divisionId: region!.divisionId,
          regionId: region!.id,
          physicalAddressId: addressId ?? null,
          propertyCode: body.propertyCode ?? null,
          faxNumber: body.faxNumber ?? null,
          contactEmail: body.contactEmail ?? null,
        },
        select: { id: true, corporationId: true },
      });
      parent = { entityType: 'Region', id: region!.id };
    }
    const entityType = level[0]!.toUpperCase() + level.slice(1);
    await recordRevisions(tx, actor, [
      {
        entityType,
        entityId: created.id,
        parentEntityType: parent?.entityType,
        parentEntityId: parent?.id,
        type: 'CREATE',
        newValue: body,
      },
    ]);
    return created.id;
  });
  ctx.log.info({ event: 'hierarchy.created', level, id, by: actor.principal?.id }, 'entity created');
  return level === 'property' ? getProperty(ctx, scope, id) : getEntity(ctx, scope, level, id);
}
