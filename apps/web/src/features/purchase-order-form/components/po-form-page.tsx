import { Alert, Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Me } from '@kc/domain/auth';
import { DATALOG_TYPES } from '@kc/domain/lookups';
import { PO_TYPE } from '@kc/domain/purchase-orders/catalog';
import { canEdit } from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { usePoFormT } from '../i18n/use-po-form-t.ts';
import { poLookupsQueryOptions, poOrderQueryOptions } from '../api/po-form-api.ts';
import { newOrderValues, orderValues } from '../api/po-form-values.ts';
import { partiesFromEntities, partiesFromOrder } from '../api/po-parties.ts';
import { DraftsCard } from './drafts-card.tsx';
import { PurchaseOrderForm, type SavedAs } from './po-form.tsx';

const NEW_TYPES = [PO_TYPE.normal, PO_TYPE.conversion];
const UPDATE_TYPES = [PO_TYPE.expansion, PO_TYPE.upgrade];

/** Today as YYYY-MM-DD in the browser's time zone (the order date a salesperson means). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function Loading({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = usePoFormT();
  return (
    <QueryState
      error={error}
      onRetry={onRetry}
      text={{ notFound: t('poForm.notFound'), loadFailed: t('poForm.loadFailed'), retry: t('poForm.retry') }}
    />
  );
}

function useSavedNotice() {
  const t = usePoFormT();
  const navigate = useNavigate();
  return (saved: PurchaseOrder, as: SavedAs) => {
    const propertyId = String(saved.propertyInformation.property.id);
    const poId = String(saved.id);
    if (as === 'draft') {
      notifications.show({ color: 'teal', message: t('poForm.saved.draft') });
      void navigate({ to: '/purchase-orders/edit/$propertyId/$poId', params: { propertyId, poId }, replace: true });
    } else if (as === 'submitted') {
      notifications.show({ color: 'teal', message: t('poForm.saved.submitted', { id: saved.id }) });
      void navigate({ to: '/purchase-orders/status/$poId', params: { poId } });
    } else notifications.show({ color: 'teal', message: t('poForm.saved.changes') });
  };
}

/**
 * /property/{id}/add-purchase-order (a new system: normal or conversion) and /property/{id}/update-{product} (an
 * expansion or upgrade of the property's existing Touch or Gen 10 system): the order form prefilled from the property.
 */
export function NewPurchaseOrderPage({ propertyId, me, product }: { propertyId: number; me: Me; product?: string }) {
  const t = usePoFormT();
  const onSaved = useSavedNotice();
  const property = useQuery(entityQueryOptions('property', propertyId));
  const regionId = property.data?.region?.id ?? 0;
  const region = useQuery({ ...entityQueryOptions('region', regionId), enabled: regionId > 0 });
  const lookups = useQuery(poLookupsQueryOptions());
  const system = product === undefined ? null : DATALOG_TYPES.find((d) => d.code === product.toLowerCase());
  const p = property.data;
  const title =
    product === undefined ? t('poForm.addTitle') : t('poForm.updateTitle', { product: system?.name ?? product });
  const back = p ? { to: `/property/${p.id}`, label: t('poForm.backToProperty', { name: p.name }) } : null;
  const ready = p && lookups.data && (regionId === 0 || region.data || region.isError);
  return (
    <PageContainer>
      <PageHeader
        title={title}
        back={back}
        description={
          p
            ? product === undefined
              ? t('poForm.addDescription', { property: p.name })
              : t('poForm.updateDescription', { property: p.name, product: system?.name ?? product })
            : undefined
        }
      />
      {product === undefined && p ? (
        <Group gap="xs" data-testid="po-update-links">
          <Text size="sm">{t('poForm.updateLinks')}</Text>
          {DATALOG_TYPES.map((d) => (
            <Anchor key={d.code} component={Link} to={`/property/${p.id}/update-${d.code}`} size="sm">
              {t('poForm.updateLink', { product: d.name })}
            </Anchor>
          ))}
        </Group>
      ) : null}
      {system === undefined ? (
        <Alert color="yellow">{t('poForm.unknownProduct', { product: product ?? '' })}</Alert>
      ) : !ready ? (
        <Loading
          error={property.error ?? lookups.error}
          onRetry={() => {
            void property.refetch();
            void lookups.refetch();
          }}
        />
      ) : (
        <>
          <DraftsCard propertyId={propertyId} />
          <PurchaseOrderForm
            propertyId={propertyId}
            initial={newOrderValues({
              typeId: product === undefined ? PO_TYPE.normal : PO_TYPE.expansion,
              shippingAddress: p.address,
              billingMethodId: p.accounting.billingMethodId,
              billingEmail: p.accounting.billingEmail,
              billToAddress: p.accounting.billToAddress,
              salesRepId: lookups.data.salesReps.some((r) => r.id === me.id) ? me.id : null,
              today: today(),
            })}
            lookups={lookups.data}
            parties={partiesFromEntities(p, region.data)}
            typeIds={product === undefined ? NEW_TYPES : UPDATE_TYPES}
            propertyAddresses={{ shipping: p.address, billTo: p.accounting.billToAddress }}
            readOnlyReason={null}
            onSaved={onSaved}
            onReload={() => void property.refetch()}
          />
        </>
      )}
    </PageContainer>
  );
}

