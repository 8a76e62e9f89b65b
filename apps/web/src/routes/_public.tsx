import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../features/shell/components/public-layout.tsx';

/** Anonymous-allowed token pages (opt-outs, warranty decisions, new user): no session needed or asked for. */
export const Route = createFileRoute('/_public')({
  // The token pages' calls go through react-query (decision 0057).
  beforeLoad: async ({ context }) => {
    await context.loadQueryClient();
  },
  component: PublicLayout,
});
