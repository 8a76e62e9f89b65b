import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { ErrorBodySchema } from '@kc/domain/errors';
import { AgreementEmailResultSchema, agreementMoney } from '@kc/domain/purchase-orders/agreement';
import { StatusInformationSchema } from '@kc/domain/purchase-orders/views';
import type { RoleId } from '@kc/domain/roles';
import { runWorker, type WorkerHandle } from '@kc/services/jobs/run-worker';
import { startMailCatcher } from '@kc/services/fixtures/mail-catcher';
import { insertPurchaseOrder } from '@kc/services/fixtures/purchase-orders';
import {
  createInternalUser,
  createSiteLogin,
  createTestApp,
  signIn,
  uniqueEmail,
  type TestContext,
} from './helpers.ts';

let t: TestContext;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let worker: WorkerHandle;
let dir: string;
const tokens = {} as Record<'sales' | 'accounting' | 'tech' | 'manager' | 'staff', string>;
let managerProperty: number;
let otherProperty: number;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.83.0.1')).json()).accessToken;
const call = (method: 'GET' | 'POST', url: string, as?: string) =>
  t.app.inject({ method, url, headers: as ? { authorization: `Bearer ${as}` } : {} });
const pdf = (poId: number | string, as?: string) => call('GET', `/api/purchase-orders/${poId}/agreement.pdf`, as);
const send = (poId: number | string, as?: string) => call('POST', `/api/purchase-orders/${poId}/agreement-email`, as);

/** The PDF's text as poppler reads it (the layout kept, so a line's columns stay on one line). */
let files = 0;
function pdfText(bytes: Buffer): string {
  const file = join(dir, `agreement-${files++}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** An order with a discount line: subtotal 54.95 + 3 × 45.00 − 5.00 = 184.95, shipping 9.50, total 194.45. */
const LINES = [
  { productNbr: 117, quantity: 1, unitPriceCents: 5495, description: 'Monthly service' },
  { productNbr: 103, quantity: 3, unitPriceCents: 4500, description: 'Key tags, pack of 100' },
  { productNbr: 190, quantity: 1, unitPriceCents: -500, description: null },
];
const order = (propertyId: number, extra: Partial<Parameters<typeof insertPurchaseOrder>[1]> = {}) =>
  insertPurchaseOrder(t.db.prisma, { propertyId, statusId: 3, lines: LINES, shippingFeeCents: 950, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'kc-agreement-'));
  mail = await startMailCatcher();
  worker = await runWorker({
    redisUrl: process.env.REDIS_URL!,
    db: t.db,
    mail: { smtpUrl: mail.url, from: 'Portal <no-reply@portal.test>' },
    log: quiet,
  });
  const staff: [keyof typeof tokens, RoleId][] = [
    ['sales', 101],
    ['accounting', 103],
    ['tech', 102],
  ];
  for (const [name, roleId] of staff) tokens[name] = await tokenOf((await createInternalUser(t.db, roleId)).email);
  const manager = await createSiteLogin(t.db, 203);
  managerProperty = manager.properties[0]!.id;
  tokens.manager = await tokenOf(manager.email);
  tokens.staff = await tokenOf((await createSiteLogin(t.db, 205)).email);
  otherProperty = (await createSiteLogin(t.db, 203)).properties[0]!.id;
});
afterAll(async () => {
  await worker.close();
  await mail.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/purchase-orders/{poId}/agreement.pdf', () => {
  it('renders the full order: totals, negatives in parentheses, the terms and both signature blocks', async () => {
    const po = await order(managerProperty, { salesRep1Id: null });
    const res = await pdf(po.id, tokens.sales);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="purchase-order-${po.id}-agreement.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Purchase Order ${po.id}`);
    expect(text).toMatch(/Subtotal\s+\$184\.95/);
    expect(text).toMatch(/Shipping\s+\$9\.50/);
    expect(text).toMatch(/Total\s+\$194\.45/);
    expect(text).toMatch(/Discount\s+\(\$5\.00\)\s+\(\$5\.00\)/);
    expect(text).toMatch(/3\s+Key Tags\s+Key tags, pack of 100\s+\$45\.00\s+\$135\.00/);
    expect(text).not.toContain('-$');
    // The terms wrap across lines: compare them with the line breaks as spaces.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('late-payment interest of 1.5 percent per month');
    expect(flat).toContain('from 32 to 122 °F');
    expect(text).toContain('accounts.payable@example.com');
    expect(text.match(/Signature/g)).toHaveLength(2);
    expect(text).toContain('Customer:');
    expect(text).toContain('Provider: Keystone Key Control Systems, Inc.');
  });

  it('renders a demo order with the total the order holds', async () => {
    const demo = await t.db.prisma.purchaseOrder.findFirstOrThrow({
      where: { draft: false, disabled: false, statusId: { gte: 4 } },
      orderBy: { id: 'asc' },
    });
    const res = await pdf(demo.id, tokens.accounting);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(new RegExp(`Total\\s+${agreementMoney(demo.totalCents).replace(/[$.()]/g, '\\$&')}`));
  });

  it("answers customers for their own property's submitted orders only, and refuses everyone else", async () => {
    const own = await order(managerProperty);
    const draft = await order(managerProperty, { draft: true, statusId: 1 });
    const deleted = await order(managerProperty, { disabled: true, statusId: 1 });
    const other = await order(otherProperty);
    expect((await pdf(own.id, tokens.manager)).statusCode).toBe(200);
    for (const hidden of [draft.id, deleted.id, other.id, 2_000_000_000]) {
      const res = await pdf(hidden, tokens.manager);
      expect(res.statusCode, `order ${hidden}`).toBe(404);
      expect(ErrorBodySchema.parse(res.json()).message).toBe('Purchase Order Not Found');
    }
    // Provider staff print drafts and deleted orders too (the status says so).
    expect(pdfText((await pdf(draft.id, tokens.sales)).rawPayload)).toMatch(/Status\s+Draft/);
    expect((await pdf(own.id, tokens.staff)).statusCode).toBe(403);
    expect((await pdf(own.id)).statusCode).toBe(401);
    const bad = await pdf('abc', tokens.sales);
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).fieldErrors.map((f) => f.field)).toEqual(['poId']);
  });
});

