// Prisma's WebAssembly schema engine driven through @prisma/adapter-pg: migrate deploy and diff without the
// native engine binary, which cannot be downloaded here (decision 0003). Migrations stay standard Prisma ones.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The multi-file schema: one .prisma file per business area, the datasource and generator in base.prisma. */
export const schemaDir = path.join(repoRoot, 'prisma', 'schema');
export const migrationsDir = path.join(repoRoot, 'prisma', 'migrations');

const FILTERS = { externalTables: [], externalEnums: [] };

let wasmModule;
async function loadWasm() {
  if (wasmModule) return wasmModule;
  const pkgDir = path.dirname(fileURLToPath(import.meta.resolve('@prisma/schema-engine-wasm/schema_engine_bg')));
  const bg = await import(path.join(pkgDir, 'schema_engine_bg.js'));
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(path.join(pkgDir, 'schema_engine_bg.wasm')), {
    './schema_engine_bg.js': bg,
  });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  wasmModule = bg;
  return bg;
}

/** Every schema file, as the engine takes them: [{ path, content }], in a stable order. */
export function readSchemaFiles() {
  const files = fs
    .readdirSync(schemaDir, { recursive: true })
    .filter((f) => f.endsWith('.prisma'))
    .sort()
    .map((f) => path.join(schemaDir, f));
  if (files.length === 0) throw new Error(`no .prisma files in ${schemaDir}`);
  return files.map((file) => ({ path: file, content: fs.readFileSync(file, 'utf8') }));
}

/** The migration folders on disk in the shape the engine expects. */
export function readMigrationsList() {
  fs.mkdirSync(migrationsDir, { recursive: true });
  const lock = path.join(migrationsDir, 'migration_lock.toml');
  const dirs = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lock) ? fs.readFileSync(lock, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((d) => {
      const file = path.join(migrationsDir, d, 'migration.sql');
      return {
        path: d,
        migrationFile: {
          path: 'migration.sql',
          content: fs.existsSync(file)
            ? { tag: 'ok', value: fs.readFileSync(file, 'utf8') }
            : { tag: 'error', value: 'missing' },
        },
      };
    }),
  };
}

// The engine introspects pg_catalog columns of type "char" (oid 18) and "char"[] (1002), which adapter-pg cannot
// map; reading them as text and text[] is exact for the single-byte codes involved.
function patchCharOids(queryable) {
  const performIO = queryable.performIO.bind(queryable);
  queryable.performIO = async (query) => {
    const result = await performIO(query);
    for (const f of result?.fields ?? []) {
      if (f.dataTypeID === 18) f.dataTypeID = 25;
      if (f.dataTypeID === 1002) f.dataTypeID = 1009;
    }
    return result;
  };
  // adapter-pg splits a migration script on every ";", which cuts a function body ($$ … $$) apart; the native engine
  // sends the script whole, and so does this (the simple query protocol takes several statements at once).
  if (queryable.executeScript && queryable.client) {
    queryable.executeScript = async (script) => {
      try {
        await queryable.client.query(script);
      } catch (error) {
        queryable.onError(error);
      }
    };
  }
  if (queryable.startTransaction) {
    const start = queryable.startTransaction.bind(queryable);
    queryable.startTransaction = async (...args) => patchCharOids(await start(...args));
  }
  return queryable;
}

/** Opens the engine on one database. Call close() when done: it frees the engine and ends the pool. */
export async function openSchemaEngine(databaseUrl, { debug = process.env.DEBUG_SE ? console.error : undefined } = {}) {
  const bg = await loadWasm();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const factory = new PrismaPg(pool);
  for (const m of ['connect', 'connectToShadowDb']) {
    const orig = factory[m].bind(factory);
    factory[m] = async () => patchCharOids(await orig());
  }
  const schemaFiles = readSchemaFiles();
  const engine = await bg.SchemaEngine.new(
    { datamodels: schemaFiles.map((f) => [f.path, f.content]) },
    (msg) => debug?.(msg),
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  return {
    /** Applies pending migrations (migrate deploy); returns the names applied now. */
    async applyMigrations() {
      const out = await engine.applyMigrations({ migrationsList: readMigrationsList(), filters: FILTERS });
      return out.appliedMigrationNames;
    },
    /** SQL taking the live database to the schema; empty string when they agree. */
    async diffLiveToSchema() {
      const r = await engine.diff({
        from: { tag: 'schemaDatasource', files: schemaFiles, configDir: repoRoot },
        to: { tag: 'schemaDatamodel', files: schemaFiles },
        script: true,
        exitCode: null,
        filters: FILTERS,
      });
      const sql = (r.stdout ?? '').trim();
      return sql.includes('This is an empty migration') ? '' : sql;
    },
    async close() {
      engine.free?.();
      await pool.end().catch(() => undefined);
    },
  };
}
