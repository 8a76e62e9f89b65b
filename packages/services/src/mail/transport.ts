import nodemailer, { type Transporter } from 'nodemailer';

export interface MailSettings {
  smtpUrl?: string;
  from: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go, when not to the sender (a customer's support e-mail). */
  replyTo?: string;
  /** Files sent with the message (the purchase-order agreement PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** SMTP transport; plain loopback catchers have no TLS, so STARTTLS is not insisted on for smtp:// URLs. */
export function createMailTransport(settings: Pick<MailSettings, 'smtpUrl'>): Transporter | null {
  if (!settings.smtpUrl) return null;
  const url = new URL(settings.smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.protocol === 'smtp:' && ['127.0.0.1', 'localhost', '::1'].includes(url.hostname),
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  });
}
