#!/usr/bin/env node
// A fleet of key cabinets driving the device ingestion API, so a person can watch keys-out and reports change.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

const HELP = `Usage: npm run simulate:devices -- [options]

Simulates the key cabinets (datalogs) of a few demo properties against a running app: keys taken out and
returned, exceptions (wrong PIN, access denied, restricted key…), late returns of keys out for long, batches
arriving out of order and retried batches (idempotent: same answer, nothing stored twice).

No manual steps: it signs in as a provider administrator, reads each property's cabinet setup
(GET /api/devices/properties/{id}/provisioning), issues one device credential per datalog
(POST /api/devices/datalogs/{id}/credentials) and then talks to /api/devices/* with those device tokens only.
The credentials are revoked when it stops (Ctrl-C or --rounds), unless --keep-credentials.

Properties: the demo property manager's first property (manager@demo.test), plus --properties more demo properties.

Options:
  --url URL             API base URL (default http://127.0.0.1:3000, or SIMULATE_URL)
  --properties N        extra demo properties besides the manager's first (default 2)
  --property-ids 1,2,3  exactly these properties instead
  --interval SECONDS    pause between rounds (default 3)
  --rounds N            stop after N rounds (default: until Ctrl-C)
  --admin EMAIL         internal login that issues credentials (default superadmin@demo.test)
  --manager EMAIL       customer login whose first property is simulated (default manager@demo.test)
  --password PASSWORD   password of both (default DEMO_PASSWORD or DemoPass!2026)
  --keep-credentials    leave the issued credentials valid on exit
  --quiet               print only a summary per round
  -h, --help            this text
`;

const { values: opt } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://127.0.0.1:3000' },
    properties: { type: 'string', default: '2' },
    'property-ids': { type: 'string' },
    interval: { type: 'string', default: '3' },
    rounds: { type: 'string' },
    admin: { type: 'string', default: 'superadmin@demo.test' },
    manager: { type: 'string', default: 'manager@demo.test' },
    password: { type: 'string', default: process.env.DEMO_PASSWORD ?? 'DemoPass!2026' },
    'keep-credentials': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opt.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const base = opt.url.replace(/\/$/, '');
const intervalMs = Math.max(0.2, Number(opt.interval)) * 1000;
const maxRounds = opt.rounds ? Number(opt.rounds) : Infinity;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;
const clock = () => new Date().toLocaleTimeString('en-US', { hour12: true });
const log = (line) => {
  if (!opt.quiet) console.log(`[${clock()}] ${line}`);
};

