/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import { TemporaryPasswordSignIn } from './temporary-password-sign-in.tsx';
import type { EmailTemplate } from './template.ts';

const subject = 'Your Key Control Portal account';

export const accountCreated: EmailTemplate<MessagePayload<'account-created'>> = {
  subject: () => subject,
  render: (p) => (
    <EmailLayout title={subject} unsubscribeUrl={p.unsubscribeUrl}>
      <Text>Hello {p.name},</Text>
      <TemporaryPasswordSignIn signInUrl={p.signInUrl} temporaryPassword={p.temporaryPassword} />
    </EmailLayout>
  ),
};
