/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { agreementMoney, agreementOf } from '@kc/domain/purchase-orders/agreement';
import { formatPhone } from '@kc/domain/format';
import { PROVIDER } from '@kc/domain/provider';
import type { MessagePayload } from '../../outbox/messages.ts';
import { renderAgreementPdf } from '../../purchase-orders/agreement-pdf.ts';
import { EmailLayout } from './layout.tsx';
import type { EmailTemplate } from './template.ts';

type Payload = MessagePayload<'purchase-order-agreement'>;
const subject = (p: Payload) =>
  `Purchase Order ${p.order.id} agreement for ${p.order.propertyInformation.property.name}`;

/** "E-mail purchase order": a short cover note with the agreement PDF attached (rendered from the stored order). */
export const purchaseOrderAgreement: EmailTemplate<Payload> = {
  subject,
  render: (p) => (
    <EmailLayout title={subject(p)}>
      <Text>Hello,</Text>
      <Text>
        Attached is the agreement for purchase order {p.order.id} for {p.order.propertyInformation.property.name}, with
        a total of {agreementMoney(p.order.pricing.totalCents)}. Please review it, sign it and return it to us.
      </Text>
      <Text>
        Questions? Call {PROVIDER.shortName} at {formatPhone(PROVIDER.phones.billing)}.
      </Text>
      <Text>
        Sent by {p.sentBy}, {PROVIDER.name}
      </Text>
    </EmailLayout>
  ),
  attachments: async (p) => {
    const agreement = agreementOf(p.order);
    return [
      { filename: agreement.fileName, content: await renderAgreementPdf(agreement), contentType: 'application/pdf' },
    ];
  },
};
