import { Anchor, Badge, Button, Card, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { can } from '@kc/domain/can';
import { AGREEMENT_EMAIL_RIGHTS, formatDay } from '@kc/domain/purchase-orders/agreement';
import { canEdit } from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder, StatusInformation } from '@kc/domain/purchase-orders/views';
import { DataTable, TableCard, type DataColumn } from '#web/components/data-table.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import { agreementPrintHref, purchaseOrderQueryOptions, statusInformationQueryOptions } from '../api/agreement-api.ts';
import { historyRows, type EventLabel, type HistoryRow } from '../api/status-view.ts';
import type { enPurchaseOrderAgreement } from '../i18n/en.ts';
import { usePurchaseOrderAgreementT } from '../i18n/use-purchase-order-agreement-t.ts';
import { AgreementPdfButton } from './agreement-pdf-button.tsx';
import { EmailAgreementButton } from './email-agreement-button.tsx';

/** The signed-in login's rights, as the session carries them. */
type Rights = Parameters<typeof can>[0];
type T = ReturnType<typeof usePurchaseOrderAgreementT>;
type CurrentKey = keyof (typeof enPurchaseOrderAgreement)['poAgreement']['current'];

/** /purchase-orders/status/{poId}: where the order stands, how it got there and who moved it, and its agreement. */
export function PurchaseOrderStatusPage({ poId, rights }: { poId: number; rights: Rights }) {
  const t = usePurchaseOrderAgreementT();
  const order = useQuery(purchaseOrderQueryOptions(poId));
  const info = useQuery(statusInformationQueryOptions(poId));
  const back = { to: '/purchase-orders', label: t('poAgreement.back') };

  if (!order.data || !info.data)
    return (
      <PageContainer>
        <PageHeader title={t('poAgreement.statusTitle', { id: poId })} back={back} />
        <QueryState
          error={order.error ?? info.error}
          onRetry={() => void Promise.all([order.refetch(), info.refetch()])}
          text={{
            notFound: t('poAgreement.notFound'),
            loadFailed: t('poAgreement.loadFailed'),
            retry: t('poAgreement.retry'),
          }}
        />
      </PageContainer>
    );

  const o = order.data;
  const property = o.propertyInformation.property.name;
  const orderDate = formatDay(o.htInformation.orderDate);
  return (
    <PageContainer>
      <PageHeader
        title={t('poAgreement.statusTitle', { id: poId })}
        description={
          orderDate
            ? t('poAgreement.statusDescription', { property, date: orderDate })
            : t('poAgreement.statusDescriptionNoDate', { property })
        }
        back={back}
        badge={
          o.disabled ? (
            <Badge color="red" variant="light">
              {t('poAgreement.deleted')}
            </Badge>
          ) : o.draft ? (
            <Badge color="gray" variant="light">
              {t('poAgreement.draft')}
            </Badge>
          ) : null
        }
        actions={<StatusActions order={o} rights={rights} />}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <CurrentStatus order={o} info={info.data} t={t} />
        <Milestones info={info.data} t={t} />
      </SimpleGrid>
      <History info={info.data} t={t} />
    </PageContainer>
  );
}

