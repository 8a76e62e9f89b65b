import { AppError } from '@kc/domain/errors';
import type { Scope } from '../access/scope.ts';

/**
 * The internal reports read every customer's properties: only the provider's staff (scope "all") may run them. The
 * route's right already refuses customers; this is the record-level check behind it.
 */
export function assertProviderScope(scope: Scope): void {
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN', 'Only the provider’s staff may run this report');
}
