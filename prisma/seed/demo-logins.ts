// Typed view of demo-logins.json, the one list the seed, the start script and the tests share.
// Plain .mjs callers read the JSON directly: import data from './demo-logins.json' with { type: 'json' }.
import type { RoleId } from '@kc/domain/roles';
import data from './demo-logins.json' with { type: 'json' };

export interface DemoLogin {
  email: string;
  roleId: RoleId;
  name: string;
  pool: 'internal' | 'external';
  /** The customer an external login belongs to. */
  corporation?: string;
}

export const DEMO_PASSWORD: string = data.password;
export const DEMO_LOGINS: readonly DemoLogin[] = data.logins as DemoLogin[];
