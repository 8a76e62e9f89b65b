/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import { TemporaryPasswordSignIn } from './temporary-password-sign-in.tsx';
import type { EmailTemplate } from './template.ts';

const subject = 'Your Key Control Portal login';

export const staffLoginCreated: EmailTemplate<MessagePayload<'staff-login-created'>> = {
  subject: () => subject,
  render: (p) => (
    <EmailLayout title={subject} unsubscribeUrl={p.unsubscribeUrl}>
      <Text>Hello {p.name},</Text>
      <Text>A login was created for you at {p.corporation}.</Text>
      <TemporaryPasswordSignIn signInUrl={p.signInUrl} temporaryPassword={p.temporaryPassword} />
    </EmailLayout>
  ),
};