describe('POST /api/purchase-orders/{poId}/agreement-email', () => {
  it('sends the agreement PDF to the billing e-mail once, through the outbox, and records who sent it', async () => {
    const to = uniqueEmail('billing');
    const po = await order(managerProperty);
    await t.db.prisma.purchaseOrder.update({ where: { id: po.id }, data: { billingEmail: to } });
    const res = await send(po.id, tokens.sales);
    expect(res.statusCode, res.body).toBe(202);
    expect(AgreementEmailResultSchema.parse(res.json())).toEqual({
      to,
      message: `The agreement will be e-mailed to ${to}`,
    });

    const [message] = await mail.waitFor(to);
    expect(message!.subject).toMatch(new RegExp(`^Purchase Order ${po.id} agreement for `));
    expect(message!.text).toContain('$194.45');
    const attachments = message!.parsed.attachments;
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`purchase-order-${po.id}-agreement.pdf`, 'application/pdf'],
    ]);
    const text = pdfText(attachments[0]!.content);
    expect(text).toMatch(/Total\s+\$194\.45/);
    expect(text).toContain('($5.00)');

    // Exactly once: the row is closed after one attempt, and nothing else reached the address.
    const row = await t.db.prisma.outboxMessage.findFirstOrThrow({
      where: { kind: 'purchase-order-agreement', payload: { path: ['to'], equals: to } },
    });
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(mail.inbox.filter((m) => m.to.includes(to))).toHaveLength(1);

    const info = StatusInformationSchema.parse(
      (await call('GET', `/api/purchase-orders/${po.id}/status-information`, tokens.sales)).json(),
    );
    expect(info.history.find((e) => e.event === 'agreement-emailed')).toMatchObject({
      fromStatusId: 3,
      toStatusId: 3,
      by: expect.any(String),
    });
    const revision = await t.db.prisma.auditRevision.findFirstOrThrow({
      where: { entityType: 'PurchaseOrder', entityId: String(po.id), path: 'agreementEmail' },
    });
    expect(revision.newValue).toMatchObject({ to, outboxId: row.id });
  });

  it('refuses a draft, a deleted order and one without a billing e-mail (409), writing nothing', async () => {
    const draft = await order(managerProperty, { draft: true, statusId: 1 });
    const deleted = await order(managerProperty, { disabled: true, statusId: 1 });
    const noEmail = await order(managerProperty);
    await t.db.prisma.purchaseOrder.update({ where: { id: noEmail.id }, data: { billingEmail: null } });
    const expected: [number, string][] = [
      [draft.id, 'This purchase order is still a draft: submit it first'],
      [deleted.id, 'This purchase order is deleted: undelete it first'],
      [noEmail.id, 'This purchase order has no billing e-mail: add one to the order first'],
    ];
    for (const [id, message] of expected) {
      const res = await send(id, tokens.accounting);
      expect(res.statusCode, `order ${id}`).toBe(409);
      expect(ErrorBodySchema.parse(res.json()).message).toBe(message);
    }
    const ids = expected.map(([id]) => String(id));
    expect(await t.db.prisma.auditRevision.count({ where: { entityId: { in: ids }, path: 'agreementEmail' } })).toBe(0);
  });

  it('is for provider staff who work with orders: customers and service techs get 403, unknown orders 404', async () => {
    const po = await order(managerProperty);
    expect((await send(po.id, tokens.manager)).statusCode).toBe(403);
    expect((await send(po.id, tokens.tech)).statusCode).toBe(403);
    expect((await send(po.id)).statusCode).toBe(401);
    expect((await send(2_000_000_000, tokens.sales)).statusCode).toBe(404);
    expect((await send('x', tokens.sales)).statusCode).toBe(400);
    expect(await t.db.prisma.auditRevision.count({ where: { entityId: String(po.id), path: 'agreementEmail' } })).toBe(
      0,
    );
  });
});
