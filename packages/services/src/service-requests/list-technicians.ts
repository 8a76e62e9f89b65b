import { technicianShortName } from '@kc/domain/service-requests/rules';
import type { SrTechnician } from '@kc/domain/service-requests/schemas';
import type { ServiceContext } from '../context.ts';
import { TECHNICIAN_WHERE } from './technicians.ts';

/**
 * Spec 001 §3 "Service tech": every technician with the last activity, whether the login is disabled and whether the
 * roster has them active (the filters narrow this with filterTechnicians; requests go to active, enabled ones).
 */
export async function listTechnicians(ctx: ServiceContext): Promise<SrTechnician[]> {
  const rows = await ctx.db.prisma.internalUser.findMany({
    where: TECHNICIAN_WHERE,
    select: { id: true, name: true, lastActivityAt: true, disabled: true, serviceTechnician: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    shortName: technicianShortName(u),
    lastActivity: u.lastActivityAt ? u.lastActivityAt.toISOString() : null,
    disabled: u.disabled,
    activeStatus: u.serviceTechnician?.enabled ?? true,
  }));
}
