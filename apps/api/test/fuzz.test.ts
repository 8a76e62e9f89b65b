import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@kc/domain/errors';
import { adminAndManager, createTestApp, type TestContext } from './helpers.ts';
import {
  casesFor,
  sampleCases,
  withRandomNoise,
  type FuzzRequest,
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
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      bodyRequired: op.requestBody?.required ?? false,
    })),
  );
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

async function send(request: FuzzRequest): Promise<Finding | null> {
  const res = await inject(request);
  const report = (): Finding => ({
    fault: request.fault,
    request: `${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''}`,
    status: res.statusCode,
    answer: res.body.slice(0, 300),
  });
  if (res.statusCode < 400 || res.statusCode >= 500) return report();
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return report();
  }
  const parsed = ErrorBodySchema.safeParse(body);
  return parsed.success && parsed.data.status === res.statusCode ? null : report();
}

/** Internal routes are fuzzed as an administrator; customer routes (which refuse him) as the property's manager. */
async function tokenFor(op: Operation, ids: Record<string, string>): Promise<string> {
  const probe = casesFor(op, ids, admin)[0];
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
      const ids = { propertyId: String(propertyId) };
      const requests: FuzzRequest[] = [];
      for (const [i, op] of ops.entries()) {
        const token = await tokenFor(op, ids);
        requests.push(...sampleCases(casesFor(op, ids, token), PER_OPERATION, SEED + i));
      }
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
        `[fuzz] seed ${SEED}: ${requests.length} bad requests over ${ops.length} operations, ${findings.length} findings`,
      );
      expect(findings, JSON.stringify(findings.slice(0, 25), null, 2)).toEqual([]);
      expect(after).toEqual(before);
    },
    LONG ? 900_000 : 120_000,
  );
});
