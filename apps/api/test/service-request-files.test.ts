import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { MESSAGES } from '@kc/domain/messages';
import {
  SR_FILE_MAX_BYTES,
  SR_FILE_MAX_PER_REQUEST,
  SR_FILE_MESSAGES,
  SrFileSchema,
} from '@kc/domain/service-requests/files';
import { SUPPORT_EMAIL_MESSAGES, SupportEmailResultSchema } from '@kc/domain/service-requests/support-email';
import { SR_TYPE } from '@kc/domain/service-requests/types';
import { localDiskStorage } from '@kc/services/storage/local-disk-storage';
import {
  TEST_FILE_STORAGE_DIR,
  createInternalUser,
  createSiteLogin,
  createTestApp,
  signIn,
  type TestContext,
} from './helpers.ts';
import { formData, tinyPng } from './service-request-files-support.ts';

// Files on service requests and customers' Email Support (decision 0065): content-checked uploads, attachment
// downloads, audited deletes, scope; the support e-mail's request, note, file and outbox row.
let t: TestContext;
const SUPPORT = 'help-desk@support.test';
const storage = localDiskStorage(TEST_FILE_STORAGE_DIR);
const png = tinyPng(3, 2);
let staff: string; // a service tech (ServiceRequest-LandingPage_UI)
let accounting: string; // role 103: no service-request right
let manager: Awaited<ReturnType<typeof createSiteLogin>>;
let managerToken: string;
let propertyStaffToken: string; // role 205: no "Send Service Request Email"
let requestId: number;
let otherRequestId: number;
let otherPropertyId: number;

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.92.0.1')).json()).accessToken;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const newRequest = async (propertyId: number) =>
  (
    await t.db.prisma.serviceRequest.create({
      data: {
        propertyId,
        typeId: SR_TYPE.other,
        description: 'Cabinet door sticks',
        createdByPool: 'internal',
        createdByName: 'Files Test',
      },
    })
  ).id;
