/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import type { EmailTemplate } from './template.ts';

type Payload = MessagePayload<'last-communication'>;
const subject = (p: Payload) => `Key control system ${p.datalogNumber} at ${p.propertyName} is not communicating`;

export const lastCommunication: EmailTemplate<Payload> = {
  subject,
  render: (p) => (
    <EmailLayout title={subject(p)}>
      <Text>Hello {p.contactName},</Text>
      <Text>
        {p.lastCommunication
          ? `Key control system ${p.datalogNumber} at ${p.propertyName} last communicated on ${p.lastCommunication}, more than 3 days ago.`
          : `Key control system ${p.datalogNumber} at ${p.propertyName} has never communicated with the portal.`}{' '}
        Key activity recorded since then is not in your reports.
      </Text>
      <Text>
        Check that the system is powered and connected to the network. This e-mail is sent each day until it
        communicates again. See the property&apos;s exceptions: <Link href={p.portalUrl}>{p.portalUrl}</Link>
      </Text>
    </EmailLayout>
  ),
};
