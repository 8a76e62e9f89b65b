// Area "people": the demo logins of demo-logins.json, provider staff and customers' site logins, each scoped
// to its part of the hierarchy and made the primary contact where its role is one.
import type { Db } from '@kc/services/db/client';
import { ROLE_COMMERCIAL_LEVEL, isInternalRole } from '@kc/domain/roles';
import { createInternalUser, createSiteLogin } from '@kc/services/fixtures/people';
import { DEMO_LOGINS, type DemoLogin } from './demo-logins.ts';
import type { SeededCorporation, SeededHierarchy, SeededProperty } from './hierarchy.ts';
import { phone } from './hierarchy.ts';
import type { Rng } from './random.ts';

interface Scope {
  divisionId: number | null;
  regionId: number | null;
  divisions: number[];
  regions: number[];
  properties: SeededProperty[];
}

/** Where each external demo login works. The first corporation's first region holds the special properties. */
function scopeOf(login: DemoLogin, corporation: SeededCorporation): Scope {
  const division = corporation.divisions[0]!;
  const region = division.regions[0]!;
  const props = region.properties;
  const level = ROLE_COMMERCIAL_LEVEL[login.roleId];
  const atProperties = (list: SeededProperty[]): Scope => ({
    divisionId: division.id,
    regionId: region.id,
    divisions: [],
    regions: [],
    properties: list,
  });
  if (level === 1) return { divisionId: null, regionId: null, divisions: [], regions: [], properties: [] };
  if (level === 2)
    return { divisionId: division.id, regionId: null, divisions: [division.id], regions: [], properties: [] };
  if (level === 3)
    return { divisionId: division.id, regionId: region.id, divisions: [], regions: [region.id], properties: [] };
  // Property level: a normal property first, so the first selection never lands on a special account state.
  if (login.roleId === 203) return atProperties(props.slice(0, 4));
  if (login.roleId === 204) return atProperties([props[0]!, props[4]!]);
  return atProperties([props[0]!]);
}

export async function seedPeople(
  prisma: Db,
  rng: Rng,
  hierarchy: SeededHierarchy,
  accessRoleByRole: Map<number, number>,
  passwordHash: string,
): Promise<{ internal: number; external: number }> {
  for (const l of DEMO_LOGINS.filter((login) => isInternalRole(login.roleId))) {
    await createInternalUser(prisma, {
      name: l.name,
      email: l.email,
      roleId: l.roleId,
      phoneNumber: phone(rng, '214'),
      passwordHash,
      lastActivityAt: new Date(),
    });
  }

  for (const login of DEMO_LOGINS.filter((l) => !isInternalRole(l.roleId))) {
    const corporation = hierarchy.corporations.find((c) => c.name === login.corporation);
    const accessRoleId = accessRoleByRole.get(login.roleId);
    if (!corporation || !accessRoleId) throw new Error(`demo login ${login.email} has no corporation or access role`);
    const scope = scopeOf(login, corporation);
    const created = await createSiteLogin(prisma, {
      roleId: login.roleId,
      name: login.name,
      userName: login.email.split('@')[0],
      email: login.email,
      phoneNumber: phone(rng, '214'),
      accessRoleId,
      corporationId: corporation.id,
      divisionId: scope.divisionId,
      regionId: scope.regionId,
      passwordHash,
      confirmed: true,
      divisionIds: scope.divisions,
      regionIds: scope.regions,
      propertyIds: scope.properties.map((p) => p.id),
    });
    await setPrimaryContact(prisma, login, corporation, scope, created.id);
  }

  // A cherry-picked right, so the staff form has a customized login to show: supplies for the assistant manager.
  const assistant = await prisma.siteLogin.findUniqueOrThrow({
    where: { email: 'assistant@demo.test' },
    select: { id: true },
  });
  await prisma.siteLoginGrant.create({
    data: { siteLoginId: assistant.id, permissionKey: 'ShippingOrder-ESOF_ALL', granted: true },
  });
  const internal = DEMO_LOGINS.filter((l) => isInternalRole(l.roleId)).length;
  return { internal, external: DEMO_LOGINS.length - internal };
}

async function setPrimaryContact(
  prisma: Db,
  login: DemoLogin,
  corporation: SeededCorporation,
  scope: Scope,
  id: number,
) {
  if (login.roleId === 200)
    await prisma.corporation.update({ where: { id: corporation.id }, data: { primaryContactId: id } });
  else if (login.roleId === 201 && scope.divisionId)
    await prisma.division.update({ where: { id: scope.divisionId }, data: { primaryContactId: id } });
  else if (login.roleId === 202 && scope.regionId)
    await prisma.region.update({ where: { id: scope.regionId }, data: { primaryContactId: id } });
  else if (login.roleId === 203) {
    await prisma.property.updateMany({
      where: { id: { in: scope.properties.map((p) => p.id) } },
      data: { primaryContactId: id },
    });
  }
}
