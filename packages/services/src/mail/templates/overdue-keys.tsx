/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import { KeyList, keyCount } from './key-list.tsx';
import type { EmailTemplate } from './template.ts';

type Payload = MessagePayload<'overdue-keys'>;
const total = (p: Payload) => p.keys.length + p.more;
const subject = (p: Payload) => `Overdue keys at ${p.propertyName}: ${keyCount(total(p))} out more than ${p.threshold}`;

/** Keys that have just crossed the property's keys-out threshold (each listed once per crossing). */
export const overdueKeys: EmailTemplate<Payload> = {
  subject,
  render: (p) => (
    <EmailLayout title={subject(p)}>
      <Text>
        {total(p) === 1 ? 'This key' : `These ${total(p)} keys`} at {p.propertyName} {total(p) === 1 ? 'has' : 'have'}{' '}
        been out of the key cabinet for more than {p.threshold}:
      </Text>
      <KeyList keys={p.keys} more={p.more} />
      <Text>
        Every key still out: <Link href={p.keysOutUrl}>{p.keysOutUrl}</Link>
      </Text>
      <Text>
        The property&apos;s exceptions: <Link href={p.exceptionsUrl}>{p.exceptionsUrl}</Link>
      </Text>
      <Text>
        You receive this e-mail because the alert settings of {p.propertyName} name you as a recipient. A key is
        reported once when it passes the threshold.
      </Text>
    </EmailLayout>
  ),
};
