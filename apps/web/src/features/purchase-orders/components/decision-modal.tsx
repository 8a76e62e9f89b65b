import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PurchaseOrderRow } from '@kc/domain/purchase-orders/search';
import { useApprovePurchaseOrder, useDeletePurchaseOrder } from '../api/purchase-orders-api.ts';
import { usePurchaseOrdersT } from '../i18n/use-purchase-orders-t.ts';

export interface Decision {
  kind: 'approve' | 'delete';
  row: PurchaseOrderRow;
}

/**
 * The list's decision modal (spec 001 §2): confirm an approval or a deletion. Success shows poApproved or poDeleted;
 * a failure closes the modal with no message (spec 001 §4) and the list refreshes to what the server holds.
 */
export function DecisionModal({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const t = usePurchaseOrdersT();
  const approve = useApprovePurchaseOrder();
  const remove = useDeletePurchaseOrder();
  const pending = approve.isPending || remove.isPending;
  const row = decision?.row;
  const isApprove = decision?.kind === 'approve';

  const confirm = async () => {
    if (!decision) return;
    const id = decision.row.id;
    try {
      if (decision.kind === 'approve') {
        await approve.mutateAsync(id);
        notifications.show({ color: 'teal', message: t('purchaseOrders.poApproved', { id }) });
      } else {
        await remove.mutateAsync(id);
        notifications.show({ color: 'teal', message: t('purchaseOrders.poDeleted', { id }) });
      }
    } catch {
      // Spec 001 §4: no message; the caches refresh so the row shows where the order really stands.
    } finally {
      onClose();
    }
  };

  return (
    <Modal
      opened={decision !== null}
      onClose={() => (pending ? undefined : onClose())}
      title={
        row
          ? t(isApprove ? 'purchaseOrders.decision.approveTitle' : 'purchaseOrders.decision.deleteTitle', {
              id: row.id,
            })
          : ''
      }
      centered
    >
      {row ? (
        <>
          <Text size="sm">
            {t(isApprove ? 'purchaseOrders.decision.approveText' : 'purchaseOrders.decision.deleteText', {
              property: row.propertyName,
            })}
          </Text>
          <Group justify="flex-end" mt="lg" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('purchaseOrders.decision.cancel')}
            </Button>
            <Button color={isApprove ? 'teal' : 'red'} loading={pending} onClick={() => void confirm()} data-autofocus>
              {t(isApprove ? 'purchaseOrders.decision.confirmApprove' : 'purchaseOrders.decision.confirmDelete')}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
