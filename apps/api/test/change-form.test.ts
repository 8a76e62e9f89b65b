import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { ChangeFormResultSchema, CHANGE_FORM_MESSAGES } from '@kc/domain/service-requests/change-form';
import { SR_TYPE } from '@kc/domain/service-requests/types';
import { createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

// The property's send-change-form (decision 0064): a Change Form request with the summary as its first note, and the
// same summary to the support address through the outbox.
let t: TestContext;
const SUPPORT = 'help-desk@support.test';
let manager: Awaited<ReturnType<typeof createSiteLogin>>;
let managerToken: string;
let staffToken: string;
let otherPropertyId: number;

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.91.0.1')).json()).accessToken;
const send = (propertyId: number, payload: unknown, as = managerToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/send-change-form`,
    payload: payload as object,
    headers: { authorization: `Bearer ${as}` },
  });

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
  manager = await createSiteLogin(t.db, 203);
  managerToken = await tokenOf(manager.email);
  // Property staff (205) do not hold "Send Service Request Email".
  staffToken = await tokenOf((await createSiteLogin(t.db, 205)).email);
  otherPropertyId = (await createSiteLogin(t.db, 203)).properties[0]!.id;
});
afterAll(async () => {
  await t.close();
});

describe('send-change-form', () => {
  it('creates a Change Form request with the summary as its first note and e-mails it to support', async () => {
    const propertyId = manager.properties[0]!.id;
    const res = await send(propertyId, {
      unitsToAdd: [{ name: '101' }, { name: '102' }],
      unitsToRemove: [{ name: '7' }],
      badges: [{ action: 'add', employeeName: 'Ann Lee', badgeNumber: '4411' }],
      note: 'Please call before coming.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = ChangeFormResultSchema.parse(res.json());
    expect(result.message).toContain(`#${result.serviceRequestId}`);

    const request = await t.db.prisma.serviceRequest.findUniqueOrThrow({
      where: { id: result.serviceRequestId },
      include: { notes: true },
    });
    expect(request).toMatchObject({
      propertyId,
      typeId: SR_TYPE.changeForm,
      statusId: 1,
      source: 'change-form',
      description: 'Change form: 2 units to add, 1 unit to remove, 1 badge change',
      createdByPool: 'external',
      createdById: manager.id,
      contactEmail: manager.email,
    });
    expect(request.notes).toHaveLength(1);
    const note = request.notes[0]!.body;
    expect(note).toContain('Units to add:\n- 101\n- 102');
    expect(note).toContain('Add: Ann Lee (badge 4411)');
    expect(note).toContain('Note:\nPlease call before coming.');

    const outbox = await t.db.prisma.outboxMessage.findMany({ where: { kind: 'support-request' } });
    const mail = outbox.find(
      (m) => (m.payload as { serviceRequestId: number }).serviceRequestId === result.serviceRequestId,
    );
    expect(mail?.payload).toMatchObject({
      to: SUPPORT,
      text: note,
      requestUrl: expect.stringMatching(
        new RegExp(`/service-requests/property/${propertyId}/${result.serviceRequestId}$`),
      ),
    });
    const audit = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'ServiceRequest', entityId: String(result.serviceRequestId) },
    });
    expect(audit.map((a) => [a.type, a.path, a.actorId])).toEqual([
      ['CREATE', '', manager.id],
      ['ADD', 'notes', manager.id],
    ]);
  });

  it('answers 400 with field errors and writes nothing', async () => {
    const propertyId = manager.properties[0]!.id;
    const before = await t.db.prisma.serviceRequest.count({ where: { propertyId } });
    const empty = await send(propertyId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual([{ field: 'note', message: CHANGE_FORM_MESSAGES.nothingToSend }]);
    const bad = await send(propertyId, {
      unitsToAdd: [{ name: 'far too long a name' }],
      contacts: [{ action: 'add', name: 'Bo', email: 'nope' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fieldErrors.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['contacts.0.email', 'unitsToAdd.0.name']);
    expect(await t.db.prisma.serviceRequest.count({ where: { propertyId } })).toBe(before);
  });

  it("refuses a login without the right (403) and another customer's property (404, as a missing one)", async () => {
    const body = { note: 'x' };
    expect((await send(manager.properties[0]!.id, body, staffToken)).statusCode).toBe(403);
    expect((await send(otherPropertyId, body)).statusCode).toBe(404);
    expect(await t.db.prisma.serviceRequest.count({ where: { propertyId: otherPropertyId } })).toBe(0);
  });
});
