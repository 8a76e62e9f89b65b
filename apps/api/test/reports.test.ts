import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { TokenSetSchema } from '@kc/domain/auth';
import type { KeyReceipt, PropertyKeyControlInfo, ReportPage } from '@kc/domain/reports';
import {
  createKeyReceipt,
  insertDatalogs,
  insertKeyTags,
  insertTransactions,
  insertUnits,
  type TransactionRow,
} from '@kc/services/fixtures/key-control';
import { createActivities } from '@kc/services/fixtures/property-ops';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

/**
 * Every report against a small fixed data set (times UTC), with the expected rows worked out by hand:
 *
 *   a 06-10 23:30 Bob Ray 502  unit 102 tag 1235 hook 1002 out (2), work order "=1+2"   ← still out across midnight
 *   b 06-11 08:00 Ann Lee 501  unit 101 tag 1234 hook 1001 out (2)
 *   c 06-11 09:00 Ann Lee      unit 101 tag 1234            in  (3)                     ← out and in
 *   d 06-11 10:00 Bob Ray      exception D (access denied), activity 99
 *   e 06-11 11:00 "-2+3"       exception Z (unknown), activity 99, no badge
 *   f 06-11 12:00 Ann Lee      exception B (fingerprint login), activity 1
 *   g 06-11 13:00 Ann Lee      unit 101 tag 1234 out (2), work order "@WO-7", key receipt R  ← out and in again
 *   h 06-11 14:00 Ann Lee      unit 101 tag 1234 in  (3)
 *   i 06-12 09:00 Ann Lee      unit 103 tag 1236 hook 1004 out (2), key receipt R           ← still out
 *
 * Datalog 1 is lettered with 50 hooks (1001–1050): tags on 1001, 1002, 1003 (tag 1237, no unit), 1004.
 * Datalog 2 is non-lettered with 3 hooks: tag 2001 (unit Pool) on hook 2.
 */
let t: TestContext;
let propertyId: number;
let otherPropertyId: number;
let receiptId: number;
let manager: string;
let sales: string;
let otherManager: string;
const ids: Record<string, string> = {};

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.88.0.1')).json()).accessToken;
const post = (url: string, token: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const run = async (kind: string, criteria: object = {}, token = manager) => {
  const res = await post(`/api/reports/${propertyId}/${kind}`, token, { criteria });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportPage>();
};
const letters = (page: ReportPage) =>
  page.rows.map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0] ?? r.id).join('');
const day = (d: string, hm: string) => `2025-06-${d}T${hm}:00.000Z`;

