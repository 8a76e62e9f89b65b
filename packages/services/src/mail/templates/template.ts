import type { ReactElement } from 'react';
import type { OutgoingMail } from '../transport.ts';

/** One e-mail: its subject line and its body (in the shared layout). The plain-text part is derived from the HTML. */
export interface EmailTemplate<P> {
  subject(payload: P): string;
  render(payload: P): ReactElement;
  /** Where answers go, when not to the sender. */
  replyTo?(payload: P): string | undefined;
  /** Files to attach, made from the payload when the message is delivered. */
  attachments?(payload: P): Promise<NonNullable<OutgoingMail['attachments']>>;
}
