#!/usr/bin/env node
// npm run db:migrate | db:migrate:create -- <name> | db:seed [-- --transactions=N] [--force]
import 'dotenv/config';
import { createMigration, migrateDatabase, seedDatabase } from './lib/db.mjs';

const USAGE = 'usage: node scripts/db.mjs migrate | create <name> | seed [--transactions=N] [--force]';
const [command, ...rest] = process.argv.slice(2);
const flags = Object.fromEntries(
  rest
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [k, v] = a.slice(2).split('=');
      return [k, v ?? true];
    }),
);
const positional = rest.filter((a) => !a.startsWith('--'));

const url = process.env.DATABASE_URL;
if (!['migrate', 'create', 'seed'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}
if (!url) {
  console.error(
    'DATABASE_URL is not set: export it (e.g. postgresql://postgres@127.0.0.1:5432/kc_dev) or put it in .env',
  );
  process.exit(2);
}

try {
  if (command === 'migrate') await migrateDatabase(url);
  else if (command === 'create') {
    if (!positional[0]) throw new Error(`a migration name is required\n${USAGE}`);
    await createMigration(url, positional[0]);
  } else {
    const raw = flags.transactions ?? process.env.SEED_TRANSACTIONS;
    const transactions = raw === undefined ? undefined : Number(raw);
    if (transactions !== undefined && !(Number.isInteger(transactions) && transactions > 0)) {
      throw new Error('--transactions must be a positive whole number');
    }
    const force = flags.force === true;
    await seedDatabase(url, { ifEmpty: !force, reset: force, transactions });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
