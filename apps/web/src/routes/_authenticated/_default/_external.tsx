import { createFileRoute } from '@tanstack/react-router';
import { requireExternal } from '#web/lib/route-guards.ts';

/** External routes (spec 000 §2.3): role 200 and above; internal users go to the dashboard. */
export const Route = createFileRoute('/_authenticated/_default/_external')({
  beforeLoad: ({ context }) => requireExternal(context.me),
});
