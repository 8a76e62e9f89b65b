import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  canSubmitChanges,
  defaultOpenReportRange,
  rangeErrors,
  trackChange,
  updateItems,
  applySaved,
  type OpenReportField,
  type OpenReportOriginal,
  type PendingChanges,
} from '@kc/domain/service-requests/open-report';
import type { OpenReportQuery, OpenReportRow } from '@kc/domain/service-requests/reports';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { useReportMobile } from '#web/lib/report-mobile.ts';
import {
  invalidateSrReports,
  openOptionsQueryOptions,
  openReportQueryOptions,
  updateOpenRequests,
} from '../api/sr-reports-api.ts';
import { useSrReportsT } from '../i18n/use-sr-reports-t.ts';
import { OpenReportCriteria } from './open-report-criteria.tsx';
import { toOpenReportQuery, type CriteriaDraft } from '../api/open-report-query.ts';
import type { RangeField } from './report-parts.tsx';
import { OpenReportTable } from './open-report-table.tsx';
import { ReportError, SrReportFrame } from './sr-report-frame.tsx';

/** Spec 001 §7: the update's toasts close after 2 s. */
const TOAST_MS = 2000;
const NO_CHANGES: PendingChanges = new Map();

const initialDraft = (): CriteriaDraft => ({
  ...defaultOpenReportRange(new Date()),
  properties: [],
  corporations: [],
  serviceTechs: [],
  requestTypes: [],
});

const originalOf = (r: OpenReportRow): OpenReportOriginal => ({
  serviceRequestId: r.id,
  serviceRequestTypeId: r.serviceRequestTypeId,
  // The assignee cannot be cleared; an unassigned request's original is 0, which no choice equals.
  assignedToUserId: r.assignedToUserId ?? 0,
});

/** /service-requests/report/open (spec 001 §2, §4, §5, §6, §7; issue 16 item 3). */
export function OpenReportPage() {
  const t = useSrReportsT();
  const phone = useReportMobile();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initialDraft);
  const [touched, setTouched] = useState<Partial<Record<RangeField, boolean>>>({});
  // The defaults are generated on arrival, so the page opens on this month's open requests (decision 0066).
  const [submitted, setSubmitted] = useState<OpenReportQuery | null>(() => toOpenReportQuery(initialDraft()));
  const [pending, setPending] = useState<PendingChanges>(NO_CHANGES);
  /** The last save's values, shown as the originals until the report is read again (spec 001 §4). */
  const [saved, setSaved] = useState<{ rows: OpenReportRow[] | undefined; changes: PendingChanges }>({
    rows: undefined,
    changes: NO_CHANGES,
  });

  const query = toOpenReportQuery(draft);
  const optionsFrom = query?.from ?? submitted?.from ?? new Date().toISOString();
  const options = useQuery({ ...openOptionsQueryOptions(optionsFrom), placeholderData: keepPreviousData });
  const report = useQuery({
    ...openReportQueryOptions(submitted ?? toOpenReportQuery(initialDraft())!),
    enabled: submitted !== null,
    refetchOnWindowFocus: false,
  });
  const originals = useMemo(() => {
    const changes = saved.rows === report.data ? saved.changes : NO_CHANGES;
    const list = applySaved((report.data ?? []).map(originalOf), changes);
    return new Map(list.map((o) => [o.serviceRequestId, o]));
  }, [report.data, saved]);

  const onChange = useCallback(
    (original: OpenReportOriginal, field: OpenReportField, value: number | null) =>
      setPending((p) => trackChange(p, original, field, value)),
    [],
  );

  const save = useMutation({
    mutationFn: () => {
      const versions = new Map((report.data ?? []).map((r) => [r.id, r.version]));
      const items = updateItems(pending)
        .filter((i) => versions.has(i.serviceRequestId))
        .map((i) => ({ ...i, version: versions.get(i.serviceRequestId)! }));
      return updateOpenRequests({ items });
    },
    onSuccess: (result) => {
      setSaved({ rows: report.data, changes: pending });
      setPending(NO_CHANGES);
      notifications.show(
        result.updated > 0
          ? { color: 'green', message: t('srReports.open.updated', { count: result.updated }), autoClose: TOAST_MS }
          : { color: 'blue', message: t('srReports.open.nothingChanged'), autoClose: TOAST_MS },
      );
      void invalidateSrReports(queryClient);
    },
    onError: (error) => {
      const stale = isApiError(error) && error.status === 409;
      notifications.show({
        color: 'red',
        message: t(stale ? 'srReports.open.stale' : 'srReports.open.updateFailed'),
        autoClose: TOAST_MS,
      });
      if (stale) void report.refetch();
    },
  });

  const errors = rangeErrors(draft.fromDate, draft.toDate, touched);
  const generating = report.isFetching;
  const generate = () => {
    setTouched({ fromDate: true, toDate: true });
    if (!query) return;
    setPending(NO_CHANGES);
    if (JSON.stringify(query) === JSON.stringify(submitted)) void report.refetch();
    else setSubmitted(query);
  };

  const rows = report.data ?? [];
  return (
    <SrReportFrame
      kind="open"
      title={t('srReports.open.title')}
      description={t('srReports.open.description')}
      canPrint={rows.length > 0}
    >
      <OpenReportCriteria
        draft={draft}
        onChange={setDraft}
        onTouch={(field) => setTouched((s) => ({ ...s, [field]: true }))}
        errors={errors}
        options={options.data}
        generateDisabled={options.isLoading || generating || save.isPending || query === null}
        generating={generating}
        onGenerate={generate}
      />
      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-labelledby="report-title"
        style={{ overflow: 'visible' }}
      >
        <Group
          justify="space-between"
          gap="sm"
          mb="sm"
          wrap="wrap"
          // On a phone the changes are made far down the cards: Update stays in reach under the app header.
          style={
            phone
              ? {
                  position: 'sticky',
                  top: 'var(--app-shell-header-offset, 0px)',
                  zIndex: 3,
                  background: 'var(--mantine-color-body)',
                  paddingBlock: 6,
                }
              : undefined
          }
        >
          <Stack gap={0}>
            <Title order={2} size="h4" id="report-title">
              {t('srReports.open.report')}
            </Title>
            {report.data ? (
              <Text size="sm" c="dimmed" data-testid="open-report-count">
                {t('srReports.results', { count: rows.length })}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs" className="kc-no-print">
            <Text
              size="sm"
              c={pending.size ? 'orange.8' : 'dimmed'}
              data-testid="open-report-pending"
              aria-live="polite"
            >
              {pending.size ? t('srReports.open.pending', { count: pending.size }) : t('srReports.open.noPending')}
            </Text>
            <Button
              variant="default"
              size="sm"
              disabled={pending.size === 0 || save.isPending}
              onClick={() => setPending(NO_CHANGES)}
            >
              {t('srReports.open.discard')}
            </Button>
            <Button
              size="sm"
              disabled={!canSubmitChanges(pending, save.isPending)}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              {t('srReports.open.update')}
            </Button>
          </Group>
        </Group>
        {report.error ? (
          <ReportError error={report.error} onRetry={() => void report.refetch()} />
        ) : !report.data ? (
          <PageSkeleton />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('srReports.open.empty')}</Text>
        ) : (
          <OpenReportTable
            rows={rows}
            originals={originals}
            pending={pending}
            options={options.data}
            saving={save.isPending}
            phone={phone}
            onChange={onChange}
          />
        )}
      </Card>
    </SrReportFrame>
  );
}
