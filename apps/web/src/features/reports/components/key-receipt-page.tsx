import { Button, Card, Group, NumberInput, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { can } from '@kc/domain/permissions';
import { useReportsT } from '#web/features/reports/i18n/use-reports-t.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { activitiesQueryOptions } from '../api/reports-api.ts';
import { PrintStyles } from '#web/lib/print.tsx';
import { KeyReceiptView } from './key-receipt-view.tsx';
import { ReportNav } from './report-page.tsx';

/** /key-receipt: a receipt of the selected property by number (or the one named in the URL), with Back and print. */
export function KeyReceiptPage({ propertyId, receiptId }: { propertyId: number; receiptId?: number }) {
  const t = useReportsT();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [number, setNumber] = useState<string | number>(receiptId ?? '');
  const activities = useQuery({
    ...activitiesQueryOptions(propertyId),
    enabled: can(me.accessRights, 'Activity_READ'),
  });
  const names = useMemo(
    () => new Map((activities.data ?? []).map((a) => [a.activityCode, a.activityName])),
    [activities.data],
  );
  const show = (id: number | undefined) =>
    void navigate({ to: '/key-receipt', search: id ? { propertyId, receiptId: id } : { propertyId } } as never);
  return (
    <Stack gap="md">
      <PrintStyles />
      <ReportNav title={t('reports.receipt.lookupTitle')} propertyId={propertyId} />
      {receiptId ? (
        <KeyReceiptView
          propertyId={propertyId}
          receiptId={receiptId}
          activityNames={names}
          onBack={() => show(undefined)}
        />
      ) : (
        <Card withBorder padding="md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number(number);
              if (Number.isInteger(n) && n > 0) show(n);
            }}
          >
            <Group align="flex-end">
              <NumberInput
                label={t('reports.receipt.receiptId')}
                value={number}
                onChange={setNumber}
                min={1}
                allowDecimal={false}
                hideControls
              />
              <Button type="submit">{t('reports.receipt.show')}</Button>
            </Group>
          </form>
        </Card>
      )}
    </Stack>
  );
}
