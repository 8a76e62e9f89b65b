/** The roll-up briefing's chunk, fetched by the overview's loader beside the roll-up's data (decision 0057). */
export const loadRollupBriefing = () =>
  import('./rollup-briefing.tsx').then(({ RollupBriefing }) => ({ default: RollupBriefing }));
