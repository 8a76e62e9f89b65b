import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.ts';

/**
 * Serves the built web app with a single-page fallback: any GET outside /api that is not a file
 * gets index.html and the client router decides. Hashed assets are cached for a year; everything else (index.html,
 * icons) is revalidated on each use, so a release shows at once. The build writes a Brotli and a gzip copy of every
 * file (decision 0034); `preCompressed` sends the one the browser accepts, without compressing on each request.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist?: string }) => {
  const root = opts.webDist ? path.resolve(opts.webDist) : undefined;
  const hasWeb = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else if (root) {
    app.log.warn({ webDist: root }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!hasWeb || pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET')
      return apiNotFound(request, reply);
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile())
      return reply.sendFile(path.relative(root, file));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