const upload = (id: number, name: string, content: Buffer, token = staff) => {
  const body = formData({}, { name, content, type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: `/api/service-requests/${id}/files`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
};
const files = (id: number, token = staff) =>
  t.app.inject({ method: 'GET', url: `/api/service-requests/${id}/files`, headers: auth(token) });
const download = (id: number, fileId: number, token = staff) =>
  t.app.inject({ method: 'GET', url: `/api/service-requests/${id}/files/${fileId}`, headers: auth(token) });
const sendSupport = (
  fields: Record<string, string>,
  file?: { name: string; content: Buffer },
  token = managerToken,
) => {
  const body = formData(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/service-requests/support-email',
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
};

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
  staff = await tokenOf((await createInternalUser(t.db, 102)).email);
  accounting = await tokenOf((await createInternalUser(t.db, 103)).email);
  manager = await createSiteLogin(t.db, 203);
  managerToken = await tokenOf(manager.email);
  propertyStaffToken = await tokenOf((await createSiteLogin(t.db, 205)).email);
  otherPropertyId = (await createSiteLogin(t.db, 203)).properties[0]!.id;
  requestId = await newRequest(manager.properties[0]!.id);
  otherRequestId = await newRequest(otherPropertyId);
});
afterAll(async () => {
  await t.close();
});

describe('service-request files', () => {
  let fileId: number;

  it('takes a photo, lists it and downloads it as an attachment of the detected type', async () => {
    const res = await upload(requestId, 'Front door.png', png);
    expect(res.statusCode, res.body).toBe(201);
    const file = SrFileSchema.parse(res.json());
    expect(file).toMatchObject({ requestId, fileName: 'Front door.png', mimeType: 'image/png', sizeBytes: png.length });
    fileId = file.id;

    const list = await files(requestId);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([file]);

    const got = await download(requestId, fileId);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(png)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    // An uploaded file opened from our origin may run, load or frame nothing; its route's own caching rule wins.
    expect(got.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Front door.png"; filename*=UTF-8''Front%20door.png`,
    );
    // The bytes are in the store, not in the database.
    const row = await t.db.prisma.serviceRequestFile.findUniqueOrThrow({ where: { id: fileId } });
    expect((await storage.get(row.storageKey))?.equals(png)).toBe(true);
    const audit = await t.db.prisma.auditRevision.findFirst({
      where: { entityType: 'ServiceRequestFile', entityId: String(fileId), type: 'CREATE' },
    });
    expect(audit).toMatchObject({ parentEntityType: 'ServiceRequest', parentEntityId: String(requestId) });
  });

  it('reads the type from the content, not the name: other content, or a name that contradicts it, is refused', async () => {
    const before = await t.db.prisma.serviceRequestFile.count({ where: { serviceRequestId: requestId } });
    const text = await upload(requestId, 'photo.png', Buffer.from('just some text, not an image'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ fieldErrors: [{ field: 'file', message: SR_FILE_MESSAGES.notAccepted }] });
    const exe = await upload(requestId, 'setup.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]));
    expect(exe.statusCode).toBe(400);
    const renamed = await upload(requestId, 'invoice.pdf', png);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(SR_FILE_MESSAGES.nameContradicts('pdf', 'PNG image'));
    const empty = await upload(requestId, 'empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(await t.db.prisma.serviceRequestFile.count({ where: { serviceRequestId: requestId } })).toBe(before);
  });

  it('refuses a file over the size limit with 413, and a body that is not multipart with 400', async () => {
    const big = Buffer.concat([png, Buffer.alloc(SR_FILE_MAX_BYTES - png.length + 1)]);
    const res = await upload(requestId, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(SR_FILE_MESSAGES.tooLarge);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${requestId}/files`,
      payload: { file: 'x' },
      headers: auth(staff),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(MESSAGES.multipartRequired);
    // Two files in one form: one at a time.
    const one = formData({}, { name: 'a.png', content: png });
    const boundary = one.headers['content-type']!.split('boundary=')[1]!;
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`;
    const two = Buffer.concat([Buffer.from(part), png, Buffer.from('\r\n'), one.payload]);
    const res2 = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${requestId}/files`,
      payload: two,
      headers: { ...one.headers, ...auth(staff) },
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toBe(MESSAGES.oneFileOnly);
  });

  it(`holds at most ${SR_FILE_MAX_PER_REQUEST} live files a request`, async () => {
    const full = await newRequest(manager.properties[0]!.id);
    await t.db.prisma.serviceRequestFile.createMany({
      data: Array.from({ length: SR_FILE_MAX_PER_REQUEST - 1 }, (_, i) => ({
        serviceRequestId: full,
        originalName: `f${i}.png`,
        mimeType: 'image/png',
        sizeBytes: 1,
        storageKey: `service-request-files/${randomUUID()}`,
        uploadedByPool: 'internal',
        uploadedByName: 'Files Test',
      })),
    });
    expect((await upload(full, 'last.png', png)).statusCode).toBe(201);
    const over = await upload(full, 'one-too-many.png', png);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SR_FILE_MESSAGES.tooMany);
  });

  it("lets the property's customer read its request's files, and keeps other customers' and other requests' out of reach", async () => {
    // The manager reads the files of its own property's request (as it reads the request), but only staff add them.
    expect((await files(requestId, managerToken)).json()).toHaveLength(1);
    expect((await download(requestId, fileId, managerToken)).rawPayload.equals(png)).toBe(true);
    expect((await upload(requestId, 'x.png', png, managerToken)).statusCode).toBe(403);
    expect((await download(requestId, fileId, accounting)).statusCode).toBe(403);
    // Another customer's request and its file answer 404 to the manager.
    const theirs = SrFileSchema.parse((await upload(otherRequestId, 'theirs.png', png)).json());
    expect((await files(otherRequestId, managerToken)).statusCode).toBe(404);
    expect((await download(otherRequestId, theirs.id, managerToken)).statusCode).toBe(404);
    // A file asked for under another request, or a request that does not exist, is not found.
    expect((await download(otherRequestId, fileId)).statusCode).toBe(404);
    expect((await files(2_000_000_000)).statusCode).toBe(404);
    expect((await upload(2_000_000_000, 'x.png', png)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/service-requests/${requestId}/files/${fileId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes a file with an audit revision naming it, and its bytes leave the store', async () => {
    const row = await t.db.prisma.serviceRequestFile.findUniqueOrThrow({ where: { id: fileId } });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/service-requests/${requestId}/files/${fileId}`,
      headers: auth(staff),
    });
    expect(del.statusCode).toBe(204);
    expect((await download(requestId, fileId)).statusCode).toBe(404);
    expect((await files(requestId)).json()).toEqual([]);
    expect(await storage.get(row.storageKey)).toBeNull();
    const audit = await t.db.prisma.auditRevision.findFirstOrThrow({
      where: { entityType: 'ServiceRequestFile', entityId: String(fileId), type: 'DELETE' },
    });
    expect(audit.oldValue).toEqual({ fileName: 'Front door.png', mimeType: 'image/png', sizeBytes: png.length });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/service-requests/${requestId}/files/${fileId}`,
      headers: auth(staff),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('Email Support', () => {
  it('creates a Support E-mail request with the message as its first note and the photo as its file, and e-mails support', async () => {
    const propertyId = manager.properties[0]!.id;
    const message = 'The cabinet door sticks.\nPhoto attached.';
    const res = await sendSupport(
      { propertyId: String(propertyId), replyTo: 'mia@example.test', message },
      {
        name: 'door.png',
        content: png,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const result = SupportEmailResultSchema.parse(res.json());
    expect(result.fileName).toBe('door.png');
    expect(result.message).toContain(`#${result.requestId}`);

    const request = await t.db.prisma.serviceRequest.findUniqueOrThrow({
      where: { id: result.requestId },
      include: { notes: true, files: true },
    });
    expect(request).toMatchObject({
      propertyId,
      typeId: SR_TYPE.supportEmail,
      source: 'email',
      contactEmail: 'mia@example.test',
      description: 'The cabinet door sticks.',
    });
    expect(request.notes.map((n) => n.body)).toEqual([message]);
    expect(request.files.map((f) => [f.originalName, f.mimeType])).toEqual([['door.png', 'image/png']]);

    const outbox = await t.db.prisma.outboxMessage.findFirstOrThrow({
      where: { kind: 'support-request', payload: { path: ['serviceRequestId'], equals: result.requestId } },
    });
    expect(outbox.payload).toMatchObject({ to: SUPPORT, replyTo: 'mia@example.test' });
    expect((outbox.payload as { text: string }).text).toContain('Photo attached.');

    // Provider staff find the file on the request.
    const got = await download(result.requestId, request.files[0]!.id);
    expect(got.rawPayload.equals(png)).toBe(true);
  });

  it('answers 400 with field errors, and writes nothing, for a bad address, no message or a refused file', async () => {
    const propertyId = String(manager.properties[0]!.id);
    const before = await t.db.prisma.serviceRequest.count({ where: { propertyId: Number(propertyId) } });
    const bad = await sendSupport({ propertyId, replyTo: 'not-an-address', message: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'replyTo', message: SUPPORT_EMAIL_MESSAGES.invalidEmail },
        { field: 'message', message: SUPPORT_EMAIL_MESSAGES.messageRequired },
      ]),
    );
    const refused = await sendSupport(
      { propertyId, replyTo: 'mia@example.test', message: 'See file' },
      {
        name: 'notes.png',
        content: Buffer.from('plain text'),
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([{ field: 'file', message: SR_FILE_MESSAGES.notAccepted }]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/service-requests/support-email',
      payload: { propertyId, replyTo: 'mia@example.test', message: 'x' },
      headers: auth(managerToken),
    });
    expect(json.statusCode).toBe(400);
    expect(await t.db.prisma.serviceRequest.count({ where: { propertyId: Number(propertyId) } })).toBe(before);
  });

  it("refuses a login without the right (403) and another customer's property (404)", async () => {
    const fields = { propertyId: String(manager.properties[0]!.id), replyTo: 'mia@example.test', message: 'Hi' };
    expect((await sendSupport(fields, undefined, propertyStaffToken)).statusCode).toBe(403);
    const other = await sendSupport({ ...fields, propertyId: String(otherPropertyId) });
    expect(other.statusCode).toBe(404);
    expect(await t.db.prisma.serviceRequest.count({ where: { propertyId: otherPropertyId } })).toBe(1);
  });
});
