/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing connections, out of
 * connections), as opposed to a fault in the request or the code. Such a request is answered 503 with Retry-After
 * (decision 0030): the client may simply try again, and nothing was half-done, since a failed statement or
 * transaction commits nothing.
 *
 * Errors arrive from node-postgres (the hot paths written in SQL) or from Prisma over its pg driver adapter, and may
 * be wrapped; every layer (`cause`, Prisma's `meta.driverAdapterError`) is looked at.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** SQLSTATE: admin/crash shutdown, cannot connect now, too many connections; class 08 is connection exceptions. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Prisma: can't reach server, timed out reaching it, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
/** The pg driver adapter's own kinds for the same situations. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** node-postgres says these without a code. */
const MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

interface Shape {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: unknown } };
  errors?: unknown;
}

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as Shape;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || PRISMA_CODES.has(code) || code.startsWith('08')) return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // An AggregateError (a connect that tried IPv6 and IPv4) holds its reasons in `errors`.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1);
}
