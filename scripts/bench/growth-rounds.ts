// The growth comparison in alternating rounds (issue 17 item 2, decision 0076): one API per database, each database
// holding the same benchmark data at another step of the history (1M, 10M, 50M transactions), loaded in turn with the
// same report request, round after round (1M, 10M, 50M, 1M, 10M, 50M, …), so each round's 50M ÷ 1M compares two runs
// taken a few seconds apart on the same machine. The step columns that `npm run bench` measures when its one
// database reaches each step are taken minutes apart, under whatever load the machine had then.
//
//   npm run bench -- --only growth-rounds [--write]   (BENCH_GROWTH_DATABASES=kc_bench_1m,kc_bench_10m,kc_bench)
//
// Databases are built by `npm run bench` (BENCH_DATABASE=… with --scale 1m, 10m or 50m, decision 0076). Each gets the
// sweeps' 1,000 properties first if it lacks them, so the databases differ in their history alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@kc/services/db/client';
import { randomBytes } from 'node:crypto';
import { startBenchApi } from './bench-api.ts';
import { describeMachine, loadAverage, machineLine, measureMachineSpeed, type MachineSpeed } from './machine-speed.ts';
import { LARGE_PROPERTY, TYPICAL_PROPERTY } from './large-property.ts';
import { runTarget } from './load.ts';
import { customFilter, propertyCases } from './property-cases.ts';
import { signIn } from './sign-in.ts';
import { ensureSweepScale } from './sweeps.ts';
import { showSpread, spread, type Spread } from './stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = process.env.BENCH_PG_SERVER_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_GROWTH_DATABASES ?? '').split(',').filter(Boolean);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POOL = Number(process.env.BENCH_POOL_SIZE ?? 10);
const WRITE = process.argv.includes('--write');
const GOAL = 1.2;
/** The exit code when the measurement ran but a case missed the goal (scripts/bench.mjs tells it from a failure). */
const TARGETS_MISSED = 2;

const log = (m: string) => console.log(`[bench] ${m}`);
const urlOf = (name: string) => {
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  return u.toString();
};

interface Side {
  name: string;
  total: number;
  app: Awaited<ReturnType<typeof startBenchApi>>['app'];
  db: ReturnType<typeof createDatabase>;
  all: ReturnType<typeof propertyCases>;
}

async function main() {
  if (DATABASES.length < 2) throw new Error('BENCH_GROWTH_DATABASES must name at least two databases, smallest first');
  const loadStart = loadAverage();
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const jwtSecret = randomBytes(32).toString('hex');
  const sides: Side[] = [];
  let speed: MachineSpeed | null = null;
  for (const name of DATABASES) {
    const url = urlOf(name);
    const db = createDatabase(url, POOL);
    speed ??= await measureMachineSpeed(db.pool);
    if ((await ensureSweepScale(db)) > 0) await db.pool.query('VACUUM ANALYZE');
    const { app, url: appUrl } = await startBenchApi(db, url, jwtSecret, POOL);
    const auth = await signIn(appUrl, 'manager@demo.test');
    const ids = async (p: string) =>
      (await db.pool.query<{ id: number }>('SELECT id FROM properties WHERE name = $1', [p])).rows[0]?.id;
    const typical = await ids(TYPICAL_PROPERTY);
    const large = await ids(LARGE_PROPERTY);
    if (!typical || !large) throw new Error(`${name} lacks the benchmark properties: build it with npm run bench`);
    const total = Number(
      (await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM datalog_transactions')).rows[0]!.n,
    );
    const cases = async (prefix: 'typical' | 'large', propertyId: number) =>
      propertyCases({
        prefix,
        appUrl,
        bareUrl: appUrl,
        propertyId,
        auth,
        from,
        to,
        ...(await customFilter(db.pool, propertyId, from, to)),
      }).filter((c) => !c.download);
    const all = [...(await cases('typical', typical)), ...(await cases('large', large))];
    sides.push({ name, total, app, db, all });
    log(`${name}: ${total.toLocaleString('en-US')} transactions, API at ${appUrl}`);
  }

  const rows: { key: string; label: string; p95: Spread[]; ratio: Spread }[] = [];
  for (const [i, c] of sides[0]!.all.entries()) {
    const runOn = async (s: Side, seconds: number) =>
      (await runTarget(c.key, s.all[i]!.app, seconds, `app on ${s.name}`, CONNECTIONS)).p95;
    for (const s of sides) await runOn(s, 1); // warm-up: connections, plans, caches
    const p95 = sides.map(() => [] as number[]);
    for (let r = 0; r < ROUNDS; r++) for (const [k, s] of sides.entries()) p95[k]!.push(await runOn(s, SECONDS));
    const ratios = p95.at(-1)!.map((v, r) => v / p95[0]![r]!);
    rows.push({ key: c.key, label: c.label, p95: p95.map((v) => spread(v)), ratio: spread(ratios) });
    log(`${c.key}: p95 ${p95.map((v) => spread(v).median).join(' / ')} ms, last ÷ first ${spread(ratios).median}`);
  }
  for (const s of sides) {
    await s.app.close();
    await s.db.close();
  }

  const machine = describeMachine(loadStart, speed);
  const step = (s: Side) => `${s.name} (${s.total.toLocaleString('en-US')} rows)`;
  const md = [
    `# Growth in alternating rounds ${new Date().toISOString().slice(0, 10)}`,
    '',
    machineLine(machine),
    '',
    `One API per database, ${ROUNDS} rounds; in each round every database in turn gets ${SECONDS} s of ${CONNECTIONS} connections with the same request. p95: median over the rounds (min–max); the ratio is the median of the per-round ratios (last database ÷ first).`,
    '',
    `| Case | ${sides.map(step).join(' | ')} | ${sides.at(-1)!.name} ÷ ${sides[0]!.name} (goal ≤ ${GOAL}) | |`,
    `|---|${sides.map(() => '---|').join('')}---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.key.startsWith('typical') ? 'Typical' : 'Large'}: ${r.label} | ${r.p95.map((p) => `${p.median} ms (${p.min}–${p.max})`).join(' | ')} | ${showSpread(r.ratio)} | ${r.ratio.median <= GOAL ? 'met' : '**missed**'} |`,
    ),
    '',
    'Per-round ratios, in the order run:',
    ...rows.map((r) => `- ${r.key}: ${r.ratio.rounds.join(', ')}`),
    '',
  ].join('\n');
  const out = WRITE ? path.join(ROOT, 'docs/bench') : path.join(ROOT, '.data/bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'growth-rounds.md'), md);
  writeFileSync(
    path.join(out, 'growth-rounds.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine, databases: sides.map((s) => ({ name: s.name, transactions: s.total })), rows }, null, 2)}\n`,
  );
  console.log(`\n${md}`);
  log(`written to ${path.relative(ROOT, out)}/growth-rounds.{md,json}`);
  const met = rows.filter((r) => r.ratio.median <= GOAL).length;
  log(`${met} of ${rows.length} cases within ${GOAL}× of ${sides[0]!.name}`);
  if (met < rows.length) process.exitCode = TARGETS_MISSED;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
