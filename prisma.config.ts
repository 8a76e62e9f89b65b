import 'dotenv/config';
import { defineConfig } from 'prisma/config';

// The URL is only needed by migrate commands; generate works without it.
export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/postgres' },
});
