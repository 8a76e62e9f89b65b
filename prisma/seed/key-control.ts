// Area "key-control": each property's cabinets (datalogs and their panels), units, key tags and the badges of the
// staff who use them. Badges are drawn from the same random stream as the cabinets, property by property, so they
// are written here rather than by an area of their own: splitting the stream would change every value after it.
import type pg from 'pg';
import { insertBadges } from '@kc/services/fixtures/badges';
import { insertDatalogs, insertKeyTags, insertUnits } from '@kc/services/fixtures/key-control';
import { COMMON_AREAS, FIRST_NAMES, LAST_NAMES } from './catalog.ts';
import type { SeededProperty } from './hierarchy.ts';
import type { Rng } from './random.ts';

export interface SeededTag {
  unit: string;
  tag: string;
  hook: number;
}
export interface SeededBadge {
  id: number;
  name: string;
  number: string;
  active: boolean;
}
export interface SeededDatalog {
  id: number;
  propertyId: number;
  /** Silent for more than 90 days: no recent history. */
  stale: boolean;
  tags: SeededTag[];
  badges: SeededBadge[];
}

const DAY = 86_400_000;
const HOOKS_PER_PANEL = 50;
/** The property whose second cabinet stopped communicating months ago (an inactive datalog). */
const STALE_DATALOG_PROPERTY = 'Magnolia Terrace';

/** Unit names in one of the layouts communities use: garden buildings ("A-204"), mid-rise ("512") or towers ("1203"). */
function unitNames(rng: Rng, count: number): { name: string; building: string | null }[] {
  const style = rng.pick(['garden', 'midrise', 'tower'] as const);
  const out: { name: string; building: string | null }[] = [];
  if (style === 'garden') {
    const perBuilding = rng.int(12, 24);
    for (let b = 0; out.length < count; b++) {
      const letter = String.fromCharCode(65 + b);
      for (let i = 0; i < perBuilding && out.length < count; i++) {
        const floor = 1 + Math.floor(i / 8);
        out.push({ name: `${letter}-${floor}${String((i % 8) + 1).padStart(2, '0')}`, building: `Building ${letter}` });
      }
    }
  } else {
    const perFloor = style === 'tower' ? rng.int(8, 14) : rng.int(10, 24);
    for (let f = 1; out.length < count; f++) {
      for (let i = 1; i <= perFloor && out.length < count; i++)
        out.push({ name: `${f}${String(i).padStart(2, '0')}`, building: null });
    }
  }
  return out;
}

/** Panels: one per 50 hooks (lettered A, B… or numbered groups), scanned when the cabinet was finalized. */
async function seedPanels(pool: pg.Pool, now: Date): Promise<void> {
  await pool.query(
    `INSERT INTO key_panels (property_id, datalog_id, position, hooks, scanned_at)
     SELECT d.property_id, d.id, p, 50, CASE WHEN d.finalized THEN $1::timestamptz - make_interval(days => 30 + (hashint8(d.id) & 1023) % 700) END
       FROM datalogs d CROSS JOIN LATERAL generate_series(0, greatest(ceil(d.number_of_keyhooks / 50.0)::int, 1) - 1) p`,
    [now],
  );
}

const personName = (rng: Rng): string => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;

