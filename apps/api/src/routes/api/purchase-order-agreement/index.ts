import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { AGREEMENT_EMAIL_RIGHTS, AgreementEmailResultSchema } from '@kc/domain/purchase-orders/agreement';
import { PoParamsSchema } from '@kc/domain/purchase-orders/schemas';
import { emailAgreement } from '@kc/services/purchase-orders/email-agreement';
import { getAgreementPdf } from '@kc/services/purchase-orders/get-agreement-pdf';
import { callerOf } from '#api/plugins/app/auth.ts';

const tags = ['purchase-orders'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** The printable purchase-order agreement as a PDF and "e-mail purchase order" (spec 000 §7.4; decision 0060). */
const purchaseOrderAgreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.get(
    '/api/purchase-orders/:poId/agreement.pdf',
    {
      // Whoever may read the order (decision 0054): provider staff, and customers for their own submitted orders.
      config: { permission: 'PurchaseOrder_READ', scope: 'property', rateLimitClass: 'export' },
      schema: {
        tags,
        summary: 'The purchase-order agreement as a PDF (the full order, totals, terms and signature blocks)',
        params: PoParamsSchema,
        response: { 200: z.any().describe('The PDF file'), ...errors },
      },
    },
    async (r, reply) => {
      const { fileName, pdf } = await getAgreementPdf(s, await callerOf(r), r.params.poId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/purchase-orders/:poId/agreement-email',
    {
      config: { permission: [...AGREEMENT_EMAIL_RIGHTS], scope: 'property', rateLimitClass: 'export' },
      schema: {
        tags,
        summary:
          "E-mail the agreement PDF to the order's billing e-mail through the outbox (409 for a draft, a deleted order or no billing e-mail)",
        params: PoParamsSchema,
        response: { 202: AgreementEmailResultSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (r, reply) => reply.status(202).send(await emailAgreement(s, await callerOf(r), r.params.poId)),
  );
};

export default purchaseOrderAgreementRoutes;
