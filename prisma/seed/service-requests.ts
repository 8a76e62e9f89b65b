// Area "service-requests": about two hundred requests over the last year across properties, types, technicians and
// statuses, with notes, a few pins for tech@demo.test and the technicians' yearly goals, so the list, the detail page
// and every report (open, closed, summary, technicians) have content. Deterministic: its own random stream.
import type { Database } from '@kc/services/db/client';
import { serviceRequestData } from '@kc/services/fixtures/service-requests';
import { SR_STATUS } from '@kc/domain/service-requests/rules';
import { SR_TYPE, type SrSource } from '@kc/domain/service-requests/types';
import type { SeededHierarchy } from './hierarchy.ts';
import { Rng } from './random.ts';

const DAY = 86_400_000;
const REQUESTS = 200;
/** More technicians (no password: they never sign in); the last left the company and is off the roster. */
const TECHS = ['Nadia Petrova', 'Owen Gallagher'];
const FORMER_TECH = 'Ray Castellano';
const DESCRIPTIONS: Record<number, string[]> = {
  [SR_TYPE.selfInstallSystem]: ['Customer installing a new cabinet needs a walkthrough', 'Self-install kit: panels'],
  [SR_TYPE.selfInstallUpgrade]: ['Adding a second panel to the cabinet', 'Upgrade kit arrived, needs set-up'],
  [SR_TYPE.touchConversion]: ['Convert the cabinet to the touch datalog', 'Touch conversion scheduled'],
  [SR_TYPE.expansion]: ['Expand the cabinet by 80 hooks', 'Second building needs its own panel'],
  5: ['Badge does not open the cabinet', 'New hire badge shows as unknown'],
  7: ['Datalog has not reported for two days', 'Datalog offline after a power outage'],
  [SR_TYPE.install]: ['Full install of a new system', 'Install at the leasing office'],
  9: ['Cabinet door does not latch', 'Hinge broken on the left door'],
  10: ['Replacement tags for units 101-140', 'Tags worn out, numbers unreadable'],
  [SR_TYPE.other]: ['Question about the monthly invoice', 'Move the cabinet to the new office'],
  [SR_TYPE.proposal]: ['Proposal for the sister property', 'Quote a larger cabinet'],
  13: ['Datalog firmware update', 'Software update failed halfway'],
  [SR_TYPE.supplies]: ['Order key rings and tags', 'Need 50 spare key rings'],
  16: ['Train two new leasing agents', 'Refresher training for maintenance staff'],
};
/** How often each type comes up (the common repairs more than the rare projects). */
const TYPE_WEIGHTS: [number, number][] = [
  [SR_TYPE.selfInstallSystem, 4],
  [SR_TYPE.selfInstallUpgrade, 3],
  [SR_TYPE.touchConversion, 5],
  [SR_TYPE.expansion, 5],
  [5, 10],
  [7, 14],
  [SR_TYPE.install, 6],
  [9, 14],
  [10, 10],
  [SR_TYPE.other, 6],
  [SR_TYPE.proposal, 4],
  [13, 6],
  [SR_TYPE.supplies, 9],
  [16, 6],
];
const NOTES = [
  'Called the site manager, will visit tomorrow',
  'Parts ordered',
  'Remote session done, waiting on the customer to confirm',
  'Left a voicemail',
  'Customer confirmed it works now',
  'Scheduled for next week',
];
const OPEN_STATUSES = [
  SR_STATUS.open,
  SR_STATUS.open,
  SR_STATUS.inProgress,
  SR_STATUS.waitingOnCustomer,
  SR_STATUS.waitingOnParts,
];

const weighted = (rng: Rng) => {
  const total = TYPE_WEIGHTS.reduce((n, [, w]) => n + w, 0);
  let roll = rng.int(1, total);
  for (const [id, w] of TYPE_WEIGHTS) if ((roll -= w) <= 0) return id;
  return SR_TYPE.other;
};

