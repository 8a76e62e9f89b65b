import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { createReplicaRouter, type ReplicaRouter, type ReplicaSettings } from './read-routing.ts';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  /** The same pool Prisma uses, for hot paths written in SQL. */
  pool: pg.Pool;
  /**
   * For read-only reports, exports, search and the overview: the read replica when one is configured (with
   * read-your-writes and fallback to the primary, decision 0070), else `pool` itself. Only its `query` is routed.
   */
  read: pg.Pool;
  /** The replica's routing, or null without DATABASE_REPLICA_URL. */
  replica: ReplicaRouter | null;
  close(): Promise<void>;
}

export function createDatabase(connectionString: string, poolSize = 10, replica?: ReplicaSettings): Database {
  // A connection attempt gives up after 5 s, so a database that is unreachable (not just refusing) answers 503 soon
  // instead of holding requests (decision 0030). An idle connection that the server drops is only logged.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', (err) => {
    console.warn(`[db] idle connection lost: ${err.message}`);
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const router = replica ? createReplicaRouter(pool, { ...replica, poolSize: replica.poolSize ?? poolSize }) : null;
  return {
    prisma,
    pool,
    read: router?.pool ?? pool,
    replica: router,
    async close() {
      await router?.close();
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
