import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '#web/lib/home-path.ts';

/** Root (spec 000 §2.4): internal users to the dashboard, external users to the overview. */
export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: homePathFor(context.me), replace: true });
  },
});
