/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import type { EmailTemplate } from './template.ts';

type Payload = MessagePayload<'support-request'>;
const subject = (p: Payload) => `${p.subject} (service request #${p.serviceRequestId})`;
/** The customer's text as they wrote it: line breaks kept, nothing interpreted (React escapes it). */
const asWritten = { whiteSpace: 'pre-wrap' as const, fontFamily: 'Menlo, Consolas, monospace', fontSize: '13px' };

/** A customer's message to support (the change form, Email Support): the text and a link to the request it created. */
export const supportRequest: EmailTemplate<Payload> = {
  subject,
  replyTo: (p) => p.replyTo,
  render: (p) => (
    <EmailLayout title={subject(p)}>
      <Text>
        {p.propertyName}: service request #{p.serviceRequestId} was created with this message.
      </Text>
      <Text style={asWritten}>{p.text}</Text>
      <Text>
        Open the request: <Link href={p.requestUrl}>{p.requestUrl}</Link>
      </Text>
    </EmailLayout>
  ),
};
