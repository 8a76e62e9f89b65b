import {
  PRODUCTION_QUEUE_COLUMNS,
  filterProductionQueue,
  productionQueueFileName,
  sortProductionQueue,
  type ProductionQueueFilter,
  type ProductionQueueSort,
} from '@kc/domain/purchase-orders/production-queue';
import { rowsWorkbook } from '../internal-reports/export-internal-report.ts';
import type { ServiceContext } from '../context.ts';
import { productionQueue } from './production-queue.ts';

/**
 * The production queue as an .xlsx (decision 0061): the rows the page shows for the same filters, in its sort, dates
 * in the reader's time zone. The queue holds the open orders (hundreds), so the file is built in memory.
 */
export async function exportProductionQueue(
  ctx: ServiceContext,
  q: { propertyName?: string; purchaseOrderStatuses?: number[] } & ProductionQueueFilter & {
      sort: ProductionQueueSort['id'];
      desc: boolean;
      timeZone?: string;
    },
): Promise<{ fileName: string; body: Buffer }> {
  const rows = await productionQueue(ctx, {
    propertyName: q.propertyName,
    purchaseOrderStatuses: q.purchaseOrderStatuses,
  });
  const shown = sortProductionQueue(filterProductionQueue(rows, q), { id: q.sort, desc: q.desc });
  return { fileName: productionQueueFileName(), body: await rowsWorkbook(PRODUCTION_QUEUE_COLUMNS, shown, q.timeZone) };
}
