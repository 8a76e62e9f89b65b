import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateInput, DatePicker } from '@mantine/dates';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { DATE_PRESETS, type DatePreset } from '@kc/domain/reports';
import { formatDate } from '@kc/domain/format';
import { useReportsT } from '#web/features/reports/i18n/use-reports-t.ts';
import { dayRangeErrors, presetDayRange, type DayRange } from '../api/report-state.ts';

/** "All dates" or "from – to" (the report table's date-range header). */
export function rangeText(range: DayRange, t: ReturnType<typeof useReportsT>): string {
  if (!range.from && !range.to) return t('reports.range.allDates');
  const show = (d: string | null) => (d ? formatDate(`${d}T12:00:00`) : '…');
  return t('reports.range.fromTo', { from: show(range.from), to: show(range.to) });
}

/**
 * From/to with the presets of spec 001 §4 (today, yesterday, last week, last month, all dates). All dates asks for
 * confirmation with a warning first. `inline` shows a calendar range picker (the mobile criteria modal).
 */
export function DateRangeField({
  value,
  onChange,
  inline = false,
}: {
  value: DayRange;
  onChange: (r: DayRange) => void;
  inline?: boolean;
}) {
  const t = useReportsT();
  const [confirmAll, setConfirmAll] = useState(false);
  const errors = dayRangeErrors(value);
  const pick = (preset: DatePreset) => (preset === 'allDates' ? setConfirmAll(true) : onChange(presetDayRange(preset)));

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('reports.range.label')}: {rangeText(value, t)}
      </Text>
      <Group gap={6} wrap="wrap" role="group" aria-label={t('reports.range.label')}>
        {DATE_PRESETS.map((p) => (
          <Button key={p} size="compact-sm" variant="light" onClick={() => pick(p)}>
            {t(`reports.range.presets.${p}`)}
          </Button>
        ))}
      </Group>
      {inline ? (
        <DatePicker
          type="range"
          allowSingleDateInRange
          firstDayOfWeek={0}
          minDate="2003-01-01"
          maxDate="2028-12-31"
          value={[value.from, value.to]}
          onChange={([from, to]) => onChange({ from, to })}
          aria-label={t('reports.range.label')}
        />
      ) : (
        <Group gap="sm" align="flex-start" grow>
          {(['from', 'to'] as const).map((side) => (
            <DateInput
              key={side}
              label={t(`reports.range.${side}`)}
              valueFormat="MM / DD / YYYY"
              firstDayOfWeek={0}
              minDate="2003-01-01"
              maxDate="2028-12-31"
              clearable
              value={value[side]}
              onChange={(d) => onChange({ ...value, [side]: d })}
              error={errors[side] ? t(`reports.${errors[side]}` as 'reports.dateRangeFrom afterTo') : undefined}
            />
          ))}
        </Group>
      )}
      <Modal
        opened={confirmAll}
        onClose={() => setConfirmAll(false)}
        title={t('reports.range.confirmAllTitle')}
        centered
      >
        <Stack>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {t('reports.range.confirmAllText')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmAll(false)}>
              {t('reports.range.cancel')}
            </Button>
            <Button
              color="yellow"
              onClick={() => {
                onChange({ from: null, to: null });
                setConfirmAll(false);
              }}
            >
              {t('reports.range.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
