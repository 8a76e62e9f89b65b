import 'uplot/dist/uPlot.min.css';
import { Box, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { PullsPerDay } from '@kc/domain/overview';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

const HEIGHT = 220;
/** Whole-number steps for the pulls axis (1, 2, 5, 10, 20, 50 … 5,000): no half a pull. */
const WHOLE_STEPS = [1, 10, 100, 1000].flatMap((e) => [1, 2, 5].map((m) => m * e));
const label = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

/**
 * The key pulls per day, drawn by uPlot (about 20 KB compressed: decision 0033 explains why not a recharts-based
 * chart), loaded on its own with this card only. The canvas is hidden from assistive technology; a table of the same
 * figures stands in for it.
 */
export default function PullsChart({ data, seriesLabel }: { data: PullsPerDay; seriesLabel: string }) {
  const theme = useMantineTheme();
  const { ref: box, width } = useElementSize();
  const target = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // The chart is built once the box has a width, and only resized after (a new width is not a new chart).
  const ready = width > 0;

  useEffect(() => {
    if (!target.current || !ready) return;
    const days = data.map((d) => label(d.day));
    const grid = { stroke: theme.colors.gray[3], width: 1 };
    const axis = { stroke: theme.colors.gray[7], grid, ticks: { show: false }, font: '12px system-ui, sans-serif' };
    const u = new uPlot(
      {
        width: target.current.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { show: false } },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          // Bars start at zero: uPlot's own range began near the smallest day, which drew a day of 1 pull as none.
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        series: [
          {},
          {
            label: seriesLabel,
            fill: theme.colors.blue[7],
            stroke: theme.colors.blue[7],
            paths: uPlot.paths.bars!({ size: [0.7, 24], gap: 1 }),
            points: { show: false },
          },
        ],
        axes: [
          {
            ...axis,
            space: 48,
            incrs: [1, 2, 5, 7, 10],
            values: (_u, splits) => splits.map((i) => days[i] ?? ''),
          },
          { ...axis, size: 40, incrs: WHOLE_STEPS },
        ],
      },
      [data.map((_, i) => i), data.map((d) => d.pulls)],
      target.current,
    );
    plot.current = u;
    return () => {
      u.destroy();
      plot.current = null;
    };
  }, [data, seriesLabel, theme, ready]);

  useEffect(() => {
    if (width > 0) plot.current?.setSize({ width, height: HEIGHT });
  }, [width]);

  return (
    <Box ref={box} h={HEIGHT} data-testid="pulls-chart">
      <div ref={target} aria-hidden />
      <VisuallyHidden>
        <table>
          <caption>{seriesLabel}</caption>
          <tbody>
            {data.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{d.pulls}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
