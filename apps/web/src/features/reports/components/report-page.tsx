import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustmentsHorizontal, IconArrowLeft, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { can } from '@kc/domain/permissions';
import { isInternalRole } from '@kc/domain/roles';
import {
  EXCEPTION_CODES,
  REPORT_CRITERIA,
  REPORT_PAGE_SIZE,
  exceptionName,
  isHistoryReport,
  type ReportCriteriaInput,
  type ReportKind,
} from '@kc/domain/reports';
import { useReportsT } from '#web/features/reports/i18n/use-reports-t.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import {
  activitiesQueryOptions,
  downloadReport,
  employeesQueryOptions,
  keyControlInfoQueryOptions,
  reportQueryOptions,
  unitsQueryOptions,
} from '../api/reports-api.ts';
import {
  criteriaDraftErrors,
  draftToCriteria,
  emptyDraft,
  initialReportCriteria,
  type CriteriaDraft,
} from '../api/report-state.ts';
import { useReportMobile } from '#web/lib/report-mobile.ts';
import { DateRangeField, rangeText } from './date-range-field.tsx';
import { PrintStyles, printSoon } from '#web/lib/print.tsx';
import { KeyReceiptView } from './key-receipt-view.tsx';
import { LimitedMultiSelect } from './limited-multi-select.tsx';
import { TablePager } from '#web/components/data-table.tsx';
import { MobileReportTable, ReportTable } from './report-table.tsx';

/** Report navigation (spec 001 §2): back link to the reports home, the feature heading, and for internal users the property link and a generic back button. */
export function ReportNav({
  title,
  propertyId,
  propertyName,
  homeLink = true,
}: {
  title: string;
  propertyId: number;
  propertyName?: string;
  homeLink?: boolean;
}) {
  const t = useReportsT();
  const me = useCurrentUser();
  const router = useRouter();
  const internal = isInternalRole(me.role);
  useDocumentTitle(title);
  return (
    <Stack gap={4} className="kc-no-print">
      <Group gap="md">
        {internal ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} />}
            onClick={() => router.history.back()}
          >
            {t('reports.backGeneric')}
          </Button>
        ) : homeLink ? (
          <Anchor component={Link} to={`/property-reports/${propertyId}`} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {t('reports.back')}
            </Group>
          </Anchor>
        ) : null}
        {internal && propertyName ? (
          <Anchor component={Link} to={`/property/${propertyId}`} size="sm">
            {t('reports.propertyLink', { name: propertyName })}
          </Anchor>
        ) : null}
      </Group>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
    </Stack>
  );
}

