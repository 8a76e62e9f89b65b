import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  /** The same pool Prisma uses, for hot paths written in SQL. */
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDatabase(connectionString: string, poolSize = 10): Database {
  // A connection attempt gives up after 5 s, so a database that is unreachable (not just refusing) answers 503 soon
  // instead of holding requests (decision 0030). An idle connection that the server drops is only logged.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', (err) => {
    console.warn(`[db] idle connection lost: ${err.message}`);
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    prisma,
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
