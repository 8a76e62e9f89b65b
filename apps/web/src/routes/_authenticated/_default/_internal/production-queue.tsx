import { createFileRoute } from '@tanstack/react-router';
import { productionQueueQueryOptions } from '#web/features/production-queue/api/production-queue-api.ts';
import { ProductionQueuePage } from '#web/features/production-queue/components/production-queue-page.tsx';
import { ensureQueries } from '#web/lib/route-data.ts';

/** Production Queue (spec 000 §2.2, spec 001 §4): every provider role reads it (decision 0054). */
export const Route = createFileRoute('/_authenticated/_default/_internal/production-queue')({
  loader: ({ context }) => ensureQueries(context.queryClient, [productionQueueQueryOptions]),
  component: ProductionQueuePage,
});
