import { createFileRoute } from '@tanstack/react-router';
import { requireInternal } from '#web/lib/route-guards.ts';

/** Internal routes (spec 000 §2.2): role below 200; external users go to the overview. */
export const Route = createFileRoute('/_authenticated/_default/_internal')({
  beforeLoad: ({ context }) => requireInternal(context.me),
});
