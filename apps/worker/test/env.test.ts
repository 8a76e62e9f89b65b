import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env.ts';

const minimal = { DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db', REDIS_URL: 'redis://127.0.0.1:6379/0' };

describe('worker configuration', () => {
  it('applies defaults to a minimal environment and coerces numbers', () => {
    const env = loadEnv({ ...minimal, WORKER_CONCURRENCY: '8', SMTP_URL: '' });
    expect(env).toMatchObject({ WORKER_CONCURRENCY: 8, DATABASE_POOL_SIZE: 10 });
    expect(env.SMTP_URL).toBeUndefined(); // empty means unset, as in the API
    expect(env.MAIL_FROM).toContain('@');
  });

  it('stops with every bad or missing variable named', () => {
    const load = () => loadEnv({ DATABASE_URL: 'mysql://x', WORKER_CONCURRENCY: '0', SMTP_URL: 'http://mail' });
    expect(load).toThrow(EnvError);
    expect(load).toThrow(/DATABASE_URL: must be a postgresql:\/\/ URL/);
    expect(load).toThrow(/REDIS_URL:/);
    expect(load).toThrow(/WORKER_CONCURRENCY:/);
    expect(load).toThrow(/SMTP_URL: must be an smtp:\/\/ URL/);
  });
});