function StatusActions({ order, rights }: { order: PurchaseOrder; rights: Rights }) {
  const t = usePurchaseOrderAgreementT();
  const state = { statusId: order.statusId, draft: order.draft, disabled: order.disabled };
  return (
    <>
      {canEdit(state, rights).ok ? (
        <Button
          component={Link}
          to={`/purchase-orders/edit/${order.propertyInformation.property.id}/${order.id}`}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          {t('poAgreement.actions.edit')}
        </Button>
      ) : null}
      <Button
        component={Link}
        to={agreementPrintHref(order.id)}
        variant="default"
        leftSection={<IconPrinter size={16} />}
      >
        {t('poAgreement.actions.print')}
      </Button>
      <AgreementPdfButton poId={order.id} />
      {AGREEMENT_EMAIL_RIGHTS.some((r) => can(rights, r)) ? <EmailAgreementButton order={order} /> : null}
    </>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="45%" fw={400} c="dimmed" pr="sm" style={{ verticalAlign: 'top' }}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CurrentStatus({ order, info, t }: { order: PurchaseOrder; info: StatusInformation; t: T }) {
  const c = (key: CurrentKey) => t(`poAgreement.current.${key}`);
  return (
    <SectionCard title={t('poAgreement.current.title')} testId="po-current-status">
      <Facts
        rows={[
          [
            c('status'),
            <Text key="s" fw={700} inherit>
              {info.statusName}
            </Text>,
          ],
          [c('since'), formatDateTime(info.statusDate)],
          [c('accounting'), info.accountingStatusName ?? c('accountingNone')],
          [c('fileCreated'), info.fileCreatedAt ? formatDateTime(info.fileCreatedAt) : c('none')],
          [c('lastAction'), info.lastAction ?? c('none')],
          [c('actionCompleted'), info.actionCompletedAt ? formatDateTime(info.actionCompletedAt) : c('none')],
          [
            c('billingEmail'),
            order.propertyInformation.billingEmail ? (
              <Anchor key="e" href={`mailto:${order.propertyInformation.billingEmail}`} inherit>
                {order.propertyInformation.billingEmail}
              </Anchor>
            ) : (
              c('none')
            ),
          ],
          [c('deleted'), info.disabled ? c('yes') : c('no')],
        ]}
      />
    </SectionCard>
  );
}

function Milestones({ info, t }: { info: StatusInformation; t: T }) {
  const reached = info.steps.filter((s) => s.date !== null).length;
  return (
    <SectionCard title={t('poAgreement.steps.title')} testId="po-milestones">
      <Timeline active={reached - 1} bulletSize={22} lineWidth={2}>
        {info.steps.map((s) => (
          <Timeline.Item
            key={s.statusId}
            bullet={s.date ? <IconCheck size={12} aria-hidden /> : null}
            title={
              <Title order={3} size="sm" fw={600}>
                {s.statusName}
              </Title>
            }
          >
            <Text size="sm" c="dimmed">
              {s.date
                ? [formatDate(s.date), s.by ? t('poAgreement.steps.by', { name: s.by }) : null]
                    .filter(Boolean)
                    .join(' ')
                : t('poAgreement.steps.pending')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}

function eventText(label: EventLabel, t: T): string {
  if (label.kind === 'known') return t(`poAgreement.history.events.${label.event}`);
  if (label.kind === 'action') return t('poAgreement.history.events.action', { action: label.action });
  return label.text;
}

function History({ info, t }: { info: StatusInformation; t: T }) {
  const rows = historyRows(info);
  const columns: DataColumn<HistoryRow>[] = [
    { id: 'when', header: t('poAgreement.history.when'), cell: (r) => formatDateTime(r.at), primary: true },
    {
      id: 'what',
      header: t('poAgreement.history.what'),
      cell: (r) => (
        <Stack gap={0}>
          <Text inherit>{eventText(r.label, t)}</Text>
          {r.change ? (
            <Text size="xs" c="dimmed">
              {t('poAgreement.history.from', r.change)}
            </Text>
          ) : null}
        </Stack>
      ),
      phone: 'card',
    },
    { id: 'status', header: t('poAgreement.history.status'), cell: (r) => r.status, phone: 'details' },
    {
      id: 'by',
      header: t('poAgreement.history.by'),
      cell: (r) => r.by ?? t('poAgreement.history.system'),
      phone: 'card',
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="po-history-title">
      <Title order={2} size="h4" id="po-history-title">
        {t('poAgreement.history.title')}
      </Title>
      {rows.length ? (
        <TableCard>
          <DataTable rows={rows} columns={columns} rowKey={(r) => r.key} data-testid="po-history" />
        </TableCard>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed">{t('poAgreement.history.empty')}</Text>
        </Card>
      )}
    </Stack>
  );
}
