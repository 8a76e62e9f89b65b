import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@kc/domain/errors';
import { adminAndManager, createTestApp, type TestContext } from './helpers.ts';
import {
  casesFor,
  sampleCases,
  unbounded,
  withRandomNoise,
  type FuzzRequest,
  type IdOf,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './fuzz/cases.ts';

// Issue 12, item 4: every operation of the OpenAPI document, as the app itself publishes it, gets bad requests
// (missing and wrong-typed fields, strings past their limit, NUL and unpaired surrogates, numbers out of range,
// deep nesting, malformed JSON, a wrong content type, bad path parameters), sent as a login allowed to call it.
// No answer may be a 5xx or a 2xx; every refusal is in the one error shape; nothing is written.
// FUZZ_SEED reproduces a run; FUZZ_LONG=1 (`npm run fuzz -- --long`) sends every case and 10,000+ requests.
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const LONG = process.env.FUZZ_LONG === '1';
/** Cases per operation in the default run (about 170 operations): bounded so `npm test` stays quick. */
const PER_OPERATION = LONG ? Infinity : 40;
const LONG_MINIMUM = 10_000;
const CONCURRENCY = 8;
/** Tables whose rows a refused request may still add: failed sign-ins are counted on purpose. */
const WRITES_ALLOWED = new Set(['auth_attempts']);

let t: TestContext;
let admin: string;
let manager: string;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, propertyId } = await adminAndManager(t, '10.90.0.1'));
});
afterAll(async () => {
  await t.close();
});

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

function operations(): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const anonymous = new Set(t.app.routeAccess.filter((r) => r.public).map((r) => `${r.method} ${r.url}`));
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      bodyRequired: op.requestBody?.required ?? false,
      public: anonymous.has(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    })),
  );
}

/**
 * Real ids from the seeded database, all in the demo manager's property and its customer, so a path parameter that
 * is not the one being broken names a row the caller may see and validation and handlers are actually reached.
 * An id the database has no row for (no system backups are seeded, say) is made up from the schema instead.
 */
