import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OutboxMessageSchema, type MessageOf } from '../outbox/messages.ts';
import { renderMessage } from './render-message.ts';
import { sampleOrder } from '@kc/domain/purchase-orders/sample-order';

const hostile = `Eve <script>alert("x")</script> & 'co'`;
const reset: MessageOf<'password-reset-code'> = {
  kind: 'password-reset-code',
  payload: {
    to: 'ann@example.test',
    name: 'Ann Example',
    code: '012345',
    resetUrl: 'https://portal.example.test/reset-password?email=ann%40example.test',
  },
};
const account: MessageOf<'account-created'> = {
  kind: 'account-created',
  payload: {
    to: 'bob@example.test',
    name: 'Bob Example',
    signInUrl: 'https://portal.example.test/login',
    temporaryPassword: 'Tmp-pass_word1a7K!',
  },
};
const staff: MessageOf<'staff-login-created'> = {
  kind: 'staff-login-created',
  payload: {
    to: 'cat@example.test',
    name: 'Cat Example',
    corporation: 'Acme Properties',
    signInUrl: 'https://portal.example.test/login',
    temporaryPassword: 'Tmp-pass_word1a7K!',
  },
};
const keyActivity: MessageOf<'key-activity'> = {
  kind: 'key-activity',
  payload: {
    to: 'night@example.test',
    propertyName: 'Maple Grove Apartments',
    description: 'After-hours pulls',
    timeZone: 'America/Chicago',
    reportUrl: 'https://portal.example.test/property-reports/transaction?propertyId=1',
    rows: [
      { time: '2026-11-26T01:30:00.000Z', unit: '101', keyTag: '0101', employee: 'Dana Keys', activity: 'Key Out' },
      { time: '2026-11-26T02:05:00.000Z', unit: 'B-7', keyTag: '0342', employee: 'Lee Ortiz', activity: 'Maintenance' },
    ],
    more: 0,
  },
};
/** The account e-mails (one subject family, every value a string). */
const transactional = [reset, account, staff];
const pulled: MessageOf<'resident-key-pulled'> = {
  kind: 'resident-key-pulled',
  payload: {
    to: 'dee@example.test',
    residentName: 'Dee Resident',
    propertyName: 'Maple Court',
    unitName: '104',
    pulledAt: '11/25/2026 09:15 AM',
    unsubscribeUrl: 'https://portal.example.test/resident/opt-out?token=t1',
    oneClickUnsubscribeUrl: 'https://portal.example.test/api/opt-out/one-click?token=t1',
    optOut: { kind: 'resident', propertyId: 7 },
  },
};
const silent: MessageOf<'last-communication'> = {
  kind: 'last-communication',
  payload: {
    to: 'eve@example.test',
    contactName: 'Eve Contact',
    propertyName: 'Maple Court',
    datalogNumber: 2,
    lastCommunication: '11/20/2026 10:00 PM',
    portalUrl: 'https://portal.example.test/exceptions',
  },
};
const keyLines = [
  { unit: '101', keyTag: '0101', employee: 'Dana Keys', since: '11/23/2026 08:00 AM', out: '2 days 1 hour' },
  { unit: '', keyTag: '0900', employee: '', since: '11/24/2026 07:15 AM', out: '1 day 2 hours' },
];
const overdue: MessageOf<'overdue-keys'> = {
  kind: 'overdue-keys',
  payload: {
    to: 'fay@example.test',
    propertyName: 'Maple Court',
    threshold: '24 hours',
    keysOutUrl: 'https://portal.example.test/property-reports/keys-out?propertyId=7',
    exceptionsUrl: 'https://portal.example.test/exceptions',
    keys: keyLines,
    more: 0,
  },
};
const keysOut: MessageOf<'keys-out-summary'> = {
  kind: 'keys-out-summary',
  payload: {
    to: 'gus@example.test',
    propertyName: 'Maple Court',
    date: '11/25/2026',
    keysOutUrl: 'https://portal.example.test/property-reports/keys-out?propertyId=7',
    keys: keyLines,
    more: 3,
    unsubscribeUrl: 'https://portal.example.test/keys-out/opt-out?token=t2',
    oneClickUnsubscribeUrl: 'https://portal.example.test/api/opt-out/one-click?token=t2',
    optOut: { kind: 'keys-out', propertyId: 7 },
  },
};
const inactive: MessageOf<'inactive-employees'> = {
  kind: 'inactive-employees',
  payload: {
    to: 'hal@example.test',
    propertyName: 'Maple Court',
    windowDays: 30,
    exceptionsUrl: 'https://portal.example.test/exceptions',
    badges: [
      { employee: 'Ivy Idle', badge: '2001', lastUsed: '09/01/2026 10:00 AM' },
      { employee: 'Jon Never', badge: '2002', lastUsed: null },
    ],
    more: 0,
    unsubscribeUrl: 'https://portal.example.test/inactive-employees/opt-out?token=t3',
    oneClickUnsubscribeUrl: 'https://portal.example.test/api/opt-out/one-click?token=t3',
    optOut: { kind: 'inactive-employees', propertyId: 7 },
  },
};
const agreement: MessageOf<'purchase-order-agreement'> = {
  kind: 'purchase-order-agreement',
  payload: {
    to: 'ap@example.test',
    order: sampleOrder({
      propertyInformation: {
        ...sampleOrder().propertyInformation,
        property: { ...sampleOrder().propertyInformation.property, name: hostile },
      },
    }),
    sentBy: 'Sam Sales',
  },
};
const support: MessageOf<'support-request'> = {
  kind: 'support-request',
  payload: {
    to: 'support@example.test',
    subject: `Change form: ${hostile}`,
    propertyName: hostile,
    serviceRequestId: 77,
    text: 'Units to add:\n- 101\n- <b>102</b>',
    requestUrl: 'https://portal.example.test/service-requests/property/7/77',
  },
};
const examples = [...transactional, keyActivity, pulled, silent, overdue, keysOut, inactive, agreement, support];

