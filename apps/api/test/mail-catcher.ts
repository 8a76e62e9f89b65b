import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startMailCatcher() {
  const inbox: CaughtMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        // Quoted-printable soft line breaks and =3D are all the decoding these plain-text mails need.
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n\n')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: body });
        callback();
      });
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
