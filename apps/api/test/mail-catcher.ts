import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail, type Source } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded; empty when the message has none. */
  html: string;
  messageId: string;
  parsed: ParsedMail;
}

/** Decodes one received message (MIME parts, transfer encodings, headers) with mailparser. */
export async function parseMail(source: Source, to: string[]): Promise<CaughtMail> {
  const parsed = await simpleParser(source);
  return {
    to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    messageId: parsed.messageId ?? '',
    parsed,
  };
}

/** A real SMTP server on loopback that keeps what it receives, parsed. */
export async function startMailCatcher() {
  const inbox: CaughtMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      parseMail(
        stream,
        session.envelope.rcptTo.map((r) => r.address),
      ).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    url,
    inbox,
    async waitFor(to: string, count = 1, ms = 15_000): Promise<CaughtMail[]> {
      const until = Date.now() + ms;
      for (;;) {
        const found = inbox.filter((m) => m.to.includes(to));
        if (found.length >= count) return found;
        if (Date.now() > until) throw new Error(`no e-mail for ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