describe('e-mail templates', () => {
  it('the purchase-order agreement e-mail names the order and its total and attaches the agreement PDF', async () => {
    const mail = await renderMessage(agreement);
    expect(mail.to).toBe('ap@example.test');
    expect(mail.subject).toBe(`Purchase Order 42 agreement for ${hostile}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`purchase order 42 for ${hostile}, with a total of $139.50`);
    expect(mail.text).toContain('Sent by Sam Sales');
    expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      ['purchase-order-42-agreement.pdf', 'application/pdf'],
    ]);
    expect(mail.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("a customer's message to support keeps its text as written and links to the request", async () => {
    const mail = await renderMessage(support);
    expect(mail.to).toBe('support@example.test');
    expect(mail.subject).toBe(`Change form: ${hostile} (service request #77)`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>102');
    expect(mail.text).toContain('- 101');
    expect(mail.text).toContain('- <b>102</b>');
    expect(mail.text).toContain('https://portal.example.test/service-requests/property/7/77');
    expect(mail.replyTo).toBeUndefined();
  });

  it('an Email Support message is answered to the address the customer gave', async () => {
    const mail = await renderMessage({ ...support, payload: { ...support.payload, replyTo: 'mia@example.test' } });
    expect(mail.to).toBe('support@example.test');
    expect(mail.replyTo).toBe('mia@example.test');
  });

  it('every message kind has an example here (so each template is rendered by these tests)', () => {
    const kinds = OutboxMessageSchema.options.map((o) => o.shape.kind.value);
    expect(examples.map((m) => m.kind).sort()).toEqual([...kinds].sort());
  });

  it.each(transactional)(
    '$kind renders a subject, an HTML part and a plain-text part with every value',
    async (message) => {
      const mail = await renderMessage(message);
      expect(mail.to).toBe(message.payload.to);
      expect(mail.subject).toMatch(/^Your Key Control Portal /);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.text).not.toMatch(/<[a-z]/i);
      const { to: _to, ...shown } = message.payload;
      for (const value of Object.values(shown)) expect(mail.text).toContain(value);
      expect(mail.text).not.toMatch(/unsubscribe/i);
      expect(mail.headers).toBeUndefined();
    },
  );

  it('automated e-mails name the property and carry RFC 8058 one-click headers when they can be stopped', async () => {
    const [pulledMail, silentMail] = await Promise.all([renderMessage(pulled), renderMessage(silent)]);
    expect(pulledMail.subject).toBe('A key to unit 104 at Maple Court was taken');
    expect(pulledMail.text).toContain(
      'A key to your unit 104 at Maple Court was taken from the key cabinet on 11/25/2026 09:15 AM.',
    );
    expect(pulledMail.text).toContain('Unsubscribe: https://portal.example.test/resident/opt-out?token=t1');
    expect(pulledMail.headers).toEqual({
      'List-Unsubscribe': '<https://portal.example.test/api/opt-out/one-click?token=t1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(silentMail.subject).toBe('Key control system 2 at Maple Court is not communicating');
    expect(silentMail.text).toContain('last communicated on 11/20/2026 10:00 PM, more than 3 days ago');
    expect(silentMail.text).toContain('https://portal.example.test/exceptions');
    expect(silentMail.headers).toBeUndefined();
  });

  it("key-activity lists each transaction in the rule's time zone and links to the transaction report", async () => {
    const mail = await renderMessage(keyActivity);
    expect(mail.subject).toBe('Key activity at Maple Grove Apartments: After-hours pulls (2 transactions)');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    // 01:30 UTC on Nov 26 is 7:30 PM on Nov 25 in Chicago.
    expect(mail.text).toContain('11/25/2026 07:30 PM · Unit 101 · Key tag 0101 · Dana Keys · Key Out');
    expect(mail.text).toContain('11/25/2026 08:05 PM · Unit B-7 · Key tag 0342 · Lee Ortiz · Maintenance');
    expect(mail.text).toContain('https://portal.example.test/property-reports/transaction?propertyId=1');
    const more = await renderMessage({ ...keyActivity, payload: { ...keyActivity.payload, more: 3 } });
    expect(more.subject).toContain('(5 transactions)');
    expect(more.text).toContain('and 3 more');
  });

  it('the alert e-mails list the keys or badges, name the property and link back to the portal', async () => {
    const [overdueMail, keysOutMail, inactiveMail] = await Promise.all([overdue, keysOut, inactive].map(renderMessage));
    expect(overdueMail!.subject).toBe('Overdue keys at Maple Court: 2 keys out more than 24 hours');
    expect(overdueMail!.text).toContain(
      'Key tag 0101 · Unit 101 · taken by Dana Keys on 11/23/2026 08:00 AM · out 2 days 1 hour',
    );
    expect(overdueMail!.text).toContain('Key tag 0900 · taken by an unknown employee on 11/24/2026 07:15 AM');
    expect(overdueMail!.text).toContain('https://portal.example.test/property-reports/keys-out?propertyId=7');
    expect(overdueMail!.text).toContain('https://portal.example.test/exceptions');
    expect(overdueMail!.headers).toBeUndefined();
    expect(keysOutMail!.subject).toBe('Keys out at Maple Court on 11/25/2026: 5 keys');
    expect(keysOutMail!.text).toContain('and 3 more');
    expect(keysOutMail!.text).toContain('Unsubscribe: https://portal.example.test/keys-out/opt-out?token=t2');
    expect(keysOutMail!.headers).toEqual({
      'List-Unsubscribe': '<https://portal.example.test/api/opt-out/one-click?token=t2>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(inactiveMail!.subject).toBe(
      'Inactive employees at Maple Court: 2 employees with no key activity in 30 days',
    );
    expect(inactiveMail!.text).toContain('Ivy Idle · badge 2001 · last used on 09/01/2026 10:00 AM');
    expect(inactiveMail!.text).toContain('Jon Never · badge 2002 · never used');
    expect(inactiveMail!.text).toContain(
      'Unsubscribe: https://portal.example.test/inactive-employees/opt-out?token=t3',
    );
    expect(inactiveMail!.html).toMatch(/^<!DOCTYPE html/);
  });

  it('keeps the wording of the e-mails sent before the templates', async () => {
    const [resetMail, accountMail, staffMail] = await Promise.all(transactional.map((m) => renderMessage(m)));
    expect(resetMail!.subject).toBe('Your Key Control Portal password reset code');
    expect(resetMail!.text).toBe(
      'Hello Ann Example,\n\nYour password reset code is 012345. It is valid for 15 minutes.\n\n' +
        'Enter it with your new password at https://portal.example.test/reset-password?email=ann%40example.test\n\n' +
        'If you did not ask for this, you can ignore this e-mail; your password has not changed.',
    );
    const signIn =
      'Sign in at https://portal.example.test/login with this e-mail address and the temporary password ' +
      'Tmp-pass_word1a7K!\nYou will choose your own password when you first sign in.';
    expect(accountMail!.subject).toBe('Your Key Control Portal account');
    expect(accountMail!.text).toBe(`Hello Bob Example,\n\n${signIn}`);
    expect(staffMail!.subject).toBe('Your Key Control Portal login');
    expect(staffMail!.text).toBe(`Hello Cat Example,\n\nA login was created for you at Acme Properties.\n\n${signIn}`);
  });

  it('escapes user-provided values in the HTML and keeps them verbatim in the text', async () => {
    const mail = await renderMessage({
      kind: 'staff-login-created',
      payload: { ...staff.payload, name: hostile, corporation: hostile },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;co&#x27;');
    expect(mail.text).toContain(`Hello ${hostile},`);
    expect(mail.text).toContain(`A login was created for you at ${hostile}.`);
  });

  it('renders the unsubscribe slot in both parts when the message carries a link', async () => {
    const unsubscribeUrl = 'https://portal.example.test/notifications/unsubscribe?token=a1b2';
    const mail = await renderMessage({
      kind: 'password-reset-code',
      payload: { ...reset.payload, unsubscribeUrl },
    });
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.text).toMatch(new RegExp(`Unsubscribe: ${unsubscribeUrl.replace(/[.?]/g, '\\$&')}$`));
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>` });
  });

  it('every template file selects the automatic JSX runtime itself (tsx reads no tsconfig at run time)', () => {
    const dir = new URL('./templates/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files)
      expect(readFileSync(new URL(file, dir), 'utf8'), file).toMatch(
        /^\/\*\* @jsxRuntime automatic @jsxImportSource react \*\//,
      );
  });
});
