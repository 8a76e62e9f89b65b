import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadAgreementPdf } from '../api/agreement-api.ts';
import { usePurchaseOrderAgreementT } from '../i18n/use-purchase-order-agreement-t.ts';

/** Downloads the server's PDF of the order's agreement (the status page and the print page). */
export function AgreementPdfButton({ poId, disabled = false }: { poId: number; disabled?: boolean }) {
  const t = usePurchaseOrderAgreementT();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAgreementPdf(poId);
    } catch (e) {
      notifications.show({
        color: 'red',
        message: t('poAgreement.actions.pdfFailed', { message: (e as Error).message }),
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={downloading}
      disabled={disabled}
      onClick={() => void download()}
    >
      {t('poAgreement.actions.pdf')}
    </Button>
  );
}