/** /purchase-orders/edit/{propertyId}/{poId}: resume a draft, submit it, or edit an order its status still allows. */
export function EditPurchaseOrderPage({ propertyId, poId, me }: { propertyId: number; poId: number; me: Me }) {
  const t = usePoFormT();
  const onSaved = useSavedNotice();
  const order = useQuery(poOrderQueryOptions(poId));
  const lookups = useQuery(poLookupsQueryOptions());
  const o = order.data;
  const ownProperty = o?.propertyInformation.property.id ?? propertyId;
  const property = useQuery({ ...entityQueryOptions('property', ownProperty), enabled: o !== undefined });
  const verdict = o ? canEdit(o, me.accessRights) : null;
  const title = !o
    ? t('poForm.editTitle', { id: poId })
    : o.draft
      ? t('poForm.draftTitle', { id: o.id })
      : verdict?.ok
        ? t('poForm.editTitle', { id: o.id })
        : t('poForm.viewTitle', { id: o.id });
  const typeIds = o && (UPDATE_TYPES as number[]).includes(o.type.id) ? UPDATE_TYPES : NEW_TYPES;
  return (
    <PageContainer>
      <PageHeader
        title={title}
        back={
          o
            ? {
                to: `/property/${ownProperty}`,
                label: t('poForm.backToProperty', { name: o.propertyInformation.property.name }),
              }
            : { to: '/purchase-orders', label: t('poForm.backToOrders') }
        }
        description={o ? `${o.propertyInformation.property.name} · ${o.type.name}` : undefined}
        badge={
          o ? (
            <>
              {o.draft ? <Badge color="gray">{t('poForm.draftBadge')}</Badge> : <Badge>{o.statusName}</Badge>}
              {o.disabled ? <Badge color="red">{t('poForm.deletedBadge')}</Badge> : null}
            </>
          ) : null
        }
        actions={
          o && !o.draft ? (
            <Button component={Link} to={`/purchase-orders/status/${o.id}`} variant="default" size="sm">
              {t('poForm.statusPage')}
            </Button>
          ) : null
        }
      />
      {!o || !lookups.data ? (
        <Loading
          error={order.error ?? lookups.error}
          onRetry={() => {
            void order.refetch();
            void lookups.refetch();
          }}
        />
      ) : (
        <PurchaseOrderForm
          key={o.version}
          propertyId={ownProperty}
          order={o}
          initial={orderValues(o)}
          lookups={lookups.data}
          parties={partiesFromOrder(o)}
          typeIds={typeIds}
          propertyAddresses={{
            shipping: o.propertyInformation.property.physicalAddress,
            billTo: property.data?.accounting.billToAddress ?? null,
          }}
          readOnlyReason={verdict && !verdict.ok ? verdict.message : null}
          onSaved={onSaved}
          onReload={() => void order.refetch()}
        />
      )}
    </PageContainer>
  );
}
