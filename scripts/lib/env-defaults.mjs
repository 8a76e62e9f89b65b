// What start and test prepare before any service runs: .env, the JWT secret,
// the Prisma client, a fresh web build, and the list of demo logins.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, StepError, runToEnd } from './proc.mjs';

export const DATA_DIR = path.join(ROOT, '.data');
export const WEB_DIST = path.join(ROOT, 'apps', 'web', 'dist');

/** Loads ROOT/.env when present; variables already set win. */
export function loadDotEnv() {
  const file = path.join(ROOT, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** JWT_SECRET from the environment, else one kept in .data/jwt-secret so restarts keep sessions. */
export function jwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(DATA_DIR, 'jwt-secret');
  try {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  } catch {
    // first start
  }
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}

export const randomSecret = () => crypto.randomBytes(48).toString('base64url');

/** Generates the Prisma client when the schema changed (offline). */
export async function ensurePrisma(log) {
  let mod;
  try {
    mod = await import(pathToFileURL(path.join(ROOT, 'scripts', 'prisma-generate.mjs')).href);
  } catch (err) {
    throw new StepError(`Could not load scripts/prisma-generate.mjs: ${err.message}`, 'Run `npm install` first.');
  }
  try {
    mod.ensurePrismaClient({ log });
  } catch (err) {
    throw new StepError(
      'Generating the Prisma client failed',
      'Fix the schema in prisma/schema/ (see the output), then retry; `npm run db:generate` shows the same error.',
      err.message,
    );
  }
}

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.gen.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/postcss.config.cjs',
  'packages/domain/src',
].map((p) => path.join(ROOT, p));

/** Builds apps/web when dist is missing or older than its sources. Returns whether it built. */
export async function ensureWebBuilt(log) {
  const built = newestMtime(path.join(WEB_DIST, 'index.html'));
  const sources = Math.max(...WEB_SOURCES.map(newestMtime));
  if (built && built >= sources) return false;
  log(built ? 'Rebuilding the web app (sources changed) …' : 'Building the web app (first run, about a minute) …');
  const npm = process.env.npm_execpath;
  const [cmd, args] =
    npm && npm.endsWith('.js')
      ? [process.execPath, [npm, 'run', 'build', '-w', '@kc/web']]
      : ['npm', ['run', 'build', '-w', '@kc/web']];
  const result = await runToEnd('web build', cmd, args, { timeoutMs: 10 * 60_000 });
  if (result.code !== 0) {
    throw new StepError(
      result.timedOut ? 'Building the web app took more than 10 minutes' : 'Building the web app failed',
      'Fix the error above and run `npm run build -w @kc/web` to check.',
      result.output,
    );
  }
  return true;
}

const FALLBACK_LOGINS = [
  ['management', 100],
  ['sales', 101],
  ['tech', 102],
  ['accounting', 103],
  ['production', 104],
  ['sysadmin', 105],
  ['superadmin', 106],
  ['corporate', 200],
  ['division', 201],
  ['region', 202],
  ['manager', 203],
  ['assistant', 204],
  ['staff', 205],
].map(([user, roleId]) => ({ email: `${user}@demo.test`, roleId }));

/** Demo logins and their password, from prisma/seed/demo-logins.(json|mjs|js) when present. */
export async function demoLogins() {
  let data = null;
  const base = path.join(ROOT, 'prisma', 'seed', 'demo-logins');
  try {
    if (fs.existsSync(`${base}.json`)) data = JSON.parse(fs.readFileSync(`${base}.json`, 'utf8'));
    else {
      for (const ext of ['.mjs', '.js']) {
        if (!fs.existsSync(base + ext)) continue;
        const mod = await import(pathToFileURL(base + ext).href);
        data = mod.default ?? mod;
        break;
      }
    }
  } catch {
    data = null;
  }
  const list = Array.isArray(data)
    ? data
    : (data?.logins ?? data?.demoLogins ?? [...(data?.internal ?? []), ...(data?.external ?? [])]);
  const logins = list.length ? list : FALLBACK_LOGINS;
  const password = (!Array.isArray(data) && (data?.password ?? data?.demoPassword)) || 'DemoPass!2026';
  return { logins, password };
}
