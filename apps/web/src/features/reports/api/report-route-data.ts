import type { Me } from '@kc/domain/auth';
import { can } from '@kc/domain/permissions';
import type { ReportKind } from '@kc/domain/reports';
import type { QueryClient } from '@tanstack/react-query';
import { ensureSelectedProperty } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { initialReportCriteria } from './report-state.ts';
import {
  activitiesQueryOptions,
  keyControlInfoQueryOptions,
  keyReceiptQueryOptions,
  reportQueryOptions,
} from './reports-api.ts';

/** The property of a report page: the URL's, else the header's selection, as `useReportProperty` resolves it. */
const reportPropertyId = async (queryClient: QueryClient, fromUrl: number | undefined) =>
  fromUrl ?? (await ensureSelectedProperty(queryClient))?.id;

const activities = (me: Me, propertyId: number) =>
  can(me.accessRights, 'Activity_READ') ? [activitiesQueryOptions(propertyId)] : [];

/**
 * The loader of the reports home and of each report: the property, then what every report page shows of it at once;
 * with a `kind`, also the report's first page when the page runs it at once (same criteria as the page's first run).
 */
export async function loadReportPage(
  queryClient: QueryClient,
  me: Me,
  fromUrl: number | undefined,
  kind?: ReportKind,
): Promise<void> {
  const propertyId = await reportPropertyId(queryClient, fromUrl);
  if (propertyId === undefined) return;
  const criteria = kind === undefined ? null : initialReportCriteria(kind);
  await ensureQueries(queryClient, [
    keyControlInfoQueryOptions(propertyId),
    ...activities(me, propertyId),
    ...(kind !== undefined && criteria !== null ? [reportQueryOptions(propertyId, kind, criteria, 1)] : []),
  ]);
}

/** The loader of /key-receipt: the activity names and, when the URL names one, the receipt. */
export async function loadKeyReceiptPage(
  queryClient: QueryClient,
  me: Me,
  fromUrl: number | undefined,
  receiptId: number | undefined,
): Promise<void> {
  const propertyId = await reportPropertyId(queryClient, fromUrl);
  if (propertyId === undefined) return;
  await ensureQueries(queryClient, [
    ...activities(me, propertyId),
    ...(receiptId === undefined ? [] : [keyReceiptQueryOptions(propertyId, receiptId)]),
  ]);
}
