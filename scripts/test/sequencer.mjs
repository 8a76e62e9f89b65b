// The integration files' order (read by vitest.config.ts). Vitest runs the longest files first when it has timings
// from an earlier run; a clean clone (CI) has none, and then it runs the largest files first, which left the
// authorization matrix (four 4-line files, 20-45 s each) and the worker's schedule-waiting suites for the end of the
// run, with the other workers idle. These files start first, slowest first (measured in a CI run); the rest follow in
// Vitest's own order.
import { BaseSequencer } from 'vitest/node';

export const SLOW_FIRST = [
  'apps/worker/test/alert-emails.test.ts',
  'apps/worker/test/notifications.test.ts',
  'apps/api/test/authz-matrix-3.test.ts',
  'apps/api/test/authz-matrix.test.ts',
  'apps/api/test/authz-matrix-2.test.ts',
  'apps/api/test/fuzz.test.ts',
  'apps/api/test/passwords.test.ts',
  'apps/worker/test/key-activity.test.ts',
  'apps/api/test/authz-matrix-4.test.ts',
  'apps/api/test/cluster.test.ts',
];

const rank = (moduleId) => {
  const i = SLOW_FIRST.findIndex((file) => moduleId.replaceAll('\\', '/').endsWith(file));
  return i === -1 ? SLOW_FIRST.length : i;
};

export class SlowFirstSequencer extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    // Each project keeps its place in Vitest's order; within a project only the named files move up (a stable sort).
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) =>
      sorted.filter((spec) => spec.project.name === name).sort((a, b) => rank(a.moduleId) - rank(b.moduleId)),
    );
  }
}
