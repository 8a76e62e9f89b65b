/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import type { MessagePayload } from '../../outbox/messages.ts';
import { EmailLayout } from './layout.tsx';
import type { EmailTemplate } from './template.ts';

const subject = 'Your Key Control Portal password reset code';

export const passwordResetCode: EmailTemplate<MessagePayload<'password-reset-code'>> = {
  subject: () => subject,
  render: (p) => (
    <EmailLayout title={subject} unsubscribeUrl={p.unsubscribeUrl}>
      <Text>Hello {p.name},</Text>
      <Text>Your password reset code is {p.code}. It is valid for 15 minutes.</Text>
      <Text>
        Enter it with your new password at <Link href={p.resetUrl}>{p.resetUrl}</Link>
      </Text>
      <Text>If you did not ask for this, you can ignore this e-mail; your password has not changed.</Text>
    </EmailLayout>
  ),
};
