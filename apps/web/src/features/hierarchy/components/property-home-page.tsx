import { Anchor, Badge, Button, Group } from '@mantine/core';
import { IconFilePlus, IconPencil, IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Me } from '@kc/domain/auth';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { formatPhone } from '#web/lib/format.ts';
import {
  mayAddStaff,
  mayDeleteEntities,
  mayEditAccount,
  mayEditEntity,
  mayViewAudit,
  mayViewStaff,
  mayAddServiceRequests,
  mayWritePurchaseOrders,
} from '../api/rights.ts';
import { useCopyableAddresses } from './entity-form-pages.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { ContactsCard, DetailsCard, Field } from './entity-sections.tsx';
import { PropertyAccountCard } from './property-account.tsx';
import { AuditLogButton } from './audit-log-button.tsx';
import { DeleteEntityButton } from './delete-entity-button.tsx';
import { LoadFailed, PageSkeleton } from './page-states.tsx';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { PageContainer } from '#web/components/page-container.tsx';

const SUB_PAGES = [
  ['siteLogins', 'site-logins'],
  ['inactiveSiteLogins', 'site-logins/inactive'],
  ['unitList', 'unit-list'],
  ['activities', 'activities'],
  ['transactions', 'transactions'],
  ['exceptions', 'exceptions'],
  ['keymap', 'keymap'],
  ['lastCommunication', 'last-communication'],
  ['scanning', 'scanning'],
  ['workOrders', 'work-orders/list'],
] as const;

/** /property/{id}: details, account flags (ht-info), customer number and the property's sub-pages. */
export function PropertyHomePage({ id, me, notes }: { id: number; me: Me; notes?: ReactNode }) {
  const t = useHierarchyT();
  const property = useQuery(entityQueryOptions('property', id));
  const copyable = useCopyableAddresses(
    property.data,
    property.data ? { level: 'property', entity: property.data } : undefined,
  );
  if (property.isPending) return <PageSkeleton />;
  if (property.isError)
    return <LoadFailed error={property.error} level="property" onRetry={() => void property.refetch()} />;
  const p = property.data;
  const ht = p.htInfo;
  return (
    <PageContainer>
      <PageHeader
        title={p.name}
        description={`${t('hierarchy.levels.property')} · ${t('hierarchy.fields.customerNumber')}: ${p.accounting.accountingCustomerNumber ?? t('hierarchy.property.noCustomerNumber')}`}
        back={
          p.region ? { to: `/region/${p.region.id}`, label: t('hierarchy.page.back', { name: p.region.name }) } : null
        }
        badge={
          <>
            {ht.canceled ? <Badge color="red">{t('hierarchy.property.canceled')}</Badge> : null}
            {ht.paymentDelinquent ? <Badge color="orange">{t('hierarchy.property.paymentDelinquent')}</Badge> : null}
          </>
        }
        actions={
          <>
            {mayViewAudit(me) ? <AuditLogButton level={'property'} id={id} /> : null}
            {mayDeleteEntities(me) ? <DeleteEntityButton level={'property'} entity={p} /> : null}
            {mayWritePurchaseOrders(me) ? (
              <Button
                component={Link}
                to={`/property/${id}/add-purchase-order`}
                size="sm"
                variant="light"
                leftSection={<IconFilePlus size={16} />}
                data-testid="add-purchase-order"
              >
                {t('hierarchy.property.links.addPurchaseOrder')}
              </Button>
            ) : null}
            {mayAddServiceRequests(me) ? (
              <Button
                component={Link}
                to={`/service-requests/${id}/add`}
                size="sm"
                variant="light"
                leftSection={<IconTool size={16} />}
                data-testid="add-service-request"
              >
                {t('hierarchy.property.links.addServiceRequest')}
              </Button>
            ) : null}
            {mayEditEntity(me, 'property') ? (
              <Button
                component={Link}
                to={`/property/${id}/edit-property`}
                size="sm"
                leftSection={<IconPencil size={16} />}
              >
                {t('hierarchy.page.edit')}
              </Button>
            ) : null}
          </>
        }
      />
      <DetailsCard
        entity={p}
        extra={
          <>
            <Field label={t('hierarchy.fields.propertyCode')}>{p.propertyCode}</Field>
            <Field label={t('hierarchy.fields.faxNumber')}>{p.faxNumber ? formatPhone(p.faxNumber) : null}</Field>
            <Field label={t('hierarchy.fields.contactEmail')}>
              {p.contactEmail ? (
                <Anchor href={`mailto:${p.contactEmail}`} size="sm">
                  {p.contactEmail}
                </Anchor>
              ) : null}
            </Field>
          </>
        }
      />
      <PropertyAccountCard property={p} canEdit={mayEditAccount(me)} copyable={copyable} />
      <SectionCard title={t('hierarchy.property.pages')} testId="property-pages">
        <Group gap="xs">
          {SUB_PAGES.map(([key, path]) => (
            <Button key={key} component={Link} to={`/property/${id}/${path}`} variant="light" size="xs">
              {t(`hierarchy.property.links.${key}`)}
            </Button>
          ))}
          <Button component={Link} to={`/property-reports/${id}`} variant="light" size="xs">
            {t('hierarchy.property.links.reports')}
          </Button>
        </Group>
      </SectionCard>
      {mayViewStaff(me) ? (
        <ContactsCard
          entity={p}
          canEdit={mayEditEntity(me, 'property')}
          staffPath={`/property/${id}`}
          canAddStaff={mayAddStaff(me)}
        />
      ) : null}
      {notes}
    </PageContainer>
  );
}
