import * as z from 'zod/mini';
import { DbIdParamSchema, DbIdSchema } from '../ids.ts';
import { CHANGE_FORM_MESSAGES } from './change-form.ts';

/**
 * Customers' Email Support (spec 000 §2.5, §2.6/§5, §8; decision 0065): the send-e-mail widget's fields and messages.
 * Sending creates a request of type "Support E-mail" at the property, with the message as its first note and the
 * attachment (optional) as its file, and e-mails support through the outbox.
 */

/** The message becomes the request's first note, so it has the note's limit. */
export const SUPPORT_MESSAGE_MAX = 4000;
const DESCRIPTION_MAX = 200;

export const SUPPORT_EMAIL_MESSAGES = {
  /** Spec 000 §8 "send e-mail failed" (the change form's message too). */
  failed: CHANGE_FORM_MESSAGES.sendFailed,
  invalidEmail: 'Invalid e-mail address',
  messageRequired: 'Write a message',
  messageTooLong: `At most ${SUPPORT_MESSAGE_MAX} characters`,
} as const;

/** Spec 000 §5: the recipient (the address support answers) must match an e-mail pattern; the note is free text. */
export const SupportEmailFieldsSchema = z.object({
  propertyId: DbIdParamSchema,
  replyTo: z
    .string()
    .check(
      z.trim(),
      z.email(SUPPORT_EMAIL_MESSAGES.invalidEmail),
      z.maxLength(254, SUPPORT_EMAIL_MESSAGES.invalidEmail),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, SUPPORT_EMAIL_MESSAGES.messageRequired),
      z.maxLength(SUPPORT_MESSAGE_MAX, SUPPORT_EMAIL_MESSAGES.messageTooLong),
    ),
});
export type SupportEmailFields = z.infer<typeof SupportEmailFieldsSchema>;

/** The widget's message once the request exists and the e-mail to support is queued. */
export const supportEmailSentMessage = (requestId: number) =>
  `E-mail sent: support has your message as service request #${requestId}`;

/** What the API answers when the e-mail was queued. */
export const SupportEmailResultSchema = z.object({
  requestId: DbIdSchema,
  message: z.string(),
  fileName: z.nullable(z.string()),
});
export type SupportEmailResult = z.infer<typeof SupportEmailResultSchema>;

/** The request's description: the message's first line (the whole message is its first note). */
export function supportRequestDescription(message: string): string {
  const first =
    message
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? message.trim();
  return first.length <= DESCRIPTION_MAX ? first : `${first.slice(0, DESCRIPTION_MAX - 1)}…`;
}
