import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import { useEmailAgreement } from '../api/agreement-api.ts';
import { emailBlocker } from '../api/status-view.ts';
import { usePurchaseOrderAgreementT } from '../i18n/use-purchase-order-agreement-t.ts';

/**
 * "E-mail purchase order" (spec 000 §7.4): asks first, then the server queues the agreement PDF to the billing
 * e-mail. Not offered for a draft, a deleted order or one without a billing e-mail (the reason shows instead); the
 * server refuses those too (409). For the status page and the order's edit page.
 */
export function EmailAgreementButton({ order }: { order: PurchaseOrder }) {
  const t = usePurchaseOrderAgreementT();
  const [open, setOpen] = useState(false);
  const email = useEmailAgreement(order.id);
  const blocker = emailBlocker(order);
  const to = order.propertyInformation.billingEmail ?? '';

  const send = () =>
    email.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        notifications.show({ color: 'green', message: t('poAgreement.actions.emailQueued', { to: result.to }) });
      },
      // The API client has shown the server's message (e.g. the order lost its billing e-mail meanwhile).
      onError: () => setOpen(false),
    });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} />}
        disabled={blocker !== null}
        title={blocker ? t(`poAgreement.actions.${blocker}`) : undefined}
        onClick={() => setOpen(true)}
      >
        {t('poAgreement.actions.email')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('poAgreement.actions.emailTitle')} centered>
        <Stack gap="md">
          <Text>{t('poAgreement.actions.emailBody', { to })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)} disabled={email.isPending}>
              {t('poAgreement.actions.cancel')}
            </Button>
            <Button leftSection={<IconMailForward size={16} />} loading={email.isPending} onClick={send}>
              {t('poAgreement.actions.emailSend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
