import { render, toPlainText } from '@react-email/components';
import type { MessageKind, MessageOf, MessagePayload } from '../outbox/messages.ts';
import type { OutgoingMail } from './transport.ts';
import { accountCreated } from './templates/account-created.tsx';
import { keyActivity } from './templates/key-activity.tsx';
import { passwordResetCode } from './templates/password-reset-code.tsx';
import { staffLoginCreated } from './templates/staff-login-created.tsx';
import type { EmailTemplate } from './templates/template.ts';

/** Exactly one template per message kind: a kind without one does not compile. */
const TEMPLATES: { [K in MessageKind]: EmailTemplate<MessagePayload<K>> } = {
  'password-reset-code': passwordResetCode,
  'account-created': accountCreated,
  'staff-login-created': staffLoginCreated,
  'key-activity': keyActivity,
};

export interface RenderedMail extends OutgoingMail {
  html: string;
  /** For the List-Unsubscribe header; present when the footer shows an unsubscribe link. */
  unsubscribeUrl?: string;
}

/** Renders a message with its kind's template: HTML (values escaped by React) and the plain text derived from it. */
export async function renderMessage<K extends MessageKind>(message: MessageOf<K>): Promise<RenderedMail> {
  const template: EmailTemplate<MessagePayload<K>> = TEMPLATES[message.kind];
  const { payload } = message;
  const html = await render(template.render(payload));
  return {
    to: payload.to,
    subject: template.subject(payload),
    html,
    text: toPlainText(html),
    ...(payload.unsubscribeUrl ? { unsubscribeUrl: payload.unsubscribeUrl } : {}),
  };
}