function CriteriaFields({
  kind,
  propertyId,
  form,
  inline,
}: {
  kind: ReportKind;
  propertyId: number;
  form: UseFormReturnType<CriteriaDraft>;
  inline: boolean;
}) {
  const t = useReportsT();
  const me = useCurrentUser();
  const fields = isHistoryReport(kind) ? REPORT_CRITERIA[kind] : [];
  const draft = form.values;
  const units = useQuery({ ...unitsQueryOptions(propertyId), enabled: fields.includes('units') });
  const employees = useQuery({ ...employeesQueryOptions(propertyId), enabled: fields.includes('employees') });
  const activities = useQuery({
    ...activitiesQueryOptions(propertyId),
    enabled: fields.includes('activities') && can(me.accessRights, 'Activity_READ'),
  });
  return (
    <Stack gap="sm">
      <DateRangeField value={draft.range} onChange={(range) => form.setFieldValue('range', range)} inline={inline} />
      {fields.includes('units') ? (
        <LimitedMultiSelect
          label={t('reports.criteria.units')}
          value={draft.units}
          onChange={(v) => form.setFieldValue('units', v)}
          options={(units.data ?? []).map((u) => ({ value: u.name, label: u.name }))}
        />
      ) : null}
      {fields.includes('employees') ? (
        <LimitedMultiSelect
          label={t('reports.criteria.employees')}
          value={draft.employees}
          onChange={(v) => form.setFieldValue('employees', v)}
          options={(employees.data ?? []).map((u) => ({ value: u.name, label: u.name }))}
        />
      ) : null}
      {fields.includes('activities') ? (
        <LimitedMultiSelect
          label={t('reports.criteria.activities')}
          value={draft.activities}
          onChange={(v) => form.setFieldValue('activities', v)}
          options={(activities.data ?? [])
            .filter((a) => a.activityCode !== 99)
            .map((a) => ({ value: String(a.activityCode), label: a.activityName }))}
        />
      ) : null}
      {fields.includes('exceptionCodes') ? (
        <LimitedMultiSelect
          label={t('reports.criteria.exceptionCodes')}
          value={draft.exceptionCodes}
          onChange={(v) => form.setFieldValue('exceptionCodes', v)}
          options={EXCEPTION_CODES.map((c) => ({ value: c, label: `${c} – ${exceptionName(c)}` }))}
        />
      ) : null}
      {fields.includes('tag') ? (
        <TextInput
          label={t('reports.criteria.tag')}
          value={draft.tag}
          maxLength={10}
          inputMode="numeric"
          onChange={(e) => form.setFieldValue('tag', e.currentTarget.value)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * One key-control report for one property: criteria (desktop card or the mobile modal), the date-range header, the
 * table of 100 rows a page, a key-receipt view replacing the table, Excel export and print (spec 001 §2, §4).
 */
export function ReportPage({ kind, propertyId, title }: { kind: ReportKind; propertyId: number; title?: string }) {
  const t = useReportsT();
  const me = useCurrentUser();
  const mobile = useReportMobile();
  const history = isHistoryReport(kind);
  const info = useQuery(keyControlInfoQueryOptions(propertyId));
  const activities = useQuery({
    ...activitiesQueryOptions(propertyId),
    enabled: can(me.accessRights, 'Activity_READ'),
  });
  const activityNames = useMemo(
    () => new Map((activities.data ?? []).map((a) => [a.activityCode, a.activityName])),
    [activities.data],
  );

  const form = useForm<CriteriaDraft>({ initialValues: emptyDraft(), validate: (v) => criteriaDraftErrors(kind, v) });
  const [applied, setApplied] = useState<{ criteria: ReportCriteriaInput; draft: CriteriaDraft } | null>(() => {
    const criteria = initialReportCriteria(kind);
    return criteria ? { criteria, draft: emptyDraft() } : null;
  });
  const [page, setPage] = useState(1);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const [criteriaOpen, setCriteriaOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const report = useQuery({
    ...reportQueryOptions(propertyId, kind, applied?.criteria ?? {}, page),
    enabled: applied !== null,
  });

  const invalid = Object.keys(criteriaDraftErrors(kind, form.values)).length > 0;
  const view = () => {
    if (form.validate().hasErrors) return;
    setApplied({ criteria: draftToCriteria(form.values), draft: form.values });
    setPage(1);
    setReceiptId(null);
    setCriteriaOpen(false);
  };
  const openReceipt = useCallback((id: number) => setReceiptId(id), []);
  const rows = report.data?.rows ?? [];
  const total = report.data?.total ?? 0;
  const showHooksTags = report.data?.showHooksTags ?? info.data?.showHooksTags ?? false;
  const heading = title ?? t(`reports.kinds.${kind}`);
  // Spec 001 §2: export and print only when no receipt is shown, rows exist and the layout is not mobile.
  const offerExport = receiptId === null && rows.length > 0 && !mobile;

  const exportNow = async () => {
    if (!applied) return;
    setExporting(true);
    try {
      await downloadReport(propertyId, kind, applied.criteria);
    } catch (e) {
      notifications.show({ color: 'red', message: (e as Error).message });
    } finally {
      setExporting(false);
    }
  };

  const tableArea =
    report.isPending && applied ? (
      <Loader />
    ) : report.isError ? (
      <Alert color="red">{report.error.message}</Alert>
    ) : rows.length === 0 ? (
      applied ? (
        <Text c="dimmed">{t('reports.noRows')}</Text>
      ) : null
    ) : mobile ? (
      <MobileReportTable
        kind={kind}
        rows={rows}
        showHooksTags={showHooksTags}
        activityNames={activityNames}
        onOpenReceipt={openReceipt}
      />
    ) : (
      <ReportTable
        kind={kind}
        rows={rows}
        showHooksTags={showHooksTags}
        activityNames={activityNames}
        onOpenReceipt={openReceipt}
      />
    );
  const pages = Math.ceil(total / REPORT_PAGE_SIZE);

  return (
    <Stack gap="md">
      <PrintStyles />
      <ReportNav title={heading} propertyId={propertyId} propertyName={info.data?.property.name} />
      {info.data ? (
        <Text c="dimmed" className="kc-no-print">
          {info.data.property.name}
        </Text>
      ) : null}

      {history && !mobile ? (
        <Card withBorder padding="md" className="kc-no-print">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('reports.criteria.title')}
            </Title>
            <CriteriaFields kind={kind} propertyId={propertyId} form={form} inline={false} />
            <Group justify="flex-end">
              <Button onClick={view} disabled={invalid || report.isFetching}>
                {t('reports.criteria.viewReport')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}

      {history && mobile ? (
        <Modal
          opened={criteriaOpen}
          onClose={() => setCriteriaOpen(false)}
          title={t('reports.criteria.title')}
          fullScreen
        >
          <Stack>
            <CriteriaFields kind={kind} propertyId={propertyId} form={form} inline />
            <Group grow>
              <Button variant="default" onClick={() => setCriteriaOpen(false)}>
                {t('reports.criteria.close')}
              </Button>
              <Button onClick={view} disabled={invalid}>
                {t('reports.criteria.viewReport')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}

      {/* Visible overflow: the table's header sticks under the app header as the page scrolls. */}
      <Card withBorder padding="md" style={{ overflow: 'visible' }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              {history && applied ? <Text fw={600}>{rangeText(applied.draft.range, t)}</Text> : null}
              {applied && report.data ? (
                <Text size="sm" c="dimmed" data-testid="report-count">
                  {t('reports.results', { count: total })}
                </Text>
              ) : null}
            </Stack>
            <Group gap="xs" className="kc-no-print">
              {history && mobile ? (
                <Button
                  variant="light"
                  leftSection={<IconAdjustmentsHorizontal size={16} />}
                  onClick={() => setCriteriaOpen(true)}
                >
                  {t('reports.criteria.edit')}
                </Button>
              ) : null}
              {offerExport ? (
                <>
                  <Button
                    variant="light"
                    leftSection={<IconFileSpreadsheet size={16} />}
                    loading={exporting}
                    onClick={exportNow}
                  >
                    {t('reports.exportExcel')}
                  </Button>
                  <Tooltip label={t('reports.print')}>
                    <ActionIcon variant="light" size="lg" aria-label={t('reports.print')} onClick={printSoon}>
                      <IconPrinter size={18} />
                    </ActionIcon>
                  </Tooltip>
                </>
              ) : null}
            </Group>
          </Group>
          {receiptId !== null && !mobile ? (
            <KeyReceiptView
              propertyId={propertyId}
              receiptId={receiptId}
              activityNames={activityNames}
              onBack={() => setReceiptId(null)}
            />
          ) : (
            <>
              {tableArea}
              <div className="kc-no-print">
                <TablePager pages={pages} page={page} onChange={setPage} phone={mobile} />
              </div>
            </>
          )}
        </Stack>
      </Card>

      {mobile ? (
        <Modal
          opened={receiptId !== null}
          onClose={() => setReceiptId(null)}
          title={t('reports.receipt.lookupTitle')}
          fullScreen
        >
          {receiptId !== null ? (
            <Stack>
              <KeyReceiptView propertyId={propertyId} receiptId={receiptId} activityNames={activityNames} />
              <Button variant="default" onClick={() => setReceiptId(null)}>
                {t('reports.receipt.close')}
              </Button>
            </Stack>
          ) : null}
        </Modal>
      ) : null}
    </Stack>
  );
}
