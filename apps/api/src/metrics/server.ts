import { createServer, type Server } from 'node:http';

/**
 * The scrape endpoint on its own port (METRICS_PORT), reachable only where the operator exposes it: GET /metrics
 * answers the Prometheus text format; anything else is a 404.
 */
export async function startMetricsServer(opts: {
  host: string;
  port: number;
  contentType: string;
  render: () => Promise<string>;
  onError?: (err: unknown) => void;
}): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    opts.render().then(
      (body) => res.writeHead(200, { 'content-type': opts.contentType }).end(body),
      (err: unknown) => {
        opts.onError?.(err);
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return server;
}