export async function seedServiceRequests(
  db: Database,
  hierarchy: SeededHierarchy,
  now: Date,
  seed: number,
): Promise<{ requests: number; notes: number; pins: number }> {
  const { prisma } = db;
  const rng = new Rng(seed);
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');
  const added = await Promise.all(
    [...TECHS, FORMER_TECH].map((name) =>
      prisma.internalUser.create({
        data: { name, roleId: 102, email: `${slug(name)}@staff.demo.test`, disabled: name === FORMER_TECH },
      }),
    ),
  );
  const former = added.find((u) => u.name === FORMER_TECH)!;
  await prisma.serviceTechnician.create({ data: { internalUserId: former.id, enabled: false } });
  const staff = await prisma.internalUser.findMany({
    where: { roleId: { in: [100, 101, 102] }, disabled: false },
    select: { id: true, name: true, roleId: true, email: true },
    orderBy: { id: 'asc' },
  });
  const techs = staff.filter((u) => u.roleId === 102);
  const me = techs.find((u) => u.email === 'tech@demo.test')!;
  const year = now.getUTCFullYear();
  await prisma.serviceTechnicianGoal.createMany({
    data: [...techs, former].flatMap((t, i) => [
      { internalUserId: t.id, year, srClosedGoal: 60 + 10 * (i % 4) },
      { internalUserId: t.id, year: year - 1, srClosedGoal: 50 + 10 * (i % 3) },
    ]),
  });

  const manager = await prisma.siteLogin.findUniqueOrThrow({
    where: { email: 'manager@demo.test' },
    select: { id: true, name: true, properties: { select: { id: true }, orderBy: { id: 'asc' } } },
  });
  const live = hierarchy.properties.filter((p) => !p.canceled);
  const rows = Array.from({ length: REQUESTS }, (_, i) => {
    // The demo manager's property gets every tenth request, so the customer's view and Email Support have history.
    const propertyId = i % 10 === 0 && manager.properties[0] ? manager.properties[0].id : rng.pick(live).id;
    // A fifth in the last four weeks, so the open report's default range (this month) has open work.
    const ageDays = rng.chance(0.2) ? rng.int(0, 27) : rng.int(0, 364);
    const createdAt = new Date(now.getTime() - ageDays * DAY - rng.int(0, 10 * 3_600_000));
    const source: SrSource = rng.chance(0.08) ? 'email' : rng.chance(0.05) ? 'change-form' : 'internal';
    const typeId =
      source === 'email' ? SR_TYPE.supportEmail : source === 'change-form' ? SR_TYPE.changeForm : weighted(rng);
    const closed = ageDays > 45 ? rng.chance(0.92) : rng.chance(0.35);
    const statusId = closed ? SR_STATUS.closed : rng.pick(OPEN_STATUSES);
    const closedAt = new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + rng.int(1, 20) * DAY));
    // The former technician closed older requests before leaving (the reports still show their year).
    const assignee =
      closed && ageDays > 200 && rng.chance(0.15)
        ? former
        : rng.chance(0.1) && !closed
          ? null
          : i % 4 === 0
            ? me
            : rng.pick(techs);
    const creator = rng.pick(staff);
    const createdBy =
      source === 'internal'
        ? { pool: 'internal', id: creator.id, name: creator.name }
        : { pool: 'external', id: manager.id, name: manager.name };
    const description =
      DESCRIPTIONS[typeId]?.[rng.int(0, 1)] ??
      (source === 'email' ? 'E-mail from the property: the cabinet shows an error' : 'Change form: add units 301-312');
    return serviceRequestData({
      propertyId,
      typeId,
      statusId,
      assigneeId: assignee?.id ?? null,
      description,
      source,
      createdAt,
      closedAt,
      createdBy,
      closedBy: assignee ? { pool: 'internal', id: assignee.id, name: assignee.name } : createdBy,
    });
  });
  const created = await prisma.serviceRequest.createManyAndReturn({
    data: rows.map((r) => ({ ...r, contactName: rng.chance(0.5) ? 'Site manager' : null })),
    select: { id: true, createdAt: true, statusId: true, closedAt: true, assigneeId: true },
  });
  const notes = created.flatMap((r) =>
    Array.from({ length: rng.int(0, 3) }, (_, k) => {
      const end = r.closedAt?.getTime() ?? now.getTime();
      const at = new Date(r.createdAt.getTime() + ((end - r.createdAt.getTime()) * (k + 1)) / 4);
      const author = techs.find((t) => t.id === r.assigneeId) ?? me;
      return {
        serviceRequestId: r.id,
        authorPool: 'internal',
        authorId: author.id,
        authorName: author.name,
        body: rng.pick(NOTES),
        createdAt: at,
      };
    }),
  );
  await prisma.serviceRequestNote.createMany({ data: notes });
  const mineOpen = created.filter((r) => r.assigneeId === me.id && r.statusId !== SR_STATUS.closed).slice(0, 3);
  await prisma.serviceRequestPin.createMany({
    data: mineOpen.map((r) => ({ loginPool: 'internal', loginId: me.id, serviceRequestId: r.id })),
  });
  return { requests: created.length, notes: notes.length, pins: mineOpen.length };
}
