import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@kc/domain/errors';
import { EnvError, apiProcesses, loadEnv } from '../src/env.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { API_SECURITY_HEADERS, helmetHeaders } from '../src/plugins/external/security.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('gateway', () => {
  it('reports health and readiness of the database and Redis', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', pid: process.pid });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'up', replica: 'not-configured' },
    });
  });

  it('answers 503 when Redis is configured but unreachable', async () => {
    const ctx = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ready = await ctx.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not-ready', checks: { database: 'up', redis: 'down' } });
    } finally {
      await ctx.close().catch(() => undefined);
    }
  });

  it('serves an OpenAPI 3.1 document that lists the auth routes with their responses', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in',
        '/api/auth/refresh',
        '/api/auth/sign-out',
        '/api/auth/me',
        '/api/health',
        '/api/ready',
      ]),
    );
    expect(Object.keys(doc.paths['/api/auth/sign-in'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('sends a request id and security headers, and the error shape for unknown API paths', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing', headers: { 'x-request-id': 'trace-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: 'trace-123' });
  });
});

describe('security headers (decisions 0075 and 0085)', () => {
  it('are the headers helmet sets on a real response', () => {
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } }, hsts: false };
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.setHeader('X-Powered-By', 'something');
    helmet(options)(res.req, res, () => undefined);
    const fromHelmet = Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
    expect(helmetHeaders(options)).toEqual(fromHelmet);
    expect(Object.keys(fromHelmet)).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options']));
  });

  it("on API answers are OWASP's set for APIs, errors and refusals included; the API reference page keeps helmet's", async () => {
    const answers = [
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/auth/me' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'x' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 400]);
    // Helmet's headers that only mean something on a document (referrer, DNS prefetch, origin-agent-cluster, …).
    const documentOnly = Object.keys(helmetHeaders({})).filter((n) => !(n in API_SECURITY_HEADERS));
    expect(documentOnly).toEqual(expect.arrayContaining(['referrer-policy', 'origin-agent-cluster']));
    for (const answer of answers) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
        expect({ name, value: answer.headers[name] }).toEqual({ name, value });
      for (const name of documentOnly)
        expect({ name, value: answer.headers[name] }).toEqual({ name, value: undefined });
    }
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(docs.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(EnvError);
    try {
      loadEnv({ DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', PORT: 'abc' });
    } catch (e) {
      expect((e as Error).message).toMatch(/DATABASE_URL/);
      expect((e as Error).message).toMatch(/JWT_SECRET/);
      expect((e as Error).message).toMatch(/PORT/);
    }
  });

  it('refuses more than one API process without Redis, where the processes share the identity version', () => {
    const base = { DATABASE_URL: 'postgresql://x/y', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv({ ...base, CLUSTER: '2' })).toThrow(/REDIS_URL: more than one API process needs REDIS_URL/);
    expect(() => loadEnv({ ...base, WEB_CONCURRENCY: '4' })).toThrow(/more than one API process needs REDIS_URL/);
    expect(apiProcesses(loadEnv({ ...base, CLUSTER: '1', WEB_CONCURRENCY: '4' }))).toBe(1);
    expect(apiProcesses(loadEnv({ ...base, WEB_CONCURRENCY: '3', REDIS_URL: 'redis://h' }))).toBe(3);
    expect(apiProcesses(loadEnv(base))).toBe(1);
  });

  it('applies defaults for optional settings', () => {
    const env = loadEnv({ DATABASE_URL: 'postgresql://x/y', JWT_SECRET: 'x'.repeat(32) });
    expect(env).toMatchObject({ PORT: 3000, WORKER: true, ACCESS_TOKEN_TTL_SECONDS: 900 });
    expect(env.REDIS_URL).toBeUndefined();
  });
});
