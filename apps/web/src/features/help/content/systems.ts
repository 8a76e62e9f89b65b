import { GEN10_HELP } from './gen10.ts';
import { TOUCH_HELP } from './touch.ts';
import type { Guide, SystemHelp, SystemKey } from './types.ts';

export const HELP_SYSTEMS: Record<SystemKey, SystemHelp> = { touch: TOUCH_HELP, gen10: GEN10_HELP };

export function findGuide(system: SystemKey, slug: string): Guide | undefined {
  return HELP_SYSTEMS[system].guides.find((guide) => guide.slug === slug);
}
