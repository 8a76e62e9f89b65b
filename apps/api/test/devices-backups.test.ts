import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@kc/domain/errors';
import { BACKUP_LIMITS } from '@kc/domain/devices';
import {
  admin,
  issueToken,
  makeZip,
  managerLogin,
  multipartBody,
  newDatalog,
  t,
  useDeviceSuite,
  xls,
} from './devices-support.ts';

useDeviceSuite();

function uploadBackup(datalogId: number, fileName: string, content: Buffer, token = admin) {
  const { payload, headers } = multipartBody(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/devices/datalogs/${datalogId}/system-backups`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}
const backups = (datalogId: number) => t.db.prisma.systemBackup.count({ where: { datalogId } });

async function expectRefused(content: Buffer, message: RegExp) {
  const datalog = await newDatalog(t);
  const res = await uploadBackup(datalog.id, 'backup.zip', content);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(message);
  expect(res.json().fieldErrors[0].field).toBe('file');
  expect(await backups(datalog.id)).toBe(0);
}

describe('system backups', () => {
  it('uploads, lists, downloads and restores; the device then fetches the restored backup', async () => {
    const datalog = await newDatalog(t);
    const zip = await makeZip([
      { name: 'units.xls', content: xls() },
      { name: 'tags.xls', content: xls(4096) },
    ]);
    const res = await uploadBackup(datalog.id, 'backup 2026-03.zip', zip);
    expect(res.statusCode).toBe(201);
    const backup = res.json();
    expect(backup).toMatchObject({
      datalogId: datalog.id,
      entryCount: 2,
      sizeBytes: zip.length,
      restoredAt: null,
      fileName: 'backup 2026-03.zip',
    });
    expect(backup.entries.map((e: { name: string }) => e.name)).toEqual(['units.xls', 'tags.xls']);
    const headers = { authorization: `Bearer ${admin}` };
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/devices/datalogs/${datalog.id}/system-backups`,
      headers,
    });
    expect(list.json().map((b: { id: number }) => b.id)).toEqual([backup.id]);
    const file = await t.app.inject({ method: 'GET', url: `/api/devices/system-backups/${backup.id}/file`, headers });
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.rawPayload.equals(zip)).toBe(true);

    const { token } = await issueToken(t, admin, datalog.id);
    const device = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/devices/restore', headers: device })).statusCode).toBe(204);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/devices/system-backups/${backup.id}/restore`,
      headers,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().restoredAt).not.toBeNull();
    expect(
      await t.db.prisma.auditRevision.count({
        where: { entityType: 'SystemBackup', entityId: String(backup.id), path: 'restoredAt' },
      }),
    ).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/devices/version', headers: device })).json()
        .pendingRestoreBackupId,
    ).toBe(backup.id);
    const fetched = await t.app.inject({ method: 'GET', url: '/api/devices/restore', headers: device });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['x-backup-id']).toBe(String(backup.id));
    expect(fetched.rawPayload.equals(zip)).toBe(true);
  });

  it('a damaged stored backup fails to restore with "backup restore failed" and changes nothing', async () => {
    const datalog = await newDatalog(t);
    const backup = (await uploadBackup(datalog.id, 'b.zip', await makeZip([{ name: 'a.xls', content: xls() }]))).json();
    await t.db.prisma.systemBackup.update({
      where: { id: backup.id },
      data: { content: new Uint8Array(Buffer.from('garbage')) },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/devices/system-backups/${backup.id}/restore`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('backup restore failed');
    expect((await t.db.prisma.systemBackup.findUniqueOrThrow({ where: { id: backup.id } })).restoredAt).toBeNull();
  });

  it('refuses a zip bomb', async () => {
    await expectRefused(
      await makeZip([{ name: 'big.xls', content: Buffer.concat([xls(8), Buffer.alloc(30 * 1024 * 1024)]) }]),
      /zip bomb/,
    );
  });

  it('refuses an archive whose headers understate what it expands to', async () => {
    const zip = await makeZip([
      { name: 'big.xls', content: Buffer.concat([xls(8), Buffer.alloc(2 * 1024 * 1024, 7)]) },
    ]);
    // Claim a small uncompressed size in the central directory, so only decompressing can tell.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(zip.readUInt32LE(central + 20) * 2, central + 24);
    await expectRefused(zip, /damaged/);
  });

  it('refuses a file that is not a zip', async () => {
    await expectRefused(Buffer.from('PK\u0003\u0004 this is not really a zip archive at all'), /not a readable zip/);
  });

  it('refuses too many entries', async () => {
    const entries = Array.from({ length: 201 }, (_, i) => ({ name: `f${i}.xls`, content: xls(16) }));
    await expectRefused(await makeZip(entries), /201 entries/);
  });

  it('refuses entries that are not .xls workbooks', async () => {
    await expectRefused(
      await makeZip([
        { name: 'a.xls', content: xls() },
        { name: 'notes.txt', content: Buffer.from('hello') },
      ]),
      /not an \.xls file/,
    );
    await expectRefused(
      await makeZip([{ name: 'fake.xls', content: Buffer.from('just text named .xls') }]),
      /not an Excel/,
    );
  });

  it('refuses a body that is not multipart', async () => {
    const datalog = await newDatalog(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/devices/datalogs/${datalog.id}/system-backups`,
      payload: {},
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a malformed multipart body with 400 naming the file, and a file over the limit with 413', async () => {
    const datalog = await newDatalog(t);
    const zip = await makeZip([{ name: 'a.xls', content: xls() }]);
    const { payload, headers } = multipartBody('a.zip', zip);
    const post = (body: Buffer | string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/devices/datalogs/${datalog.id}/system-backups`,
        payload: body,
        headers: { 'content-type': contentType, authorization: `Bearer ${admin}` },
      });
    const malformed = [
      post(payload, 'multipart/form-data; boundary=not-the-boundary'), // wrong boundary
      post(payload.subarray(0, payload.length - 40), headers['content-type']!), // truncated
      post(payload, 'multipart/form-data'), // no boundary at all
      post('--x\r\nContent-Disposition: nonsense\r\n\r\n', 'multipart/form-data; boundary=x'), // malformed part
    ];
    for (const res of await Promise.all(malformed)) {
      expect(res.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).fieldErrors[0]!.field).toBe('file');
    }
    const huge = multipartBody('big.zip', Buffer.alloc(BACKUP_LIMITS.maxZipBytes + 1, 1));
    const tooLarge = await post(huge.payload, huge.headers['content-type']!);
    expect(tooLarge.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(tooLarge.json())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await backups(datalog.id)).toBe(0);
  });

  it('customers are refused, even on their own datalog; an unknown backup is 404', async () => {
    const manager = await managerLogin(t);
    const own = await newDatalog(t, manager.propertyId);
    const zip = await makeZip([{ name: 'a.xls', content: xls() }]);
    expect((await uploadBackup(own.id, 'a.zip', zip, manager.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/devices/datalogs/${own.id}/system-backups`,
          headers: { authorization: `Bearer ${manager.token}` },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/devices/system-backups/999999999/restore',
          headers: { authorization: `Bearer ${admin}` },
        })
      ).statusCode,
    ).toBe(404);
    expect(await backups(own.id)).toBe(0);
  });
});