beforeAll(async () => {
  t = await createTestApp();
  const login = await createSiteLogin(t.db, 203);
  const other = await createSiteLogin(t.db, 203);
  propertyId = login.properties[0]!.id;
  otherPropertyId = other.properties[0]!.id;
  const { pool, prisma } = t.db;

  const datalogs = await insertDatalogs(pool, [
    { propertyId, datalogNumber: 1, numberOfKeyhooks: 50 },
    { propertyId, datalogNumber: 2, nonLetteredPanels: true, numberOfKeyhooks: 3 },
  ]);
  const d1 = datalogs.find((d) => d.datalogNumber === 1)!;
  const d2 = datalogs.find((d) => d.datalogNumber === 2)!;
  const units = await insertUnits(
    pool,
    ['101', '102', '103', 'Pool'].map((name) => ({ propertyId, name })),
  );
  const unit = (name: string) => units.find((u) => u.name === name)!.id;
  const tag = (datalogId: number, unitId: number | null, tagNumber: string, hookNumber: number) => ({
    propertyId,
    datalogId,
    unitId,
    tagNumber,
    hookNumber,
  });
  await insertKeyTags(pool, [
    tag(d1.id, unit('101'), '1234', 1001),
    tag(d1.id, unit('102'), '1235', 1002),
    tag(d1.id, null, '1237', 1003),
    tag(d1.id, unit('103'), '1236', 1004),
    tag(d2.id, unit('Pool'), '2001', 2),
  ]);
  await createActivities(prisma, propertyId, [
    [1, 'OK'],
    [2, 'Key out'],
    [3, 'Key in'],
    [99, 'Blank'],
  ]);
  const receipt = await createKeyReceipt(prisma, {
    propertyId,
    vendorRepName: 'Joe Vendor',
    vendorName: 'Acme Plumbing',
    employeeName: 'Ann Lee',
    verifiedNumber: '7781',
    dateCreated: day('11', '13:00'),
  });
  receiptId = receipt.id;

  const rows: [
    string,
    string,
    string | null,
    string | null,
    string | null,
    string | null,
    number | null,
    number,
    string | null,
    string | null,
    number | null,
  ][] = [
    // key, time, employee, badge, unit, tag, hook, activity, exception, work order, receipt
    ['a', day('10', '23:30'), 'Bob Ray', '502', '102', '1235', 1002, 2, null, '=1+2', null],
    ['b', day('11', '08:00'), 'Ann Lee', '501', '101', '1234', 1001, 2, null, null, null],
    ['c', day('11', '09:00'), 'Ann Lee', '501', '101', '1234', 1001, 3, null, null, null],
    ['d', day('11', '10:00'), 'Bob Ray', '502', null, null, null, 99, 'D', null, null],
    ['e', day('11', '11:00'), '-2+3', null, null, null, null, 99, 'Z', null, null],
    ['f', day('11', '12:00'), 'Ann Lee', '501', null, null, null, 1, 'B', null, null],
    ['g', day('11', '13:00'), 'Ann Lee', '501', '101', '1234', 1001, 2, null, '@WO-7', receiptId],
    ['h', day('11', '14:00'), 'Ann Lee', '501', '101', '1234', 1001, 3, null, null, null],
    ['i', day('12', '09:00'), 'Ann Lee', '501', '103', '1236', 1004, 2, null, null, receiptId],
  ];
  const inserted = await insertTransactions(
    pool,
    rows.map(
      (
        [
          ,
          time,
          employeeName,
          badgeNumber,
          propertyUnitName,
          keyTagNumber,
          encodedHookNumber,
          activityCode,
          exceptionCode,
          enteredWorkOrderNumber,
          keyReceiptId,
        ],
        i,
      ): TransactionRow => ({
        propertyId,
        datalogId: d1.id,
        sequence: i + 1,
        employeeName,
        badgeNumber,
        propertyUnitName,
        keyTagNumber,
        encodedHookNumber,
        activityCode,
        exceptionCode,
        enteredWorkOrderNumber,
        keyReceiptId,
        time,
      }),
    ),
  );
  rows.forEach(([key], i) => (ids[key] = inserted.find((r) => r.sequence === i + 1)!.id));
  const state = (
    tag: string,
    out: boolean,
    key: string,
    since: string,
    emp: string,
    badge: string,
    u: string,
    hook: number,
    wo: string | null,
  ) => ({
    propertyId,
    datalogId: d1.id,
    keyTagNumber: tag,
    isOut: out,
    since,
    employeeName: emp,
    badgeNumber: badge,
    propertyUnitName: u,
    encodedHookNumber: hook,
    activityCode: out ? 2 : 3,
    enteredWorkOrderNumber: wo,
    sequence: 1n,
    transactionId: BigInt(ids[key]!),
  });
  await prisma.keyState.createMany({
    data: [
      state('1235', true, 'a', day('10', '23:30'), 'Bob Ray', '502', '102', 1002, '=1+2'),
      state('1234', false, 'h', day('11', '14:00'), 'Ann Lee', '501', '101', 1001, null),
      state('1236', true, 'i', day('12', '09:00'), 'Ann Lee', '501', '103', 1004, null),
    ],
  });

  manager = await tokenOf(login.email);
  otherManager = await tokenOf(other.email);
  sales = await tokenOf((await createInternalUser(t.db, 101)).email);
});
afterAll(async () => {
  await t.close();
});

