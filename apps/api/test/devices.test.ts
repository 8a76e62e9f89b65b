import { describe, expect, it } from 'vitest';
import {
  admin,
  androidId,
  countTransactions as count,
  issueToken,
  managerLogin,
  newDatalog,
  t,
  txRow,
  upload,
  useDeviceSuite,
} from './devices-support.ts';

useDeviceSuite();

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/devices/me', headers: { authorization: `Bearer ${token}` } });

describe('device credentials', () => {
  it('registers the Android id and issues a token that authenticates only as that datalog', async () => {
    const datalog = await newDatalog(t);
    const id = androidId();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/devices/datalogs/${datalog.id}/credentials`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { androidId: id },
    });
    expect(res.statusCode).toBe(201);
    const issued = res.json();
    expect(issued.token).toMatch(/^kcd_[\w-]{43}$/);
    expect((await t.db.prisma.datalog.findUniqueOrThrow({ where: { id: datalog.id } })).androidId).toBe(id);
    const stored = await t.db.prisma.deviceCredential.findUniqueOrThrow({ where: { id: issued.credentialId } });
    expect(stored.tokenHash).not.toContain(issued.token.slice(4, 20));
    expect((await me(issued.token)).json()).toMatchObject({ id: datalog.id, propertyId: datalog.propertyId });
    expect(
      await t.db.prisma.auditRevision.count({
        where: { entityType: 'DeviceCredential', entityId: String(issued.credentialId) },
      }),
    ).toBe(1);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/devices/by-android-id/${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(lookup.json()).toMatchObject({ id: datalog.id, datalogNumber: datalog.datalogNumber });
  });

  it('refuses an Android id registered to another datalog', async () => {
    const a = await newDatalog(t);
    const b = await newDatalog(t);
    const headers = { authorization: `Bearer ${admin}` };
    const id = androidId();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/devices/datalogs/${a.id}/credentials`,
          headers,
          payload: { androidId: id },
        })
      ).statusCode,
    ).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/devices/datalogs/${b.id}/credentials`,
      headers,
      payload: { androidId: id },
    });
    expect(res.statusCode).toBe(409);
  });

  it('keeps user JWTs and device tokens apart', async () => {
    const datalog = await newDatalog(t);
    const { token } = await issueToken(t, admin, datalog.id);
    expect((await me(admin)).statusCode).toBe(401);
    expect((await upload(t, admin, [txRow(1)])).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    expect((await me('kcd_not-a-real-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/devices/me' })).statusCode).toBe(401);
  });

  it('revokes at once, with an audit revision', async () => {
    const datalog = await newDatalog(t);
    const { token, credentialId } = await issueToken(t, admin, datalog.id);
    expect((await me(token)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/devices/datalogs/${datalog.id}/credentials/${credentialId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await upload(t, token, [txRow(1)])).statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/devices/datalogs/${datalog.id}/credentials`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.json()[0]).toMatchObject({ id: credentialId, revokedBy: expect.any(String) });
    expect(
      await t.db.prisma.auditRevision.count({
        where: { entityType: 'DeviceCredential', entityId: String(credentialId), path: 'revokedAt' },
      }),
    ).toBe(1);
  });

  it("writes with one datalog's credential land only on that datalog", async () => {
    const mine = await newDatalog(t);
    const other = await newDatalog(t);
    const { token } = await issueToken(t, admin, mine.id);
    expect((await upload(t, token, [txRow(1), txRow(2)])).statusCode).toBe(200);
    expect(await count(mine.id)).toBe(2);
    expect(await count(other.id)).toBe(0);
    // The body cannot name another datalog: unknown fields reject the batch.
    const res = await upload(t, token, [{ ...txRow(3), datalogId: other.id }]);
    expect(res.statusCode).toBe(400);
    expect(await count(other.id)).toBe(0);
  });

  it('customers cannot issue credentials, and an unknown datalog is 404', async () => {
    const manager = await managerLogin(t);
    const own = await newDatalog(t, manager.propertyId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/devices/datalogs/${own.id}/credentials`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { androidId: androidId() },
    });
    expect(res.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/devices/datalogs/999999999/credentials',
      headers: { authorization: `Bearer ${admin}` },
      payload: { androidId: androidId() },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the device routes under the devices tag with the device-token scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.deviceToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const upload = doc.paths['/api/devices/transactions'].post;
    expect(upload.tags).toEqual(['devices']);
    expect(upload.security).toEqual([{ deviceToken: [] }]);
    expect(doc.paths['/api/devices/datalogs/{datalogId}/system-backups'].post.tags).toEqual(['devices']);
  });
});

describe('version', () => {
  it('reports the latest version for the type and records what the device runs', async () => {
    const datalog = await newDatalog(t);
    const { token } = await issueToken(t, admin, datalog.id);
    const headers = { authorization: `Bearer ${token}` };
    const before = (await t.app.inject({ method: 'GET', url: '/api/devices/version', headers })).json();
    expect(before).toMatchObject({
      datalogType: 'gen10',
      reportedVersion: null,
      updateAvailable: true,
      pendingRestoreBackupId: null,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/devices/version',
      headers,
      payload: { version: before.latestVersion },
    });
    expect(put.json()).toMatchObject({ reportedVersion: before.latestVersion, updateAvailable: false });
    expect((await t.db.prisma.datalog.findUniqueOrThrow({ where: { id: datalog.id } })).version).toBe(
      before.latestVersion,
    );
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/devices/version', headers, payload: { version: 'latest' } }))
        .statusCode,
    ).toBe(400);
  });
});