async function realIds(): Promise<IdOf> {
  const one = async (sql: string, ...args: unknown[]) => {
    const { rows } = await t.db.pool.query<{ v: string | number | null }>(sql, args);
    return rows[0]?.v == null ? undefined : String(rows[0].v);
  };
  const p = propertyId;
  const of = (table: string) => one(`SELECT min(id) AS v FROM ${table} WHERE property_id = $1`, p);
  const [corporation, division, region] = await Promise.all(
    ['corporation_id', 'division_id', 'region_id'].map((c) => one(`SELECT ${c} AS v FROM properties WHERE id = $1`, p)),
  );
  const datalog = await one('SELECT min(id) AS v FROM datalogs WHERE property_id = $1 AND deleted_at IS NULL', p);
  const byName: Record<string, string | undefined> = {
    propertyId: String(p),
    corporationId: corporation,
    datalogId: datalog,
    panelId: await one('SELECT min(id) AS v FROM key_panels WHERE datalog_id = $1', datalog),
    unitId: await of('units'),
    receiptId: await of('key_receipts'),
    backupId: await of('system_backups'),
    credentialId: await one('SELECT min(id) AS v FROM device_credentials WHERE datalog_id = $1', datalog),
    androidId: await one('SELECT android_id AS v FROM datalogs WHERE id = $1', datalog),
    staffId: await one('SELECT min(id) AS v FROM site_logins WHERE corporation_id = $1', corporation),
    roleId: await one('SELECT min(id) AS v FROM access_roles'),
    poId: await one('SELECT min(id) AS v FROM purchase_orders WHERE property_id = $1', p),
  };
  // `{id}` means the row of the collection the path names.
  const byCollection: [RegExp, string | undefined][] = [
    [/^\/api\/(corporations|badge-search\/corporation|notes\/\{level\})\//, corporation],
    [/^\/api\/(divisions|badge-search\/division)\//, division],
    [/^\/api\/(regions|badge-search\/region)\//, region],
    [/^\/api\/(staff|email\/password-reset)\//, byName.staffId],
    [/^\/api\/users\//, await one('SELECT min(id) AS v FROM internal_users')],
    [/^\/api\/badges\//, await of('badges')],
    [/^\/api\/badge-restrictions\//, await of('badge_restrictions')],
    [/^\/api\/vendors\//, await of('vendors')],
    [/^\/api\/work-orders\//, await of('work_orders')],
    [/^\/api\/notes\//, await one('SELECT min(id) AS v FROM notes')],
  ];
  return (path, name) => (name === 'id' ? byCollection.find(([pattern]) => pattern.test(path))?.[1] : byName[name]);
}

async function tableCounts(): Promise<Record<string, number>> {
  const { rows } = await t.db.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    if (WRITES_ALLOWED.has(table_name)) continue;
    const { rows: n } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`);
    counts[table_name] = n[0]!.n;
  }
  return counts;
}

interface Finding {
  fault: string;
  request: string;
  payload: string;
  status: number;
  answer: string;
}

const inject = (request: FuzzRequest) =>
  t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    remoteAddress: '10.90.0.2',
  });

const signedInAs = (request: FuzzRequest) =>
  request.headers.authorization === `Bearer ${manager}` ? 'manager@demo.test' : 'an internal administrator (106)';
const otherHeaders = ({ headers: { authorization: _, ...rest } }: FuzzRequest) => rest;

/** Statuses answered per operation. */
const answered = new Map<string, Set<number>>();

async function send(request: FuzzRequest): Promise<Finding | null> {
  const res = await inject(request);
  answered.set(request.operation, (answered.get(request.operation) ?? new Set()).add(res.statusCode));
  const report = (): Finding => ({
    fault: request.fault,
    request: `${request.method} ${request.url.slice(0, 300)} as ${signedInAs(request)} ${JSON.stringify(otherHeaders(request))}`,
    payload: request.payload?.slice(0, 300) ?? '',
    status: res.statusCode,
    answer: res.body.slice(0, 400),
  });
  if (res.statusCode < 400 || res.statusCode >= 500) return report();
  if (request.method === 'HEAD') return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return report();
  }
  const parsed = ErrorBodySchema.safeParse(body);
  const sameRequest = parsed.success && parsed.data.requestId === res.headers['x-request-id'];
  return sameRequest && parsed.data.status === res.statusCode ? null : report();
}

/** Internal routes are fuzzed as an administrator; customer routes (which refuse him) as the property's manager. */
async function tokenFor(op: Operation, idOf: IdOf): Promise<string> {
  const probe = casesFor(op, idOf, admin)[0];
  if (!probe) return admin;
  const res = await inject(probe);
  return res.statusCode === 403 ? manager : admin;
}

describe('fuzzing every API operation from the OpenAPI document', () => {
  it(
    `answers every bad request with a 4xx in the one error shape and writes nothing (seed ${SEED})`,
    async () => {
      const ops = operations();
      expect(ops.length).toBeGreaterThan(150);
      const idOf = await realIds();
      const requests: FuzzRequest[] = [];
      for (const [i, op] of ops.entries()) {
        const token = await tokenFor(op, idOf);
        requests.push(...sampleCases(casesFor(op, idOf, token), PER_OPERATION, SEED + i));
      }
      const open = ops.map(unbounded);
      const kinds = [
        ['strings without maxLength', open.flatMap((u) => u.strings)],
        ['arrays without maxItems', open.flatMap((u) => u.arrays)],
        ['numbers without maximum', open.flatMap((u) => u.numbers)],
      ] as const;
      console.log(`[fuzz] fields with no bound: ${kinds.map(([k, l]) => `${l.length} ${k}`).join(', ')} (FUZZ_LIST=1)`);
      if (LONG || process.env.FUZZ_LIST === '1')
        for (const [kind, list] of kinds) console.log(`[fuzz] ${kind}:\n${list.join('\n')}`);
      if (LONG) {
        const base = requests.length;
        // Every case once as it is, then again with random noise in the other fields, until 10,000+ are sent.
        const total = Math.max(LONG_MINIMUM, 2 * base);
        for (let round = 1; requests.length < total; round++)
          for (let i = 0; i < base && requests.length < total; i++)
            requests.push(withRandomNoise(requests[i]!, SEED + round * 100_000 + i));
      }

      const before = await tableCounts();
      const findings: Finding[] = [];
      for (let i = 0; i < requests.length; i += CONCURRENCY) {
        const answers = await Promise.all(requests.slice(i, i + CONCURRENCY).map(send));
        findings.push(...answers.filter((f): f is Finding => f !== null));
      }
      const after = await tableCounts();

      console.log(
        `[fuzz] seed ${SEED} (FUZZ_SEED=${SEED} reproduces): ${requests.length} bad requests over ${ops.length} operations, ${findings.length} findings`,
      );
      expect(findings, JSON.stringify(findings.slice(0, 25), null, 2)).toEqual([]);
      // Each operation's input checks were reached (the login chosen may call it): some answer refused the input
      // itself, not the caller. A new route neither login may call fails here until a login that may is chosen.
      const neverChecked = [...answered]
        .filter(([, statuses]) => ![400, 413, 415].some((s) => statuses.has(s)))
        .map(([op, statuses]) => `${op}: only ${[...statuses].join(', ')}`);
      expect(neverChecked, 'operations whose input was never checked').toEqual([]);
      expect(after).toEqual(before);
    },
    LONG ? 900_000 : 120_000,
  );
});
