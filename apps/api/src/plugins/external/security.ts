import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * The headers an API answer carries (JSON, files, redirects), as OWASP's REST Security Cheat Sheet lists them for API
 * responses: nothing is cached, nothing may frame, run or load anything from it, and its type is not guessed
 * (decision 0085). A route may set its own cache-control. Helmet's set for documents (a page's scripts, styles and
 * images, referrer and cross-origin isolation) means nothing on a JSON answer; pages and the interactive API reference
 * keep it.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Answers under /api/ get API_SECURITY_HEADERS, except the interactive reference (an HTML page with scripts). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers and compression always; CORS only for the origins CORS_ORIGINS names (off by default: the web app
 * is same-origin).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { corsOrigins?: string; webDist?: string }) => {
  // Helmet's headers for this fixed policy (no nonces), taken once and set on every page in one call:
  // @fastify/helmet built helmet's middleware again on every request, and the middleware sets each header apart, about
  // 5 % of an API process's CPU under load (decision 0075). The headers are the same.
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(opts.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? API_SECURITY_HEADERS : securityHeaders);
    done();
  });
  // Answers are compressed when the client accepts it (JSON, HTML, scripts; not the already-compressed xlsx and zip
  // files). Brotli at quality 4 costs about as much CPU as gzip for a smaller answer; request bodies are never
  // inflated, so a small compressed body cannot expand past the body limit.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  const origins =
    opts.corsOrigins
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  if (origins.length > 0) await app.register(cors, { origin: origins, credentials: false });
});

/**
 * The headers helmet's middleware sets for `options`, read once from a response that only records them. Only valid
 * for options whose headers do not depend on the request (no CSP nonces or directive functions).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet refused its options', { cause: err });
  });
  return headers;
}

/**
 * The CSP hashes of the inline scripts of the built index.html (decision 0034: the boot skeleton picks the sign-in
 * frame before any file loads). Only those exact scripts may run inline; any other inline script stays blocked.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  const file = path.join(path.resolve(webDist), 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
