import type { Rights } from '@kc/domain/permissions';
import type { Actor } from '../audit/record-revision.ts';
import type { Scope } from './scope.ts';

/**
 * Who calls a use case, as one value (decision 0023): the audit actor, the rights it holds, the records it reaches
 * and its commercial level (0 for provider staff). Use cases take this instead of long positional argument lists.
 */
export interface Caller {
  actor: Actor;
  rights: Rights;
  scope: Scope;
  level: number;
}

/** What a use case that records revisions within the caller's reach needs of the caller. */
export type ActorScope = Pick<Caller, 'actor' | 'scope'>;
