// Local mail catcher: MailDev (npm package) takes SMTP on loopback and shows an
// inbox in the browser, so e-mails sent by the worker can be read by hand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StepError, freePort, httpOk, startChild, waitFor } from './proc.mjs';

function maildevBin() {
  try {
    // The package exports only its ESM entry (dist/index.js); the CLI sits next to it.
    const entry = fileURLToPath(import.meta.resolve('maildev'));
    const bin = path.join(path.dirname(entry), 'bin', 'maildev.js');
    if (fs.existsSync(bin)) return bin;
  } catch {
    // fall through
  }
  return null;
}

/**
 * Starts MailDev with SMTP and its web inbox on 127.0.0.1 (preferred ports
 * 1025 / 1080, else free ones). With `mailDir` messages survive restarts.
 * Returns { smtpUrl, inboxUrl, apiUrl, stop }.
 */
export async function startMailCatcher({ smtpPort = 1025, webPort = 1080, mailDir = null } = {}) {
  const bin = maildevBin();
  if (!bin) {
    throw new StepError('The maildev package is missing', 'Run `npm install`, or set SMTP_URL to an SMTP server.');
  }
  const smtp = await freePort(smtpPort);
  let web = await freePort(webPort);
  if (web === smtp) web = await freePort(0);
  const args = [
    bin,
    '--smtp',
    String(smtp),
    '--ip',
    '127.0.0.1',
    '--web',
    String(web),
    '--web-ip',
    '127.0.0.1',
    '--silent',
  ];
  if (mailDir) {
    fs.mkdirSync(mailDir, { recursive: true });
    args.push('--mail-directory', mailDir, '--max-emails', '500');
  }
  const handle = startChild('maildev', process.execPath, args);
  const inboxUrl = `http://127.0.0.1:${web}/`;
  await waitFor(() => httpOk(`${inboxUrl}api/healthz`), {
    timeoutMs: 30_000,
    what: 'the MailDev inbox',
    child: handle,
    hint: 'Set SMTP_URL to another SMTP server to skip the local mail catcher.',
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    inboxUrl,
    apiUrl: `${inboxUrl}api`,
    handle,
    stop: () => handle.stop(5000),
  };
}
