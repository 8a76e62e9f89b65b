import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { agreementOf } from '@kc/domain/purchase-orders/agreement';
import { BackLink } from '#web/components/back-link.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { PrintStyles, printSoon } from '#web/lib/print.tsx';
import { purchaseOrderQueryOptions } from '../api/agreement-api.ts';
import { usePurchaseOrderAgreementT } from '../i18n/use-purchase-order-agreement-t.ts';
import { AgreementPdfButton } from './agreement-pdf-button.tsx';
import { AgreementView } from './agreement-view.tsx';

/** /print?purchaseOrderId=N in the printer layout (decision 0060); without an order, what to do to print one. */
export function PrintAgreementPage({ purchaseOrderId }: { purchaseOrderId?: number }) {
  const t = usePurchaseOrderAgreementT();
  if (purchaseOrderId === undefined)
    return (
      <Stack gap="sm" maw={720}>
        <Title order={1}>{t('poAgreement.print.title')}</Title>
        <Text c="dimmed">{t('poAgreement.print.pick')}</Text>
      </Stack>
    );
  return <PrintAgreement poId={purchaseOrderId} />;
}

function PrintAgreement({ poId }: { poId: number }) {
  const t = usePurchaseOrderAgreementT();
  const { t: common } = useTranslation();
  const order = useQuery(purchaseOrderQueryOptions(poId));
  const agreement = useMemo(() => (order.data ? agreementOf(order.data) : null), [order.data]);
  useDocumentTitle(`${agreement?.reference ?? t('poAgreement.print.title')} · ${common('app.name')}`);

  return (
    <Stack gap="md" maw={1000} mx="auto">
      <PrintStyles />
      <Group justify="space-between" wrap="wrap" gap="xs" className="kc-no-print">
        <BackLink to={`/purchase-orders/status/${poId}`} label={t('poAgreement.print.backToStatus')} />
        <Group gap="xs">
          <AgreementPdfButton poId={poId} disabled={!agreement} />
          <Button leftSection={<IconPrinter size={16} />} disabled={!agreement} onClick={printSoon}>
            {t('poAgreement.print.printNow')}
          </Button>
        </Group>
      </Group>
      {agreement ? (
        <AgreementView agreement={agreement} />
      ) : (
        <>
          <Title order={1}>{t('poAgreement.print.title')}</Title>
          <QueryState
            error={order.error}
            onRetry={() => void order.refetch()}
            text={{
              notFound: t('poAgreement.notFound'),
              loadFailed: t('poAgreement.loadFailed'),
              retry: t('poAgreement.retry'),
            }}
          />
        </>
      )}
    </Stack>
  );
}
