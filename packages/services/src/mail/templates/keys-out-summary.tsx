/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import { KeyList, keyCount } from './key-list.tsx';
import type { EmailTemplate } from './template.ts';

type Payload = MessagePayload<'keys-out-summary'>;
const total = (p: Payload) => p.keys.length + p.more;
const subject = (p: Payload) => `Keys out at ${p.propertyName} on ${p.date}: ${keyCount(total(p))}`;

/** The daily summary of every key still out of the cabinet. */
export const keysOutSummary: EmailTemplate<Payload> = {
  subject,
  render: (p) => (
    <EmailLayout title={subject(p)} unsubscribeUrl={p.unsubscribeUrl}>
      <Text>
        {total(p) === 1 ? '1 key is' : `${total(p)} keys are`} out of the key cabinet at {p.propertyName} this morning (
        {p.date}):
      </Text>
      <KeyList keys={p.keys} more={p.more} />
      <Text>
        The keys-out report: <Link href={p.keysOutUrl}>{p.keysOutUrl}</Link>
      </Text>
      <Text>
        You receive this daily summary because the alert settings of {p.propertyName} name you as a recipient.
      </Text>
    </EmailLayout>
  ),
};
