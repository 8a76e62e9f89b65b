import {
  formatPhoneNumber,
  type MyProperty,
  type NamedEntity,
  type PropertySummary,
} from '@kc/domain/property-summary';
import type { ServiceContext } from '../context.ts';
import { outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';

const htInfo = (p: {
  canceled: boolean;
  paymentDelinquent: boolean;
  temporaryAccessDate: Date | null;
  customerUnitEntry: boolean;
}) => ({
  canceled: p.canceled,
  paymentDelinquent: p.paymentDelinquent,
  temporaryAccessDate: p.temporaryAccessDate?.toISOString() ?? null,
  customerUnitEntry: p.customerUnitEntry,
});

export async function getPropertySummary(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<PropertySummary> {
  const p = await ctx.db.prisma.property.findFirst({
    where: propertiesInScope(scope, { id: propertyId, deletedAt: null }),
    include: { region: { select: { name: true } }, physicalAddress: true },
  });
  if (!p) throw outOfScope('Property');
  const a = p.physicalAddress;
  return {
    id: p.id,
    name: p.name,
    erpId: p.erpId,
    accountingCustomerNumber: p.accountingCustomerNumber,
    regionName: p.region.name,
    physicalAddress: a
      ? {
          addressLine1: a.addressLine1,
          addressLine2: a.addressLine2,
          city: a.city,
          state: a.state,
          zip: a.zip,
          country: a.country,
        }
      : null,
    phoneNumber: p.phoneNumber,
    formattedPhoneNumber: formatPhoneNumber(p.phoneNumber),
    htInfo: htInfo(p),
  };
}

/** The properties a customer login reaches, for the level selector. Provider staff have no selector: empty. */
export async function listMyProperties(ctx: ServiceContext, scope: Scope): Promise<MyProperty[]> {
  if (scope.kind === 'all') return [];
  const rows = await ctx.db.prisma.property.findMany({
    where: propertiesInScope(scope, { deletedAt: null }),
    include: { region: { select: { name: true } } },
    orderBy: { id: 'asc' },
  });
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    regionId: p.regionId,
    regionName: p.region.name,
    accountingCustomerNumber: p.accountingCustomerNumber,
    htInfo: htInfo(p),
  }));
}

/** Regions a customer login reaches (directly, or through its divisions or corporation). */
export async function listMyRegions(ctx: ServiceContext, scope: Scope): Promise<NamedEntity[]> {
  switch (scope.kind) {
    case 'all':
    case 'properties':
      return [];
    case 'regions':
      return ctx.db.prisma.region.findMany({
        where: { id: { in: scope.regionIds }, deletedAt: null },
        select: { id: true, name: true },
        orderBy: { name: 'asc' },
      });
    case 'divisions':
      return ctx.db.prisma.region.findMany({
        where: { divisionId: { in: scope.divisionIds }, deletedAt: null },
        select: { id: true, name: true },
        orderBy: { name: 'asc' },
      });
    case 'corporation':
      return ctx.db.prisma.region.findMany({
        where: { corporationId: scope.corporationId, deletedAt: null },
        select: { id: true, name: true },
        orderBy: { name: 'asc' },
      });
  }
}

export async function listMyDivisions(ctx: ServiceContext, scope: Scope): Promise<NamedEntity[]> {
  switch (scope.kind) {
    case 'divisions':
      return ctx.db.prisma.division.findMany({
        where: { id: { in: scope.divisionIds }, deletedAt: null },
        select: { id: true, name: true },
        orderBy: { name: 'asc' },
      });
    case 'corporation':
      return ctx.db.prisma.division.findMany({
        where: { corporationId: scope.corporationId, deletedAt: null },
        select: { id: true, name: true },
        orderBy: { name: 'asc' },
      });
    default:
      return [];
  }
}
