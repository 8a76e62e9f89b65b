import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { adminAndManager, createTestApp, type TestContext } from './helpers.ts';

// Issue 12: the answers around the data — the spec's error wordings (000 §8), exports that fail before their first
// byte, compression, and what caches may keep.
let t: TestContext;
let webDist: string;
let admin: string;
let manager: string;
let propertyId: number;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Portal</title><script>boot();</script><script type="module" src="/assets/x.js"></script>',
  );
  fs.writeFileSync(
    path.join(webDist, 'assets', 'index-Ab12Cd34.js'),
    `console.log(${JSON.stringify('x'.repeat(4096))});`,
  );
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build's precompressed copies (decision 0034), marked so a test can tell them from compression on the fly.
  fs.writeFileSync(path.join(webDist, 'assets', 'app-Ef56Gh78.js'), 'plain();');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-Ef56Gh78.js.br'), brotliCompressSync('fromBrotliFile();'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-Ef56Gh78.js.gz'), gzipSync('fromGzipFile();'));
  fs.writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync('<!doctype html><title>br</title>'));
  t = await createTestApp({ WEB_DIST: webDist });
  ({ admin, manager, propertyId } = await adminAndManager(t, '10.82.0.1'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const errorOf = (res: { statusCode: number; json(): unknown }) => ErrorBodySchema.parse(res.json());

describe('the error catalogue', () => {
  it('answers 401, 403, 404, 413 and 415 in the one shape, with the spec’s wording', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(errorOf(noToken)).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });

    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/audit/entity/revisions?entityType=Property&entityId=1',
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(errorOf(forbidden)).toMatchObject({ status: 403, code: 'FORBIDDEN', message: MESSAGES.forbidden });

    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(errorOf(unknown)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(unknown).message).toContain(MESSAGES.notFound);

    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(errorOf(tooLarge)).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: MESSAGES.payloadTooLarge,
    });

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.test</email>',
    });
    expect(errorOf(wrongType)).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MESSAGES.unsupportedMediaType,
    });
  });
});

describe('report exports', () => {
  it('fail as a clean JSON error, with no attachment header, when their first query fails', async () => {
    const exportTransactions = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/reports/${propertyId}/transaction/export`,
        headers: { authorization: `Bearer ${manager}` },
        payload: { criteria: {} },
      });
    expect((await exportTransactions()).headers['content-disposition']).toMatch(/^attachment/);
    // This worker's own copy of the database loses the table for a moment: the query fails after validation passed.
    await t.db.pool.query('ALTER TABLE datalog_transactions RENAME TO datalog_transactions_away');
    let failed;
    try {
      failed = await exportTransactions();
    } finally {
      await t.db.pool.query('ALTER TABLE datalog_transactions_away RENAME TO datalog_transactions');
    }
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-disposition']).toBeUndefined();
    expect(failed.headers['content-type']).toMatch(/^application\/json/);
    expect(errorOf(failed)).toMatchObject({ code: 'INTERNAL', message: MESSAGES.serverError });
  });
});

describe('compression', () => {
  it('compresses JSON answers with brotli or gzip when the client accepts it, and not otherwise', async () => {
    const list = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/properties?pageSize=100',
        headers: { authorization: `Bearer ${admin}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();

    const br = await list('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(expected);
  });
});

describe('static files', () => {
  it('are sent as the build precompressed them, brotli first, with the same caching, and plain otherwise', async () => {
    const get = (url: string, encoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('/assets/app-Ef56Gh78.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe('fromBrotliFile();');
    const gz = await get('/assets/app-Ef56Gh78.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe('fromGzipFile();');
    const plain = await get('/assets/app-Ef56Gh78.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('plain();');
    // A page the client router draws gets index.html, precompressed as well.
    const page = await get('/overview', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('<title>br</title>');
  });
});

describe('content security policy', () => {
  it('lets exactly the inline scripts of the built index.html run, by their hash, and no other inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src ')) ?? '';
    const hash = crypto.createHash('sha256').update('boot();').digest('base64');
    expect(scriptSrc.split(' ').slice(1)).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year, revalidates pages and icons, and never stores API answers', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/property/1/keys-out' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
