import { z } from 'zod';
import { OptOutKindSchema } from '@kc/domain/notifications/email-kinds';
import { PurchaseOrderSchema } from '@kc/domain/purchase-orders/views';

/**
 * The kinds of message a use case may write to the outbox, one zod schema each. A row stores the kind in
 * `outbox_messages.kind` and the data (never rendered text) in `payload`; the worker renders the e-mail from
 * the kind's template (mail/templates) when it delivers. A new kind is a schema here plus a template there.
 */
const Recipient = z.object({
  to: z.email(),
  /** Alerts and other optional mail carry one; the layout then shows an unsubscribe link (and header). */
  unsubscribeUrl: z.url().optional(),
  /** RFC 8058 one-click URL: sent as List-Unsubscribe with List-Unsubscribe-Post (opt-out/tokens.ts builds it). */
  oneClickUnsubscribeUrl: z.url().optional(),
  /** What an opt-out of this message stops; the delivery drops it if the recipient has opted out since (opt-out/). */
  optOut: z.object({ kind: OptOutKindSchema, propertyId: z.number().int() }).optional(),
});

/** One key out, as the overdue-keys and keys-out e-mails list it (times already formatted in the property's zone). */
const KeyOutLine = z.object({
  unit: z.string(),
  keyTag: z.string(),
  employee: z.string(),
  since: z.string().min(1),
  /** How long it has been out, in words. */
  out: z.string().min(1),
});

const Message = <K extends string, P extends z.ZodRawShape>(kind: K, shape: P) =>
  z.object({ kind: z.literal(kind), payload: Recipient.extend(shape) });

export const OutboxMessageSchema = z.discriminatedUnion('kind', [
  /** Forgotten password, step 1 (or an administrator sending a code): the six-digit code and where to enter it. */
  Message('password-reset-code', {
    name: z.string().min(1),
    code: z.string().regex(/^\d{6}$/),
    resetUrl: z.url(),
  }),
  /** A provider user was added: sign-in address and temporary password. */
  Message('account-created', {
    name: z.string().min(1),
    signInUrl: z.url(),
    temporaryPassword: z.string().min(1),
  }),
  /** A site login was created from the staff form: as above, naming the corporation. */
  Message('staff-login-created', {
    name: z.string().min(1),
    corporation: z.string().min(1),
    signInUrl: z.url(),
    temporaryPassword: z.string().min(1),
  }),
  /** A key of the resident's unit was taken from the cabinet (notifications/resident-key-pulls.ts). */
  Message('resident-key-pulled', {
    residentName: z.string().min(1),
    propertyName: z.string().min(1),
    unitName: z.string().min(1),
    /** When the key was taken, already formatted in the property's time zone. */
    pulledAt: z.string().min(1),
  }),
  /** A datalog has not communicated for more than 3 days: to the property's primary contact, daily. */
  Message('last-communication', {
    contactName: z.string().min(1),
    propertyName: z.string().min(1),
    datalogNumber: z.number().int(),
    /** Formatted in the property's time zone; null when the datalog never communicated. */
    lastCommunication: z.string().nullable(),
    portalUrl: z.url(),
  }),
  /** Keys out longer than the property's threshold, newly overdue since the last run (overdue-keys.ts). */
  Message('overdue-keys', {
    propertyName: z.string().min(1),
    /** The threshold the keys crossed, in words ("48 hours"). */
    threshold: z.string().min(1),
    keysOutUrl: z.url(),
    exceptionsUrl: z.url(),
    keys: z.array(KeyOutLine).min(1),
    /** Keys beyond those listed. */
    more: z.number().int().min(0),
  }),
  /** The daily keys-out summary: every key still out at the property (token opt-out, kind keys-out). */
  Message('keys-out-summary', {
    propertyName: z.string().min(1),
    /** The local date the summary is for, formatted. */
    date: z.string().min(1),
    keysOutUrl: z.url(),
    keys: z.array(KeyOutLine).min(1),
    more: z.number().int().min(0),
  }),
  /** The weekly inactive-employees e-mail: badges unused for the window (token opt-out, kind inactive-employees). */
  Message('inactive-employees', {
    propertyName: z.string().min(1),
    windowDays: z.number().int().min(1),
    exceptionsUrl: z.url(),
    badges: z
      .array(
        z.object({
          employee: z.string(),
          badge: z.string(),
          /** Formatted in the property's time zone; null when never used. */
          lastUsed: z.string().nullable(),
        }),
      )
      .min(1),
    more: z.number().int().min(0),
  }),
  /** Key-activity e-mail rule (spec 001 §5): one batch of matching transactions (decision 0041). */
  Message('key-activity', {
    propertyName: z.string().min(1),
    description: z.string().min(1),
    timeZone: z.string().min(1),
    reportUrl: z.url(),
    rows: z
      .array(
        z.object({
          time: z.iso.datetime({ offset: true }),
          unit: z.string(),
          keyTag: z.string(),
          employee: z.string(),
          activity: z.string(),
        }),
      )
      .min(1),
    /** Matches beyond the rows listed (a backlog upload can match thousands). */
    more: z.number().int().min(0),
  }),
  /**
   * "E-mail purchase order" (spec 000 §7.4): the order as it stood when someone asked to send it (data, not text);
   * the worker renders the agreement PDF from it and attaches it (decision 0060).
   */
  Message('purchase-order-agreement', {
    order: PurchaseOrderSchema,
    /** Who asked for it to be sent (the e-mail names them). */
    sentBy: z.string().min(1),
  }),
  /**
   * A customer's message to the support address (the change form, decision 0064): the text they sent, already a plain
   * summary, and the service request it created.
   */
  Message('support-request', {
    subject: z.string().min(1).max(200),
    propertyName: z.string().min(1),
    serviceRequestId: z.number().int(),
    text: z.string().min(1),
    requestUrl: z.url(),
    /** Where support's answer goes (Email Support: the address the customer gave; decision 0065). */
    replyTo: z.email().optional(),
  }),
]);

export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export type MessageKind = OutboxMessage['kind'];
export type MessagePayload<K extends MessageKind> = Extract<OutboxMessage, { kind: K }>['payload'];
/** One message of kind K; written as a mapped type so that a lookup by `kind` stays correlated with `payload`. */
export type MessageOf<K extends MessageKind = MessageKind> = { [P in K]: { kind: P; payload: MessagePayload<P> } }[K];

/** Rows written before message kinds existed carry the rendered e-mail under this kind; they are still delivered. */
export const LEGACY_EMAIL_KIND = 'email';
export const LegacyEmailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
});