async function call(method, path, { token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  if (!res.ok)
    throw Object.assign(new Error(`${method} ${path} → ${res.status} ${json?.message ?? text.slice(0, 200)}`), {
      status: res.status,
      body: json,
    });
  return { json, headers: res.headers };
}

async function signIn(email) {
  const { json } = await call('POST', '/api/auth/sign-in', { body: { email, password: opt.password } });
  if (!json?.accessToken) throw new Error(`${email} could not sign in (${json?.challengeName ?? 'no token'})`);
  return json.accessToken;
}

async function chooseProperties(admin) {
  if (opt['property-ids'])
    return opt['property-ids']
      .split(',')
      .map(Number)
      .filter((n) => n > 0);
  const manager = await signIn(opt.manager);
  const mine = (await call('GET', '/api/me/properties', { token: manager })).json;
  const chosen = mine.length ? [mine[0].id] : [];
  const extra = Number(opt.properties);
  const page = (await call('GET', '/api/properties?perPage=40', { token: admin })).json;
  for (const p of page.items) {
    if (chosen.length >= extra + 1) break;
    if (!chosen.includes(p.id) && !p.disabled) chosen.push(p.id);
  }
  return chosen;
}

/** One simulated cabinet: its token, next sequence, keys and who is out with which key. */
function cabinet(property, d, token, badges) {
  return {
    label: `#${d.datalogNumber}`,
    propertyId: property,
    datalogId: d.datalogId,
    token,
    seq: d.lastSequence,
    badges,
    tags: d.tags,
    out: new Map(d.keysOut.map((k) => [k.keyTagNumber, { since: Date.parse(k.since), badge: k.badgeNumber }])),
    held: null,
    last: null,
  };
}

const EXCEPTIONS = [
  ['W', 'incorrect PIN'],
  ['T', 'timed out'],
  ['D', 'access denied'],
  ['C', 'clear pressed'],
  ['S', 'restricted'],
  ['N', 'tag not in system'],
];

function events(c) {
  const rows = [];
  const now = Date.now();
  const n = 1 + Math.floor(Math.random() * 3);
  for (let i = 0; i < n; i++) {
    const badge = pick(c.badges);
    const who = { employeeName: badge.employeeName, badgeNumber: badge.badgeNumber };
    const time = new Date(now - (n - i) * 1000).toISOString();
    const outTags = [...c.out.keys()];
    const late = outTags.filter((t) => now - c.out.get(t).since > 12 * 3_600_000);
    const roll = Math.random();
    if (roll < 0.12) {
      const [code, what] = pick(EXCEPTIONS);
      const tag = code === 'S' ? pick(c.tags) : null;
      rows.push({
        sequence: ++c.seq,
        time,
        ...who,
        activityCode: 99,
        exceptionCode: code,
        keyTagNumber: tag?.keyTagNumber ?? (code === 'N' ? String(1000 + Math.floor(Math.random() * 8000)) : null),
        unitName: tag?.unitName ?? null,
        encodedHookNumber: tag?.hook ?? null,
      });
      log(`${c.label} EXCEPTION ${code} (${what}) by ${who.employeeName}`);
    } else if (late.length && roll < 0.25) {
      const tagNo = pick(late);
      const tag = c.tags.find((t) => t.keyTagNumber === tagNo) ?? { keyTagNumber: tagNo, unitName: null, hook: null };
      const hours = Math.round((now - c.out.get(tagNo).since) / 3_600_000);
      rows.push({
        sequence: ++c.seq,
        time,
        ...who,
        activityCode: 3,
        keyTagNumber: tagNo,
        unitName: tag.unitName,
        encodedHookNumber: tag.hook,
      });
      c.out.delete(tagNo);
      log(`${c.label} LATE RETURN tag ${tagNo} (unit ${tag.unitName ?? '?'}) after ${hours} h, by ${who.employeeName}`);
    } else if (outTags.length && roll < 0.6) {
      const tagNo = pick(
        outTags
          .filter((t) => !late.includes(t))
          .concat(outTags)
          .slice(0, 50),
      );
      const tag = c.tags.find((t) => t.keyTagNumber === tagNo) ?? { keyTagNumber: tagNo, unitName: null, hook: null };
      rows.push({
        sequence: ++c.seq,
        time,
        ...who,
        activityCode: 3,
        keyTagNumber: tagNo,
        unitName: tag.unitName,
        encodedHookNumber: tag.hook,
      });
      c.out.delete(tagNo);
      log(`${c.label} IN  tag ${tagNo} (unit ${tag.unitName ?? '?'}) by ${who.employeeName}`);
    } else {
      const free = c.tags.filter((t) => !c.out.has(t.keyTagNumber));
      if (!free.length) continue;
      const tag = pick(free);
      const workOrderNumber = chance(0.3) ? String(100000 + Math.floor(Math.random() * 900000)) : null;
      rows.push({
        sequence: ++c.seq,
        time,
        ...who,
        activityCode: 2,
        keyTagNumber: tag.keyTagNumber,
        unitName: tag.unitName,
        encodedHookNumber: tag.hook,
        workOrderNumber,
      });
      c.out.set(tag.keyTagNumber, { since: now, badge: badge.badgeNumber });
      log(
        `${c.label} OUT tag ${tag.keyTagNumber} (unit ${tag.unitName ?? '?'}) by ${who.employeeName}${workOrderNumber ? ` for WO ${workOrderNumber}` : ''}`,
      );
    }
  }
  return rows;
}

async function send(c, rows, note = '') {
  const { json, headers } = await call('POST', '/api/devices/transactions', { token: c.token, body: { rows } });
  const replay = headers.get('idempotent-replay') === 'true';
  log(
    `${c.label} → uploaded ${rows.length} row(s)${note}: stored ${json.stored}, duplicates ${json.duplicates}, last sequence ${json.lastSequence}${replay ? ' (replayed answer)' : ''}`,
  );
  return json;
}

async function main() {
  console.log(`simulate:devices → ${base}`);
  let admin = await signIn(opt.admin);
  const propertyIds = await chooseProperties(admin);
  const fleet = [];
  for (const propertyId of propertyIds) {
    const setup = (await call('GET', `/api/devices/properties/${propertyId}/provisioning`, { token: admin })).json;
    if (!setup.badges.length) continue;
    for (const d of setup.datalogs) {
      if (!d.tags.length) continue;
      const androidId = d.androidId ?? randomBytes(8).toString('hex');
      const issued = (
        await call('POST', `/api/devices/datalogs/${d.datalogId}/credentials`, { token: admin, body: { androidId } })
      ).json;
      const me = (await call('GET', '/api/devices/me', { token: issued.token })).json;
      const c = cabinet(propertyId, { ...d, lastSequence: me.lastSequence }, issued.token, setup.badges);
      c.credentialId = issued.credentialId;
      const version = (await call('GET', '/api/devices/version', { token: c.token })).json;
      await call('PUT', '/api/devices/version', { token: c.token, body: { version: version.latestVersion } });
      fleet.push(c);
      console.log(
        `cabinet #${d.datalogNumber} of property ${propertyId}: ${d.tags.length} keys, ${c.out.size} out, credential ${issued.credentialId}`,
      );
    }
  }
  if (!fleet.length) throw new Error('no cabinet with keys and badges among the chosen properties');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (!opt['keep-credentials']) {
      admin = await signIn(opt.admin).catch(() => admin);
      for (const c of fleet)
        await call('DELETE', `/api/devices/datalogs/${c.datalogId}/credentials/${c.credentialId}`, {
          token: admin,
        }).catch((e) => console.error(e.message));
      console.log(`revoked ${fleet.length} device credential(s)`);
    }
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let round = 1; round <= maxRounds && !stopping; round++) {
    for (const c of fleet.filter(() => chance(0.6))) {
      try {
        if (c.held && chance(0.5)) {
          await send(c, c.held, ' late (older sequences, out of order)');
          c.held = null;
        }
        const rows = events(c);
        if (!rows.length) continue;
        if (!c.held && chance(0.1)) {
          c.held = rows;
          log(`${c.label} holds ${rows.length} row(s) back (network trouble); they arrive later`);
          continue;
        }
        const answer = await send(c, rows);
        if (chance(0.1)) {
          const again = await send(c, rows, ' again (retry)');
          if (JSON.stringify(again) !== JSON.stringify(answer))
            console.error(`${c.label} retry got a different answer!`);
        }
      } catch (err) {
        console.error(`${c.label}: ${err.message}`);
      }
    }
    if (opt.quiet)
      console.log(
        `[${clock()}] round ${round}: ${fleet.reduce((n, c) => n + c.out.size, 0)} keys out across ${fleet.length} cabinets`,
      );
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  for (const c of fleet)
    if (c.held) await send(c, c.held, ' late (older sequences, out of order)').catch(() => undefined);
  await stop();
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
