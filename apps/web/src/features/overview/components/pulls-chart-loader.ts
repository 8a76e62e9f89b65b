/** The property briefing's chart (uPlot), its own chunk: the briefing shows it lazily, a landing starts it early. */
export const loadPullsChart = () => import('./pulls-chart.tsx');
