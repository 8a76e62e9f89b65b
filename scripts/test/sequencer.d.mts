import { BaseSequencer } from 'vitest/node';

/** The integration files that start first, slowest first (see sequencer.mjs). */
export const SLOW_FIRST: readonly string[];
/** Vitest's sequencer with the SLOW_FIRST files moved to the front of their project. */
export class SlowFirstSequencer extends BaseSequencer {}
