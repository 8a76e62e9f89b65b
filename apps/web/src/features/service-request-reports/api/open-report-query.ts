import { OpenReportCriteriaSchema, dayBounds } from '@kc/domain/service-requests/open-report';
import type { OpenReportQuery } from '@kc/domain/service-requests/reports';

/** The open report's criteria as the form holds them (ids as the multi-selects' strings). */
export interface CriteriaDraft {
  fromDate: string;
  toDate: string;
  properties: string[];
  corporations: string[];
  serviceTechs: string[];
  requestTypes: string[];
}

/** The draft as the report call: from is the start of its day and to the end of its day, here (spec 001 §5). */
export function toOpenReportQuery(draft: CriteriaDraft): OpenReportQuery | null {
  const ids = (values: string[]) => values.map(Number);
  const parsed = OpenReportCriteriaSchema.safeParse({
    fromDate: draft.fromDate,
    toDate: draft.toDate,
    properties: ids(draft.properties),
    corporations: ids(draft.corporations),
    serviceTechs: ids(draft.serviceTechs),
    requestTypes: ids(draft.requestTypes),
  });
  if (!parsed.success) return null;
  const { fromDate, toDate, ...lists } = parsed.data;
  const bounds = dayBounds(fromDate, toDate);
  return { from: new Date(bounds.from).toISOString(), to: new Date(bounds.to).toISOString(), ...lists };
}
