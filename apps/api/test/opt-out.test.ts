import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OptOutDescriptionSchema } from '@kc/domain/notifications/email-kinds';
import { OPT_OUT_MESSAGES } from '@kc/domain/notifications/messages';
import { issueOptOutToken, type OptOutScope } from '@kc/services/opt-out/tokens';
import { isSuppressed } from '@kc/services/opt-out/suppressions';
import { createSiteLogin, createTestApp, uniqueEmail, type TestContext } from './helpers.ts';

let t: TestContext;
let propertyId: number;
let propertyName: string;

const DAY = 86_400_000;
const issue = (scope: Partial<OptOutScope> = {}, now?: Date) => {
  const full: OptOutScope = { email: uniqueEmail('resident'), kind: 'resident', propertyId, ...scope };
  return t.db.prisma.$transaction(async (tx) => ({ token: await issueOptOutToken(tx, full, now), scope: full }));
};
const describeLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/opt-out?token=${token}` });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/opt-out', payload: { token } });
const suppressed = (scope: OptOutScope) => isSuppressed(t.db.prisma, scope);

beforeAll(async () => {
  t = await createTestApp();
  const manager = await createSiteLogin(t.db, 203);
  propertyId = manager.properties[0]!.id;
  propertyName = (await t.db.prisma.property.findUniqueOrThrow({ where: { id: propertyId } })).name;
});
afterAll(async () => {
  await t.close();
});

describe('opt-out by token (anonymous)', () => {
  it('GET describes what will stop with a masked address and changes nothing, however often it is fetched', async () => {
    const { token, scope } = await issue({ email: 'jane.doe@example.com' });
    for (let i = 0; i < 3; i += 1) {
      const res = await describeLink(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(OptOutDescriptionSchema.parse(res.json())).toEqual({
        kind: 'resident',
        what: 'E-mails when a key to your unit is taken',
        propertyName,
        unitName: null,
        maskedEmail: 'j•••e@e•••e.com',
        alreadyOptedOut: false,
      });
    }
    expect((await describeLink(token)).body).not.toContain('jane.doe');
    expect(await suppressed(scope)).toBe(false);
    const row = await t.db.prisma.emailOptOutToken.findFirstOrThrow({ where: { email: 'jane.doe@example.com' } });
    expect(row.usedAt).toBeNull();
    // Only the hash is stored.
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
  });

  it('POST confirms: the address is suppressed for that kind and property at once, with an audit revision', async () => {
    const { token, scope } = await issue();
    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'resident', propertyName, alreadyOptedOut: false });
    expect(await suppressed(scope)).toBe(true);
    // Another kind, or another property, is untouched.
    expect(await suppressed({ ...scope, kind: 'keys-out' })).toBe(false);
    const revision = await t.db.prisma.auditRevision.findFirst({
      where: { entityType: 'EmailSuppression', parentEntityId: String(propertyId) },
      orderBy: { id: 'desc' },
    });
    expect(revision?.actorPool).toBe('system');
  });

  it('a reused link (or a second e-mail of the same kind) says "already opted out" and changes nothing more', async () => {
    const email = uniqueEmail('twice');
    const first = await issue({ email });
    const second = await issue({ email });
    expect((await confirm(first.token)).json()).toMatchObject({ alreadyOptedOut: false });
    expect((await confirm(first.token)).json()).toMatchObject({ alreadyOptedOut: true });
    expect((await describeLink(second.token)).json()).toMatchObject({ alreadyOptedOut: true });
    expect((await confirm(second.token)).json()).toMatchObject({ alreadyOptedOut: true });
    expect(await t.db.prisma.emailSuppression.count({ where: { email } })).toBe(1);
  });

  it("one recipient's token opts out that recipient only: another's e-mails continue", async () => {
    const alice = await issue({ email: uniqueEmail('alice') });
    const bob = await issue({ email: uniqueEmail('bob') });
    // The body names only a token: there is no way to name another address.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/opt-out',
      payload: { token: alice.token, email: bob.scope.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await suppressed(alice.scope)).toBe(true);
    expect(await suppressed(bob.scope)).toBe(false);
    expect(res.body).not.toContain(bob.scope.email);
  });

  it('an expired, unknown or malformed token is refused with the same clear message and changes nothing', async () => {
    const expired = await issue({}, new Date(Date.now() - 91 * DAY));
    for (const token of [expired.token, 'A'.repeat(43)]) {
      for (const res of [await describeLink(token), await confirm(token)]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ message: OPT_OUT_MESSAGES.linkInvalid });
      }
    }
    expect(await suppressed(expired.scope)).toBe(false);
    const malformed = await describeLink('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors.map((f: { field: string }) => f.field)).toEqual(['token']);
  });

  it('RFC 8058 one-click: a form-encoded POST without sign-in opts out; GET is not a way to opt out', async () => {
    const { token, scope } = await issue({ kind: 'keys-out' });
    // A client that opens the header's URL instead is sent to the page, which asks first.
    const get = await t.app.inject({ method: 'GET', url: `/api/opt-out/one-click?token=${token}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/keys-out/opt-out?token=${token}`);
    expect(await suppressed(scope)).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/opt-out/one-click?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ optedOut: true });
    expect(await suppressed(scope)).toBe(true);
    const source = await t.db.prisma.emailSuppression.findFirstOrThrow({ where: { email: scope.email } });
    expect(source.source).toBe('one-click');
  });

  it('RFC 8058 one-click also accepts multipart/form-data, the other encoding the RFC allows', async () => {
    const { token, scope } = await issue({ kind: 'inactive-employees' });
    const boundary = 'kc-boundary';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/opt-out/one-click?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await suppressed(scope)).toBe(true);
  });
});
