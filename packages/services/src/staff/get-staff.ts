import type { StaffDetail } from '@kc/domain/staff-form';
import { formatPhoneNumber } from '@kc/domain/property-summary';
import type { ServiceContext } from '../context.ts';
import { outOfScope, siteLoginsInScope, type Scope } from '../access/scope.ts';

const ref = { select: { id: true, name: true } } as const;
const idOnly = { select: { id: true } } as const;

/** A site login for the staff form; other customers' logins (and deleted ones) answer 404. */
export async function getStaff(ctx: ServiceContext, scope: Scope, id: number): Promise<StaffDetail> {
  const s = await ctx.db.prisma.siteLogin.findFirst({
    where: siteLoginsInScope(scope, { id, deletedAt: null }),
    include: {
      accessRole: { select: { id: true, name: true, roleId: true } },
      corporation: ref,
      division: ref,
      region: ref,
      properties: { ...ref, orderBy: { name: 'asc' } },
      regions: { ...ref, orderBy: { name: 'asc' } },
      divisions: { ...ref, orderBy: { name: 'asc' } },
      primaryContactOfCorporations: idOnly,
      primaryContactOfDivisions: idOnly,
      primaryContactOfRegions: idOnly,
      primaryContactOfProperties: idOnly,
    },
  });
  if (!s) throw outOfScope('Site login');
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    phoneNumber: s.phoneNumber,
    formattedPhoneNumber: formatPhoneNumber(s.phoneNumber),
    preferredLanguage: s.preferredLanguage,
    commercialLevel: s.commercialLevel,
    accessRole: s.accessRole,
    isSsoEnabled: s.isSsoEnabled,
    isStaff: s.isStaff,
    disabled: s.disabled,
    corporation: s.corporation,
    division: s.division,
    region: s.region,
    properties: s.properties,
    regions: s.regions,
    divisions: s.divisions,
    primaryContactOf: [
      ...s.primaryContactOfCorporations.map((e) => ({ level: 'corporation', id: e.id })),
      ...s.primaryContactOfDivisions.map((e) => ({ level: 'division', id: e.id })),
      ...s.primaryContactOfRegions.map((e) => ({ level: 'region', id: e.id })),
      ...s.primaryContactOfProperties.map((e) => ({ level: 'property', id: e.id })),
    ],
    version: s.version,
  };
}
