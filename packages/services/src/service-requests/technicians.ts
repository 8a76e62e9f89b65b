import { SR_MESSAGES } from '@kc/domain/service-requests/schemas';
import { SERVICE_TECH_ROLE } from '@kc/domain/service-requests/types';
import type { Prisma } from '../generated/prisma/client.ts';
import { invalid, type Client } from './sr-access.ts';

/**
 * Who is a technician (decision 0063): a Service Tech (role 102) unless the roster says enabled = false, or anyone the
 * roster names with enabled = true. The reports and the assignee checks use this one filter.
 */
export const TECHNICIAN_WHERE: Prisma.InternalUserWhereInput = {
  OR: [
    { roleId: SERVICE_TECH_ROLE, serviceTechnician: { is: null } },
    { serviceTechnician: { is: { enabled: true } } },
  ],
};

/** A technician requests may be assigned to: a technician whose login is enabled. */
export const ASSIGNABLE_WHERE: Prisma.InternalUserWhereInput = { AND: [TECHNICIAN_WHERE, { disabled: false }] };

/** 400 on `assigneeId` unless it names an assignable technician (null: nobody, always allowed). */
export async function assertAssignable(prisma: Client, assigneeId: number | null | undefined): Promise<void> {
  if (assigneeId === null || assigneeId === undefined) return;
  const found = await prisma.internalUser.count({ where: { AND: [ASSIGNABLE_WHERE, { id: assigneeId }] } });
  if (!found) throw invalid([{ field: 'assigneeId', message: SR_MESSAGES.unknownAssignee }]);
}

/** 400 on `typeId` unless it names a request type in use. */
export async function assertRequestType(prisma: Client, typeId: number | undefined): Promise<void> {
  if (typeId === undefined) return;
  const found = await prisma.serviceRequestType.count({ where: { id: typeId, disabled: false } });
  if (!found) throw invalid([{ field: 'typeId', message: SR_MESSAGES.unknownType }]);
}
