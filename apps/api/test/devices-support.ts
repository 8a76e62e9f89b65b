import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import yazl from 'yazl';
import type { DeviceTransactionInput } from '@kc/domain/devices';
import { createDatalog } from '@kc/services/fixtures/key-control';
import {
  createInternalUser,
  createSiteLogin,
  createTestApp,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from './helpers.ts';

/** Fixtures for the device tests: a property with a datalog and a badge, an internal user, device tokens. */

/** The suite's app and a provider administrator's token (live bindings, set by useDeviceSuite's beforeAll). */
export let t: TestContext;
export let admin: string;

export function useDeviceSuite(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await internalToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}

export const countTransactions = (datalogId: number) => t.db.prisma.datalogTransaction.count({ where: { datalogId } });

export async function internalToken(t: TestContext, roleId: 100 | 102 | 104 | 106 = 106): Promise<string> {
  const user = await createInternalUser(t.db, roleId);
  return (await signIn(t.app, user.email, TEST_PASSWORD)).json().accessToken as string;
}

export async function managerLogin(t: TestContext) {
  const login = await createSiteLogin(t.db, 203);
  const token = (await signIn(t.app, login.email, TEST_PASSWORD)).json().accessToken as string;
  return { token, propertyId: login.properties[0]!.id };
}

/** A new datalog on its own new property (another customer's than every other fixture). */
export async function newDatalog(t: TestContext, propertyId?: number) {
  const pid = propertyId ?? (await createSiteLogin(t.db, 203)).properties[0]!.id;
  const datalog = await createDatalog(t.db.prisma, { propertyId: pid, datalogType: 'gen10' });
  await t.db.prisma.badge.createMany({
    data: [{ propertyId: pid, badgeNumber: '4242', employeeName: 'Dana Keys' }],
    skipDuplicates: true,
  });
  return datalog;
}

export const androidId = () => randomBytes(8).toString('hex');

export async function issueToken(
  t: TestContext,
  adminToken: string,
  datalogId: number,
): Promise<{ token: string; credentialId: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/devices/datalogs/${datalogId}/credentials`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { androidId: androidId() },
  });
  if (res.statusCode !== 201) throw new Error(`issue credential: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function upload(t: TestContext, deviceToken: string, rows: unknown[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/devices/transactions',
    headers: { authorization: `Bearer ${deviceToken}` },
    payload: { rows },
  });
}

const BASE = Date.parse('2026-03-01T12:00:00Z');

export function txRow(sequence: number, over: Partial<DeviceTransactionInput> = {}): DeviceTransactionInput {
  return {
    sequence,
    time: new Date(BASE + sequence * 60_000).toISOString(),
    employeeName: 'Dana Keys',
    badgeNumber: '4242',
    unitName: 'A-101',
    keyTagNumber: '1234',
    encodedHookNumber: 1001,
    activityCode: 2,
    exceptionCode: null,
    workOrderNumber: null,
    ...over,
  };
}

export const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
export const xls = (bytes = 2048) => Buffer.concat([OLE2, randomBytes(bytes)]);

export function makeZip(entries: { name: string; content: Buffer; compress?: boolean }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.content, e.name, { compress: e.compress ?? true });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A multipart/form-data body with one file part named "file". */
export function multipartBody(fileName: string, content: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kc${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
