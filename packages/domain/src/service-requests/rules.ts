/**
 * Service requests (issue 16, decision 0062): the statuses, the request types' order, the technicians' short names,
 * pins, the duplicate warning and the short description — the rules spec 001 §5 and §9 give, written once for the
 * API, the reports and the web pages.
 */

/**
 * Statuses. The spec names open and closed; a request also waits on the customer or on parts, which the open report
 * still counts as open (every status but closed is open). Closing needs a resolution note.
 */
export const SR_STATUSES = [
  { id: 1, key: 'open', name: 'Open', open: true },
  { id: 2, key: 'in-progress', name: 'In Progress', open: true },
  { id: 3, key: 'waiting-on-customer', name: 'Waiting on Customer', open: true },
  { id: 4, key: 'waiting-on-parts', name: 'Waiting on Parts', open: true },
  { id: 5, key: 'closed', name: 'Closed', open: false },
] as const;
export type SrStatusId = (typeof SR_STATUSES)[number]['id'];
export const SR_STATUS = {
  open: 1,
  inProgress: 2,
  waitingOnCustomer: 3,
  waitingOnParts: 4,
  closed: 5,
} as const satisfies Record<string, SrStatusId>;
export const SR_STATUS_IDS: SrStatusId[] = SR_STATUSES.map((s) => s.id);
export const isSrStatusId = (id: number): id is SrStatusId => SR_STATUS_IDS.includes(id as SrStatusId);
export const isOpenStatus = (id: number): boolean => SR_STATUSES.find((s) => s.id === id)?.open ?? false;
export const srStatusName = (id: number): string => SR_STATUSES.find((s) => s.id === id)?.name ?? `Status ${id}`;
/** A closed request is reopened by moving it to any open status; closing asks for a resolution note. */
export const needsResolutionNote = (fromId: number, toId: number): boolean =>
  toId === SR_STATUS.closed && fromId !== SR_STATUS.closed;

/** Spec 001 §9: these request types lead the list, in this order; the rest follow alphabetically. */
export const LEADING_REQUEST_TYPES = ['Self-install sys', 'Self-install up', 'Touch Conversion', 'Expansion'] as const;

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** Request types in the spec's order (a stable copy; the input is not changed). */
export function sortRequestTypes<T extends { name: string }>(types: readonly T[]): T[] {
  const rank = (name: string) => {
    const i = LEADING_REQUEST_TYPES.findIndex((lead) => collator.compare(lead, name.trim()) === 0);
    return i === -1 ? LEADING_REQUEST_TYPES.length : i;
  };
  return [...types].sort((a, b) => rank(a.name) - rank(b.name) || collator.compare(a.name, b.name));
}

/** Spec 001 §9: technician short names — user 1 is "SL", user 2 "Vac", anyone else the last word of the name. */
export function technicianShortName(user: { id: number; name: string }): string {
  if (user.id === 1) return 'SL';
  if (user.id === 2) return 'Vac';
  const words = user.name.trim().split(/\s+/);
  return words[words.length - 1] || user.name;
}

/** Spec 001 §9: a request's description is shortened to 16 characters in lists (an ellipsis marks the cut). */
export const SHORT_DESCRIPTION_LENGTH = 16;
export function shortDescription(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length <= SHORT_DESCRIPTION_LENGTH ? flat : `${flat.slice(0, SHORT_DESCRIPTION_LENGTH - 1)}…`;
}

/** Spec 001 §5 / §8: at most 5 pinned requests per user. */
export const MAX_PINNED_REQUESTS = 5;
export const MAX_PINNED_MESSAGE = 'maximum 5 pinned requests';
export const canPinAnother = (pinnedCount: number): boolean => pinnedCount < MAX_PINNED_REQUESTS;

/** Spec 001 §5: a new request warns when another was created for the property within the last 20 minutes. */
export const DUPLICATE_WARNING_MINUTES = 20;
export function recentDuplicate<T extends { createdAt: Date }>(existing: readonly T[], now: Date): T | null {
  const since = now.getTime() - DUPLICATE_WARNING_MINUTES * 60_000;
  const recent = existing.filter((r) => r.createdAt.getTime() >= since && r.createdAt.getTime() <= now.getTime());
  return recent.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
}

/** The message shown (and answered by the API) when a request on a property failed to update (spec 001 §8). */
export const SR_UPDATE_ERROR = 'Something went wrong!';
