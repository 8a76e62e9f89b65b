import { render, toPlainText } from '@react-email/components';
import type { MessageKind, MessageOf, MessagePayload } from '../outbox/messages.ts';
import type { OutgoingMail } from './transport.ts';
import { accountCreated } from './templates/account-created.tsx';
import { keyActivity } from './templates/key-activity.tsx';
import { passwordResetCode } from './templates/password-reset-code.tsx';
import { staffLoginCreated } from './templates/staff-login-created.tsx';
import { residentKeyPulled } from './templates/resident-key-pulled.tsx';
import { lastCommunication } from './templates/last-communication.tsx';
import { overdueKeys } from './templates/overdue-keys.tsx';
import { keysOutSummary } from './templates/keys-out-summary.tsx';
import { inactiveEmployees } from './templates/inactive-employees.tsx';
import { purchaseOrderAgreement } from './templates/purchase-order-agreement.tsx';
import { supportRequest } from './templates/support-request.tsx';
import type { EmailTemplate } from './templates/template.ts';

/** Exactly one template per message kind: a kind without one does not compile. */
const TEMPLATES: { [K in MessageKind]: EmailTemplate<MessagePayload<K>> } = {
  'password-reset-code': passwordResetCode,
  'account-created': accountCreated,
  'staff-login-created': staffLoginCreated,
  'resident-key-pulled': residentKeyPulled,
  'last-communication': lastCommunication,
  'key-activity': keyActivity,
  'overdue-keys': overdueKeys,
  'keys-out-summary': keysOutSummary,
  'inactive-employees': inactiveEmployees,
  'purchase-order-agreement': purchaseOrderAgreement,
  'support-request': supportRequest,
};

export interface RenderedMail extends OutgoingMail {
  html: string;
  /** Extra headers: List-Unsubscribe (the footer's link, or the RFC 8058 one-click URL with List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/**
 * RFC 8058: with a one-click URL the header names it alone (an https URL a mail client may POST to without a
 * session) and List-Unsubscribe-Post says so; otherwise the footer's link is the header's.
 */
export function listUnsubscribeHeaders(p: {
  unsubscribeUrl?: string | undefined;
  oneClickUnsubscribeUrl?: string | undefined;
}): Record<string, string> | undefined {
  if (p.oneClickUnsubscribeUrl)
    return {
      'List-Unsubscribe': `<${p.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  return p.unsubscribeUrl ? { 'List-Unsubscribe': `<${p.unsubscribeUrl}>` } : undefined;
}

/** Renders a message with its kind's template: HTML (values escaped by React) and the plain text derived from it. */
export async function renderMessage<K extends MessageKind>(message: MessageOf<K>): Promise<RenderedMail> {
  const template: EmailTemplate<MessagePayload<K>> = TEMPLATES[message.kind];
  const { payload } = message;
  const html = await render(template.render(payload));
  const headers = listUnsubscribeHeaders(payload);
  const replyTo = template.replyTo?.(payload);
  const attachments = template.attachments ? await template.attachments(payload) : undefined;
  return {
    to: payload.to,
    subject: template.subject(payload),
    html,
    text: toPlainText(html),
    ...(replyTo ? { replyTo } : {}),
    ...(headers ? { headers } : {}),
    ...(attachments?.length ? { attachments } : {}),
  };
}
