import type { z } from 'zod';
import type { EntityLevel, ListQuerySchema } from '@kc/domain/hierarchy';
import type { ServiceContext } from '../context.ts';
import { propertiesInScope, type Scope } from '../access/scope.ts';
import { corporationsInScope, divisionsInScope, regionsInScope } from './entity-scope.ts';

type ListQuery = z.infer<typeof ListQuerySchema>;
const ref = { select: { id: true, name: true } } as const;
const place = { select: { city: true, state: true } } as const;

/**
 * A page of one level, sorted by name, limited to the caller's scope. `parentId` narrows to one parent
 * (corporation of a division, division of a region, region of a property); `query` matches the name
 * (and a property's code or customer number), served by the trigram indexes.
 */
export async function listEntities(ctx: ServiceContext, scope: Scope, level: EntityLevel, q: ListQuery) {
  const p = ctx.db.prisma;
  const text = q.query ? { contains: q.query, mode: 'insensitive' as const } : undefined;
  const base = { deletedAt: null, ...(q.includeDisabled ? {} : { disabled: false }) };
  const page = {
    orderBy: [{ name: 'asc' as const }, { id: 'asc' as const }],
    skip: (q.page - 1) * q.perPage,
    take: q.perPage,
  };
  let rows: {
    id: number;
    name: string;
    disabled: boolean;
    corporation?: { id: number; name: string };
    division?: { id: number; name: string } | null;
    region?: { id: number; name: string };
    address?: { city: string; state: string } | null;
    physicalAddress?: { city: string; state: string } | null;
    accountingCustomerNumber?: string | null;
  }[];
  let total: number;
  if (level === 'corporation') {
    const where = corporationsInScope(scope, { ...base, ...(text ? { name: text } : {}) });
    [rows, total] = await Promise.all([
      p.corporation.findMany({ where, ...page, include: { address: place } }),
      p.corporation.count({ where }),
    ]);
  } else if (level === 'division') {
    const where = divisionsInScope(scope, {
      ...base,
      ...(text ? { name: text } : {}),
      ...(q.parentId ? { corporationId: q.parentId } : {}),
    });
    [rows, total] = await Promise.all([
      p.division.findMany({ where, ...page, include: { address: place, corporation: ref } }),
      p.division.count({ where }),
    ]);
  } else if (level === 'region') {
    const where = regionsInScope(scope, {
      ...base,
      ...(text ? { name: text } : {}),
      ...(q.parentId ? { divisionId: q.parentId } : {}),
    });
    [rows, total] = await Promise.all([
      p.region.findMany({ where, ...page, include: { address: place, corporation: ref, division: ref } }),
      p.region.count({ where }),
    ]);
  } else {
    const where = propertiesInScope(scope, {
      ...base,
      ...(q.parentId ? { regionId: q.parentId } : {}),
      ...(text ? { OR: [{ name: text }, { propertyCode: text }, { accountingCustomerNumber: text }] } : {}),
    });
    [rows, total] = await Promise.all([
      p.property.findMany({
        where,
        ...page,
        include: { physicalAddress: place, corporation: ref, division: ref, region: ref },
      }),
      p.property.count({ where }),
    ]);
  }
  return {
    total,
    page: q.page,
    perPage: q.perPage,
    items: rows.map((r) => {
      const a = r.address ?? r.physicalAddress ?? null;
      return {
        id: r.id,
        name: r.name,
        corporation: r.corporation ?? null,
        division: r.division ?? null,
        region: r.region ?? null,
        city: a?.city ?? null,
        state: a?.state ?? null,
        disabled: r.disabled,
        ...(level === 'property' ? { accountingCustomerNumber: r.accountingCustomerNumber ?? null } : {}),
      };
    }),
  };
}
