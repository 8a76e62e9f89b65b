// Types for db.mjs, so TypeScript tests and scripts can import it.
type Log = (message: string) => void;

export declare const repoRoot: string;
export declare function migrateDatabase(databaseUrl: string, options?: { log?: Log }): Promise<string[]>;
export declare function diffDatabase(databaseUrl: string): Promise<string>;
export declare function createMigration(
  databaseUrl: string,
  name: string,
  options?: { log?: Log },
): Promise<string | null>;
export declare function seedDatabase(
  databaseUrl: string,
  options?: { ifEmpty?: boolean; reset?: boolean; transactions?: number; log?: Log },
): Promise<boolean>;
export declare function ensureDatabaseExists(
  serverUrl: string,
  dbName: string,
  options?: { template?: string },
): Promise<boolean>;
export declare function dropDatabasesWithPrefix(serverUrl: string, prefix: string): Promise<string[]>;
export declare function databaseNameOf(databaseUrl: string): string;
export declare function dropDatabase(serverUrl: string, dbName: string): Promise<void>;
export declare function databaseUrlFor(serverUrl: string, dbName: string): string;
