import { load } from './bench/load.ts';
const base = 'http://127.0.0.1:3981';
const token = async (email: string) => {
  const r = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'DemoPass!2026' }) });
  return { authorization: `Bearer ${((await r.json()) as { accessToken: string }).accessToken}` };
};
const m = await token('manager@demo.test');
const c = await token('corporate@demo.test');
const corp = ((await (await fetch(`${base}/api/auth/me`, { headers: c })).json()) as { corporation: { id: number } }).corporation.id;
const prop = ((await (await fetch(`${base}/api/me/properties`, { headers: m })).json()) as { id: number }[])[0]!.id;
for (const [name, url, headers] of [
  ['keys-out', `${base}/api/reports/${prop}/keys-out`, m],
  ['property overview', `${base}/api/properties/${prop}/overview?tz=UTC`, m],
  ['corporate overview', `${base}/api/corporations/${corp}/overview?tz=UTC`, c],
] as const) {
  const method = name === 'keys-out' ? 'POST' : 'GET';
  const h = { ...headers, 'content-type': 'application/json' };
  const body = method === 'POST' ? '{}' : undefined;
  await load(url, { seconds: 2, connections: 1, headers: h, method, body });
  const one = await load(url, { seconds: 4, connections: 1, headers: h, method, body });
  const many = await load(url, { seconds: 4, connections: 16, headers: h, method, body });
  const f = (n: number) => n.toFixed(1);
  console.log(`${name}: 1 conn p50 ${f(one.p50)} p95 ${f(one.p95)} ms (${Math.round(one.rps)} req/s); 16 conn p50 ${f(many.p50)} p95 ${f(many.p95)} ms (${Math.round(many.rps)} req/s); non-2xx ${one.non2xx + many.non2xx}`);
}