describe('reports on the fixed data set', () => {
  it('keys out: the key still out across midnight and the receipt key; a key out and back twice is not listed', async () => {
    const page = await run('keys-out');
    expect(letters(page)).toBe('ia');
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({
      propertyUnitName: '103',
      employeeName: 'Ann Lee',
      keyReceiptId: receiptId,
      keyHook: 'A4',
      keyTagNumber: '1236',
      time: day('12', '09:00'),
    });
    expect(page.rows[1]).toMatchObject({
      propertyUnitName: '102',
      enteredWorkOrderNumber: '=1+2',
      keyHook: 'A2',
      time: day('10', '23:30'),
    });
  });

  it('transaction report for one day: newest first, the day before midnight excluded, both out/in pairs kept', async () => {
    const page = await run('transaction', { from: day('11', '00:00'), to: '2025-06-11T23:59:59.999Z' });
    expect(letters(page)).toBe('hgfedcb');
    expect(page.total).toBe(7);
    expect(page.rows.find((r) => r.id === ids.e)).toMatchObject({
      exceptionCode: 'Z',
      activityCode: 99,
      badgeNumber: null,
    });
    expect(letters(await run('transaction'))).toBe('ihgfedcba');
  });

  it('by unit, employee and activity; tag search; exceptions; custom criteria', async () => {
    expect(letters(await run('report-by-unit', { units: ['101'] }))).toBe('hgcb');
    expect(letters(await run('report-by-employee', { employees: ['Bob Ray'] }))).toBe('da');
    expect(letters(await run('report-by-activity', { activities: [2] }))).toBe('igba');
    expect(letters(await run('tag-search', { tag: '1234' }))).toBe('hgcb');
    expect(letters(await run('exception'))).toBe('fed');
    expect(letters(await run('exception', { exceptionCodes: ['Z'] }))).toBe('e');
    expect(
      letters(
        await run('custom-report', {
          from: day('11', '00:00'),
          units: ['101'],
          employees: ['Ann Lee'],
          activities: [2],
        }),
      ),
    ).toBe('gb');
  });

  it('empty hooks: free hooks of both cabinets and the tag without a unit', async () => {
    const page = await run('empty-hooks');
    expect(page.total).toBe(46 + 1 + 2);
    expect(page.rows.slice(0, 3).map((r) => [r.datalogNumber, r.keyHook, r.keyTagNumber])).toEqual([
      [1, 'A3', '1237'],
      [1, 'A5', null],
      [1, 'A6', null],
    ]);
    expect(page.rows.slice(-2).map((r) => [r.datalogNumber, r.keyHook])).toEqual([
      [2, '1'],
      [2, '3'],
    ]);
  });

  it('hook and tag are left out without Report-HooksTags_READ', async () => {
    const page = await run('transaction', {}, sales);
    expect(page.showHooksTags).toBe(false);
    expect(page.rows).toHaveLength(9);
    for (const row of page.rows) {
      expect(row).not.toHaveProperty('keyHook');
      expect(row).not.toHaveProperty('keyTagNumber');
    }
    const withRight = await run('transaction');
    expect(withRight.rows.find((r) => r.id === ids.b)).toMatchObject({ keyHook: 'A1', keyTagNumber: '1234' });
    expect((await post(`/api/reports/${propertyId}/empty-hooks`, sales)).statusCode).toBe(403);
  });

  it('key receipt, activities, units and key-control info', async () => {
    const receipt = (await get(`/api/reports/${propertyId}/key-receipts/${receiptId}`, manager)).json<KeyReceipt>();
    expect(receipt).toMatchObject({
      vendorRepName: 'Joe Vendor',
      vendorName: 'Acme Plumbing',
      employeeName: 'Ann Lee',
      verifiedNumber: '7781',
    });
    expect(receipt.datalogTransactions.map((x) => x.id)).toEqual([ids.g, ids.i]);
    expect((await get(`/api/reports/${propertyId}/activities`, manager)).json()).toEqual([
      { activityCode: 1, activityName: 'OK' },
      { activityCode: 2, activityName: 'Key out' },
      { activityCode: 3, activityName: 'Key in' },
      { activityCode: 99, activityName: 'Blank' },
    ]);
    expect(
      (await get(`/api/reports/${propertyId}/units`, manager)).json<{ name: string }[]>().map((u) => u.name),
    ).toEqual(['101', '102', '103', 'Pool']);
    const info = (await get(`/api/reports/${propertyId}/info`, manager)).json<PropertyKeyControlInfo>();
    expect(info.property.name).toBe('Factory Commons');
    expect(info.datalogInfo).toEqual({ nonLetteredPanels: true, datalogType: { touch: true } });
    expect(info.reports).toEqual(expect.arrayContaining(['keys-out', 'transaction', 'empty-hooks']));
  });

  it("another customer's property is 404 for every read; a receipt of another property is 404", async () => {
    for (const kind of ['keys-out', 'transaction', 'empty-hooks']) {
      expect((await post(`/api/reports/${propertyId}/${kind}`, otherManager)).statusCode).toBe(404);
      expect((await post(`/api/reports/${propertyId}/${kind}/export`, otherManager)).statusCode).toBe(404);
    }
    for (const path of ['info', 'activities', 'units', 'employees', `key-receipts/${receiptId}`]) {
      expect((await get(`/api/reports/${propertyId}/${path}`, otherManager)).statusCode, path).toBe(404);
    }
    expect((await get(`/api/reports/${otherPropertyId}/key-receipts/${receiptId}`, otherManager)).statusCode).toBe(404);
  });

  it('refuses bad ranges and criteria with field messages', async () => {
    const bad = await post(`/api/reports/${propertyId}/transaction`, manager, {
      criteria: { from: day('12', '00:00'), to: day('11', '00:00') },
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().fieldErrors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining([expect.stringMatching(/from$/), expect.stringMatching(/to$/)]));
    expect(
      (await post(`/api/reports/${propertyId}/transaction`, manager, { criteria: { from: 'yesterday' } })).statusCode,
    ).toBe(400);
    expect((await post(`/api/reports/${propertyId}/tag-search`, manager, { criteria: {} })).statusCode).toBe(400);
    expect((await post(`/api/reports/${propertyId}/transaction`, manager, { page: 0 })).statusCode).toBe(400);
  });
});

describe('Excel export', () => {
  async function readBack(res: { rawPayload: Buffer }) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const out: unknown[][] = [];
    // An empty string cell reads back as no value: compare as ''.
    const width = sheet.getRow(1).cellCount;
    sheet.eachRow((row) => out.push(Array.from({ length: width }, (_, i) => (row.values as unknown[])[i + 1] ?? '')));
    return out;
  }

  it('exports exactly the rows and columns shown, with formula characters escaped, named after report and dates', async () => {
    const res = await post(`/api/reports/${propertyId}/transaction/export`, manager, {
      criteria: { from: day('11', '00:00'), to: '2025-06-11T23:59:59.999Z' },
      timeZone: 'UTC',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transaction_2025-06-11_2025-06-11.xlsx"');
    const rows = await readBack(res);
    // The header row is bold, the rows are plain (every data cell shares one style: decision 0077).
    const styled = new ExcelJS.Workbook();
    await styled.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [header, first] = [styled.worksheets[0]!.getRow(1), styled.worksheets[0]!.getRow(2)];
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(first.getCell(1).font?.bold).toBeFalsy();
    expect(first.getCell(10).font?.bold).toBeFalsy();
    expect(rows[0]).toEqual([
      'Time',
      'Unit',
      'Employee',
      'Badge',
      'Activity',
      'Exception',
      'Work order',
      'Key receipt',
      'Key hook',
      'Key tag',
    ]);
    expect(rows.slice(1)).toEqual([
      ['06/11/2025 02:00 PM', '101', 'Ann Lee', '501', 'Key in', '', '', '', 'A1', '1234'],
      ['06/11/2025 01:00 PM', '101', 'Ann Lee', '501', 'Key out', '', "'@WO-7", String(receiptId), 'A1', '1234'],
      ['06/11/2025 12:00 PM', '', 'Ann Lee', '501', 'OK', 'Fingerprint login', '', '', '', ''],
      ['06/11/2025 11:00 AM', '', "'-2+3", '', '', 'Z', '', '', '', ''],
      ['06/11/2025 10:00 AM', '', 'Bob Ray', '502', '', 'Access denied', '', '', '', ''],
      ['06/11/2025 09:00 AM', '101', 'Ann Lee', '501', 'Key in', '', '', '', 'A1', '1234'],
      ['06/11/2025 08:00 AM', '101', 'Ann Lee', '501', 'Key out', '', '', '', 'A1', '1234'],
    ]);
  });

  it('exports keys out without hook columns for a login without the right; no formula cells anywhere', async () => {
    const res = await post(`/api/reports/${propertyId}/keys-out/export`, sales, { timeZone: 'UTC' });
    expect(res.statusCode).toBe(200);
    const rows = await readBack(res);
    expect(rows[0]).toEqual([
      'Out since',
      'Unit',
      'Employee',
      'Badge',
      'Activity',
      'Exception',
      'Work order',
      'Key receipt',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[6]])).toEqual([
      ['103', ''],
      ['102', "'=1+2"],
    ]);
    for (const r of rows) for (const v of r) expect(typeof v).toBe('string');
  });
});
