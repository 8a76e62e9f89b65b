/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import type { EmailTemplate } from './template.ts';

type Payload = MessagePayload<'resident-key-pulled'>;
const subject = (p: Payload) => `A key to unit ${p.unitName} at ${p.propertyName} was taken`;

export const residentKeyPulled: EmailTemplate<Payload> = {
  subject,
  render: (p) => (
    <EmailLayout title={subject(p)} unsubscribeUrl={p.unsubscribeUrl}>
      <Text>Hello {p.residentName},</Text>
      <Text>
        A key to your unit {p.unitName} at {p.propertyName} was taken from the key cabinet on {p.pulledAt}.
      </Text>
      <Text>If you did not expect anyone in your unit, please contact the property office.</Text>
    </EmailLayout>
  ),
};
