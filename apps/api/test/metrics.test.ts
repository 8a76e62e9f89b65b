import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '@kc/services/outbox/enqueue-email';
import { startMetricsServer } from '../src/metrics/server.ts';
import { admin, issueToken, newDatalog, t, txRow, upload, useDeviceSuite } from './devices-support.ts';

useDeviceSuite();

let server: Server;
let metricsUrl: string;
beforeAll(async () => {
  server = await startMetricsServer({
    host: '127.0.0.1',
    port: 0,
    contentType: t.app.metrics.registry.contentType,
    render: () => t.app.metrics.registry.metrics(),
  });
  metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const scrape = async () => {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one sample line (0 when the series does not exist yet). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('Prometheus metrics on METRICS_PORT', () => {
  it('answers the Prometheus text format with every metric the operator watches', async () => {
    const text = await scrape();
    for (const name of [
      'http_request_duration_seconds',
      'kc_queue_jobs',
      'kc_outbox_undelivered',
      'kc_outbox_oldest_undelivered_age_seconds',
      'kc_device_rows_stored_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(text).toMatch(new RegExp(`^kc_queue_jobs\\{queue="outbox",state="${state}"\\} \\d+$`, 'm'));
  });

  it('counts requests by route template and status class, and stored device rows', async () => {
    const datalog = await newDatalog(t);
    const { token } = await issueToken(t, admin, datalog.id);
    const series =
      'http_request_duration_seconds_count{method="POST",route="/api/devices/transactions",status_class="2xx"}';
    const before = await scrape();

    const res = await upload(t, token, [txRow(1), txRow(2), txRow(3)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stored: 3 });
    const after = await scrape();
    expect(sample(after, series)).toBe(sample(before, series) + 1);
    expect(sample(after, 'kc_device_rows_stored_total')).toBe(sample(before, 'kc_device_rows_stored_total') + 3);
    // A record id never becomes a label: the template is the route.
    expect(after).not.toContain(`route="/api/devices/datalogs/${datalog.id}`);
  });

  it('reports the undelivered outbox and the age of its oldest message', async () => {
    await t.db.prisma.$transaction((tx) =>
      enqueueEmail(tx, {
        kind: 'password-reset-code',
        payload: { to: 'metrics@factory.test', name: 'Metrics', code: '123456', resetUrl: 'http://portal.test/r' },
      }),
    );
    const undelivered = await t.db.prisma.outboxMessage.count({ where: { sentAt: null } });
    const text = await scrape();
    expect(sample(text, 'kc_outbox_undelivered')).toBe(undelivered);
    expect(sample(text, 'kc_outbox_oldest_undelivered_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^kc_outbox_oldest_undelivered_age_seconds [\d.e+-]+$/m);
  });

  it('is not served on the public port', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration_seconds');
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });
});
