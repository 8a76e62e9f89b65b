import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { IDENTITY_VERSION_KEY } from '@kc/services/auth/identity-version';
import {
  admin,
  countTransactions as count,
  issueToken,
  newDatalog,
  t,
  txRow,
  upload,
  useDeviceSuite,
} from './devices-support.ts';

useDeviceSuite();

async function device() {
  const datalog = await newDatalog(t);
  const { token } = await issueToken(t, admin, datalog.id);
  return { datalog, token };
}
const state = (datalogId: number, tag: string) =>
  t.db.prisma.keyState.findUnique({ where: { datalogId_keyTagNumber: { datalogId, keyTagNumber: tag } } });

describe('transaction upload', () => {
  it("keeps every API process's identity cache: an upload does not raise the shared identity version", async () => {
    const { datalog, token } = await device();
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const before = await redis.get(IDENTITY_VERSION_KEY);
      expect(before).not.toBeNull();
      expect((await upload(t, token, [txRow(1), txRow(2)])).statusCode).toBe(200);
      expect(await redis.get(IDENTITY_VERSION_KEY)).toBe(before);
      // A login's write (another credential for the datalog) still raises it.
      await issueToken(t, admin, datalog.id);
      expect(Number(await redis.get(IDENTITY_VERSION_KEY))).toBeGreaterThan(Number(before));
    } finally {
      redis.disconnect();
    }
  });

  it("stores a batch, updates last communication, last sequence and the badge's last use", async () => {
    const { datalog, token } = await device();
    const res = await upload(t, token, [
      txRow(5),
      txRow(6, { activityCode: 3 }),
      txRow(7, { exceptionCode: 'W', keyTagNumber: null, activityCode: 99 }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: 3, stored: 3, duplicates: 0, lastSequence: 7 });
    const d = await t.db.prisma.datalog.findUniqueOrThrow({ where: { id: datalog.id } });
    expect(d.lastCommunication!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(d.lastSequence).toBe(7n);
    const badge = await t.db.prisma.badge.findFirstOrThrow({
      where: { propertyId: datalog.propertyId, badgeNumber: '4242' },
    });
    expect(badge.lastUsed?.toISOString()).toBe(txRow(7).time);
  });

  it('a replayed batch stores nothing and gets the same answer', async () => {
    const { datalog, token } = await device();
    const rows = Array.from({ length: 50 }, (_, i) => txRow(100 + i));
    const first = await upload(t, token, rows);
    const again = await upload(t, token, rows);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(await count(datalog.id)).toBe(50);
  });

  it('a different batch overlapping stored sequences stores only the new rows', async () => {
    const { datalog, token } = await device();
    await upload(t, token, [txRow(1), txRow(2)]);
    const res = await upload(t, token, [txRow(2), txRow(3)]);
    expect(res.json()).toMatchObject({ received: 2, stored: 1, duplicates: 1, lastSequence: 3 });
    expect(await count(datalog.id)).toBe(3);
  });

  it('two identical batches at once store one copy and both get the same answer', async () => {
    const { datalog, token } = await device();
    const rows = Array.from({ length: 500 }, (_, i) => txRow(1000 + i, { keyTagNumber: String(2000 + (i % 40)) }));
    const [a, b] = await Promise.all([upload(t, token, rows), upload(t, token, rows)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect(a.json().stored).toBe(500);
    expect(await count(datalog.id)).toBe(500);
  });

  it('a malformed row rejects the whole batch with row-level errors and stores nothing', async () => {
    const { datalog, token } = await device();
    const res = await upload(t, token, [txRow(1), txRow(2, { keyTagNumber: '12a' }), txRow(3, { time: 'not a time' })]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.rows).toEqual(
      expect.arrayContaining([
        { index: 1, field: 'keyTagNumber', message: 'Exactly 4 digits' },
        expect.objectContaining({ index: 2, field: 'time' }),
      ]),
    );
    expect(body.fieldErrors[0].field).toMatch(/^rows\.\d\./);
    expect(await count(datalog.id)).toBe(0);
    expect((await t.db.prisma.datalog.findUniqueOrThrow({ where: { id: datalog.id } })).lastSequence).toBe(0n);
  });

  it('refuses 5,001 rows and stores nothing', async () => {
    const { datalog, token } = await device();
    const res = await upload(
      t,
      token,
      Array.from({ length: 5001 }, (_, i) => txRow(i + 1)),
    );
    expect(res.statusCode).toBe(400);
    expect(await count(datalog.id)).toBe(0);
  });

  it('takes 5,000 rows in one request', async () => {
    const { datalog, token } = await device();
    const res = await upload(
      t,
      token,
      Array.from({ length: 5000 }, (_, i) =>
        txRow(i + 1, { keyTagNumber: String(1000 + (i % 300)), activityCode: i % 2 ? 3 : 2 }),
      ),
    );
    expect(res.json()).toMatchObject({ stored: 5000 });
    expect(await count(datalog.id)).toBe(5000);
    expect(await t.db.prisma.keyState.count({ where: { datalogId: datalog.id } })).toBe(300);
  });
});

describe('key state', () => {
  it('follows keys out and back in', async () => {
    const { datalog, token } = await device();
    await upload(t, token, [txRow(10, { keyTagNumber: '1111', workOrderNumber: 'WO-7' })]);
    expect(await state(datalog.id, '1111')).toMatchObject({
      isOut: true,
      employeeName: 'Dana Keys',
      badgeNumber: '4242',
      enteredWorkOrderNumber: 'WO-7',
      sequence: 10n,
    });
    await upload(t, token, [txRow(11, { keyTagNumber: '1111', activityCode: 3 })]);
    const s = await state(datalog.id, '1111');
    expect(s).toMatchObject({ isOut: false, sequence: 11n });
    expect(s!.since.toISOString()).toBe(new Date(txRow(11).time).toISOString());
  });

  it('a late, older transaction never overwrites newer state; exceptions change nothing', async () => {
    const { datalog, token } = await device();
    await upload(t, token, [txRow(20, { keyTagNumber: '2222' }), txRow(22, { keyTagNumber: '2222', activityCode: 3 })]);
    await upload(t, token, [txRow(21, { keyTagNumber: '2222', activityCode: 2 })]);
    expect(await state(datalog.id, '2222')).toMatchObject({ isOut: false, sequence: 22n });
    await upload(t, token, [txRow(23, { keyTagNumber: '2222', activityCode: 99, exceptionCode: 'S' })]);
    expect(await state(datalog.id, '2222')).toMatchObject({ isOut: false, sequence: 22n });
    // Within one batch, out of order: the highest sequence wins.
    await upload(t, token, [
      txRow(31, { keyTagNumber: '3333', activityCode: 2 }),
      txRow(30, { keyTagNumber: '3333', activityCode: 3 }),
    ]);
    expect(await state(datalog.id, '3333')).toMatchObject({ isOut: true, sequence: 31n });
  });
});
