import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { PullsPerDay } from '@kc/domain/overview';

const label = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

/** The key pulls per day (loaded on its own, with the chart library, only by the overview). */
export default function PullsChart({ data, seriesLabel }: { data: PullsPerDay; seriesLabel: string }) {
  return (
    <BarChart
      h={220}
      data={data.map((d) => ({ day: label(d.day), pulls: d.pulls }))}
      dataKey="day"
      series={[{ name: 'pulls', label: seriesLabel, color: 'blue.7' }]}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      barProps={{ radius: 2 }}
    />
  );
}
