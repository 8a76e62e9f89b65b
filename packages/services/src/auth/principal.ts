import type { Pool } from '@kc/domain/auth';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import type { Database } from '../db/client.ts';

/** The signed-in person, from either identity pool, as the services see them. */
export interface Principal {
  pool: Pool;
  id: number;
  name: string;
  email: string;
  roleId: number;
  commercialLevel: number;
  corporationId: number | null;
  disabled: boolean;
  mustChangePassword: boolean;
}

export interface PrincipalWithSecret extends Principal {
  passwordHash: string | null;
}

const internalSelect = {
  id: true,
  name: true,
  email: true,
  roleId: true,
  disabled: true,
  mustChangePassword: true,
  passwordHash: true,
} as const;
const externalSelect = {
  id: true,
  name: true,
  email: true,
  commercialLevel: true,
  corporationId: true,
  disabled: true,
  deletedAt: true,
  mustChangePassword: true,
  passwordHash: true,
  accessRole: { select: { roleId: true } },
} as const;

/** Looks the e-mail up in both pools; internal staff win if (wrongly) present in both. */
export async function findPrincipalByEmail(db: Database, email: string): Promise<PrincipalWithSecret | null> {
  const normalized = email.trim().toLowerCase();
  const user = await db.prisma.internalUser.findUnique({ where: { email: normalized }, select: internalSelect });
  if (user) return { ...user, pool: 'internal', commercialLevel: COMMERCIAL_LEVEL.none, corporationId: null };
  const login = await db.prisma.siteLogin.findUnique({ where: { email: normalized }, select: externalSelect });
  if (!login) return null;
  const { accessRole, deletedAt, ...rest } = login;
  return { ...rest, pool: 'external', roleId: accessRole.roleId, disabled: rest.disabled || deletedAt !== null };
}

export async function loadPrincipal(db: Database, pool: Pool, id: number): Promise<Principal | null> {
  if (pool === 'internal') {
    const user = await db.prisma.internalUser.findUnique({ where: { id }, select: internalSelect });
    if (!user) return null;
    const { passwordHash: _omit, ...rest } = user;
    return { ...rest, pool, commercialLevel: COMMERCIAL_LEVEL.none, corporationId: null };
  }
  const login = await db.prisma.siteLogin.findUnique({ where: { id }, select: externalSelect });
  if (!login) return null;
  const { accessRole, deletedAt, passwordHash: _omit, ...rest } = login;
  return { ...rest, pool, roleId: accessRole.roleId, disabled: rest.disabled || deletedAt !== null };
}
