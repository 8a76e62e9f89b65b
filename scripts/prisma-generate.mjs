#!/usr/bin/env node
// Generates the Prisma client offline. The native schema engine cannot be downloaded here and generate does not
// need it, so PRISMA_SCHEMA_ENGINE_BINARY points at /bin/true (never do that for migrate; see decision 0003).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const schemaDir = path.join(repoRoot, 'prisma', 'schema');
const clientPath = path.join(repoRoot, 'packages', 'services', 'src', 'generated', 'prisma', 'client.ts');

const mtime = (p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0);
/** The newest change to the schema: any area file, or the folder itself (a file added or removed). */
const schemaMtime = () =>
  Math.max(
    mtime(schemaDir),
    ...fs
      .readdirSync(schemaDir, { recursive: true })
      .filter((f) => f.endsWith('.prisma'))
      .map((f) => mtime(path.join(schemaDir, f))),
  );

/** Runs `prisma generate` unless the generated client is newer than the schema. Returns whether it ran. */
export function ensurePrismaClient({ force = false, log = console.log } = {}) {
  if (!force && mtime(clientPath) > schemaMtime()) return false;
  const prismaBin = path.join(repoRoot, 'node_modules', 'prisma', 'build', 'index.js');
  const result = spawnSync(process.execPath, [prismaBin, 'generate'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true',
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  });
  if (result.status !== 0) throw new Error(`prisma generate failed:\n${result.stdout}\n${result.stderr}`);
  log('generated the Prisma client');
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    if (!ensurePrismaClient({ force: process.argv.includes('--force') })) console.log('Prisma client is up to date');
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
