import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Decision 0047: with a certificate the API serves HTTPS with HTTP/2, and HTTP/1.1 clients are still answered.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-tls-test-'));
const cert = path.join(dir, 'cert.pem');
const key = path.join(dir, 'key.pem');
let t: TestContext;
let origin: string;

beforeAll(async () => {
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  t = await createTestApp({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function getOverHttp2(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca: fs.readFileSync(cert) });
    session.on('error', reject);
    const request = session.request({ ':path': pathname });
    let status = 0;
    let body = '';
    request.on('response', (headers) => (status = Number(headers[':status'])));
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      session.close();
      resolve({ status, body });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('HTTPS with HTTP/2', () => {
  it('answers an HTTP/2 request', async () => {
    const res = await getOverHttp2('/api/health');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
  });

  it('still answers HTTP/1.1 over TLS', async () => {
    const https = await import('node:https');
    const status = await new Promise<number>((resolve, reject) => {
      https
        .get(`${origin}/api/health`, { ca: fs.readFileSync(cert) }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('refuses a certificate without its key', () => {
    const base = { DATABASE_URL: 'postgresql://x/y', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv({ ...base, TLS_CERT_FILE: cert })).toThrow(EnvError);
    expect(() => loadEnv({ ...base, TLS_CERT_FILE: cert })).toThrow(/TLS_KEY_FILE/);
    expect(loadEnv({ ...base, TLS_CERT_FILE: cert, TLS_KEY_FILE: key }).TLS_KEY_FILE).toBe(key);
  });
});
