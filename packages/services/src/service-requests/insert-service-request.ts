import type { SrCreateInput } from '@kc/domain/service-requests/schemas';
import type { SrSource } from '@kc/domain/service-requests/types';
import type { Prisma } from '../generated/prisma/client.ts';
import { recordRevisions, type Actor } from '../audit/record-revision.ts';
import { authorOf, requestSnapshot, revisionOf } from './sr-access.ts';

export interface NewServiceRequest extends SrCreateInput {
  propertyId: number;
  source: SrSource;
  /** A first note (the customer's message of an Email Support request or a change form's summary). */
  firstNote?: string | null;
}

/**
 * Writes a request (and its first note) with its audit revisions in the caller's transaction: the one insert every
 * way a request is born shares (the add page, Email Support, the change form). Checks are the caller's.
 */
export async function insertServiceRequest(
  tx: Prisma.TransactionClient,
  actor: Actor,
  input: NewServiceRequest,
): Promise<{ id: number; propertyId: number }> {
  const by = authorOf(actor);
  const row = await tx.serviceRequest.create({
    data: {
      propertyId: input.propertyId,
      typeId: input.typeId,
      assigneeId: input.assigneeId,
      description: input.description,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      contactEmail: input.contactEmail,
      source: input.source,
      createdByPool: by.pool,
      createdById: by.id,
      createdByName: by.name,
    },
  });
  const revisions: Parameters<typeof recordRevisions>[2] = [
    { ...revisionOf(row), type: 'CREATE', newValue: { ...requestSnapshot(row), source: row.source } },
  ];
  if (input.firstNote) {
    const note = await tx.serviceRequestNote.create({
      data: {
        serviceRequestId: row.id,
        authorPool: by.pool,
        authorId: by.id,
        authorName: by.name,
        body: input.firstNote,
      },
    });
    revisions.push({ ...revisionOf(row), type: 'ADD', path: 'notes', newValue: { id: note.id, message: note.body } });
  }
  await recordRevisions(tx, actor, revisions);
  return { id: row.id, propertyId: row.propertyId };
}