export async function seedKeyControl(
  pool: pg.Pool,
  rng: Rng,
  properties: SeededProperty[],
  now: Date,
): Promise<SeededDatalog[]> {
  const datalogRows: {
    propertyId: number;
    number: number;
    type: 'touch' | 'gen10';
    androidId: string | null;
    version: string;
    nonLettered: boolean;
    hooks: number;
    finalized: boolean;
    lastComm: Date;
  }[] = [];
  const unitRows: { propertyId: number; name: string; building: string | null }[] = [];
  const badgeRows: {
    propertyId: number;
    number: string;
    name: string;
    fingerprint: boolean;
    active: boolean;
    startDate: Date;
  }[] = [];
  const plans: { propertyId: number; datalogNumber: number; stale: boolean; nonLettered: boolean; units: string[] }[] =
    [];
  let datalogNumber = 31_000;

  for (const property of properties) {
    const units = property.awaitingUnitEntry ? [] : unitNames(rng, property.plannedUnits);
    unitRows.push(...units.map((u) => ({ propertyId: property.id, ...u })));
    const hookNames = [
      ...units.map((u) => u.name),
      ...rng.shuffle(COMMON_AREAS).slice(0, units.length ? rng.int(2, 4) : 0),
    ];
    for (const area of hookNames.slice(units.length))
      unitRows.push({ propertyId: property.id, name: area, building: null });

    const hasStale = property.name === STALE_DATALOG_PROPERTY;
    const cabinets = !property.awaitingUnitEntry && (hasStale || property.plannedUnits > 190) ? 2 : 1;
    const split = Math.ceil(hookNames.length / cabinets);
    for (let c = 0; c < cabinets; c++) {
      datalogNumber += rng.int(1, 40);
      const stale = hasStale && c === 1;
      const gen10 = rng.chance(0.4);
      const mine = hookNames.slice(c * split, (c + 1) * split);
      const nonLettered = rng.chance(0.25);
      datalogRows.push({
        propertyId: property.id,
        number: datalogNumber,
        type: gen10 ? 'gen10' : 'touch',
        androidId: gen10 ? rng.digits(8) + rng.digits(8) : null,
        version: gen10 ? `10.${rng.int(2, 6)}.${rng.int(0, 9)}` : `3.${rng.int(6, 9)}.${rng.int(0, 9)}`,
        nonLettered,
        hooks: Math.max(1, Math.ceil(mine.length / HOOKS_PER_PANEL)) * HOOKS_PER_PANEL,
        finalized: !property.awaitingUnitEntry,
        lastComm: stale
          ? new Date(now.getTime() - rng.int(100, 140) * DAY)
          : new Date(now.getTime() - rng.int(1, 90) * 60_000),
      });
      plans.push({ propertyId: property.id, datalogNumber, stale, nonLettered, units: mine });
    }

    const numbers = new Set<string>();
    const staffCount = rng.int(6, 16);
    while (numbers.size < staffCount) numbers.add(String(rng.int(1000, 99_999)));
    for (const number of numbers) {
      badgeRows.push({
        propertyId: property.id,
        number,
        name: personName(rng),
        fingerprint: rng.chance(0.2),
        active: rng.chance(0.9),
        startDate: new Date(now.getTime() - rng.int(30, 3000) * DAY),
      });
    }
  }

  const datalogs = await insertDatalogs(
    pool,
    datalogRows.map((d) => ({
      propertyId: d.propertyId,
      datalogNumber: d.number,
      datalogType: d.type,
      androidId: d.androidId,
      version: d.version,
      nonLetteredPanels: d.nonLettered,
      numberOfKeyhooks: d.hooks,
      finalized: d.finalized,
      lastCommunication: d.lastComm,
    })),
  );
  const datalogIds = new Map(datalogs.map((d) => [d.datalogNumber, d.id]));
  const units = await insertUnits(pool, unitRows);
  const unitIds = new Map(units.map((u) => [`${u.propertyId}/${u.name}`, u.id]));
  const badges = await insertBadges(
    pool,
    badgeRows.map((b) => ({
      propertyId: b.propertyId,
      badgeNumber: b.number,
      employeeName: b.name,
      fingerprint: b.fingerprint,
      active: b.active,
      startDate: b.startDate.toISOString().slice(0, 10),
    })),
  );
  const badgeIds = new Map(badges.map((b) => [`${b.propertyId}/${b.badgeNumber}`, b.id]));

  // Tags come in sequential batches; finalizing a cabinet pairs them with hooks at random (spec 001 §4).
  const tagRows: { propertyId: number; datalogId: number; unitId: number; tagNumber: string; hookNumber: number }[] =
    [];
  const seeded: SeededDatalog[] = [];
  for (const plan of plans) {
    const datalogId = datalogIds.get(plan.datalogNumber)!;
    const firstTag = rng.int(1000, 8999 - plan.units.length);
    const offset = plan.nonLettered ? 0 : 1000;
    const hooks = rng.shuffle(plan.units.map((_, i) => offset + i + 1));
    const tags = plan.units.map((unit, i) => ({ unit, tag: String(firstTag + i), hook: hooks[i]! }));
    tagRows.push(
      ...tags.map((t) => ({
        propertyId: plan.propertyId,
        datalogId,
        unitId: unitIds.get(`${plan.propertyId}/${t.unit}`)!,
        tagNumber: t.tag,
        hookNumber: t.hook,
      })),
    );
    const badges = badgeRows
      .filter((b) => b.propertyId === plan.propertyId)
      .map((b) => ({
        id: badgeIds.get(`${b.propertyId}/${b.number}`)!,
        name: b.name,
        number: b.number,
        active: b.active,
      }));
    seeded.push({ id: datalogId, propertyId: plan.propertyId, stale: plan.stale, tags, badges });
  }
  await insertKeyTags(pool, tagRows);
  await seedPanels(pool, now);
  await seedBriefingAlerts(pool, properties, datalogNumber, now);
  return seeded;
}

/** The demo manager's first property, whose overview (issue 13) should show every kind of alert. */
const BRIEFING_PROPERTY = 'Maple Grove Apartments';

/**
 * What the demo property's morning briefing needs beyond its history: a leasing-office cabinet that last
 * communicated four days ago (the 3-day warning) and two badges handed out months ago and never used. Written
 * after everything else and without the random stream, and not part of the history plans, so no other value moves.
 */
async function seedBriefingAlerts(
  pool: pg.Pool,
  properties: readonly SeededProperty[],
  lastDatalogNumber: number,
  now: Date,
): Promise<void> {
  const property = properties.find((p) => p.name === BRIEFING_PROPERTY);
  if (!property) return;
  await insertDatalogs(pool, [
    {
      propertyId: property.id,
      datalogNumber: lastDatalogNumber + 1,
      datalogType: 'gen10',
      androidId: '5e1f0a7c93b2d468',
      version: '10.4.1',
      nonLetteredPanels: false,
      numberOfKeyhooks: 0,
      finalized: true,
      lastCommunication: new Date(now.getTime() - 4 * DAY - 3 * 3_600_000),
    },
  ]);
  const handedOut = new Date(now.getTime() - 120 * DAY).toISOString().slice(0, 10);
  await insertBadges(pool, [
    { propertyId: property.id, badgeNumber: '90001', employeeName: 'Dana Whitfield', startDate: handedOut },
    { propertyId: property.id, badgeNumber: '90002', employeeName: 'Marcus Bell', startDate: handedOut },
  ]);
}
