import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PropertyParamsSchema } from '@kc/domain/ids';
import { ErrorBodySchema } from '@kc/domain/errors';
import type { PermissionKey } from '@kc/domain/permissions';
import {
  ACCOUNTING_RIGHT,
  CUSTOMER_NUMBER_RIGHT,
  DECISION_RIGHT,
  DELETE_RIGHT,
  EDIT_RIGHT,
  PRODUCTION_RIGHT,
} from '@kc/domain/purchase-orders/status';
// Who works with the order lists: sales (landing page), accounting, production (decision 0054).
import { LIST_RIGHTS } from '@kc/domain/purchase-orders/rights';
import {
  AccountingStatusSchema,
  ActionCompletedSchema,
  AdvanceStatusSchema,
  CustomerNumberSchema,
  FileCreatedSchema,
  PoParamsSchema,
  PurchaseOrderCreateSchema,
  PurchaseOrderUpdateSchema,
  SetDisabledSchema,
} from '@kc/domain/purchase-orders/schemas';
import {
  PurchaseOrderLookupsSchema,
  PurchaseOrderSchema,
  StatusInformationSchema,
} from '@kc/domain/purchase-orders/views';
import {
  ProductionQueueQuerySchema,
  ProductionQueueRowSchema,
  PurchaseOrderPageSchema,
  PurchaseOrderSearchSchema,
} from '@kc/domain/purchase-orders/search';
import { createPurchaseOrder } from '@kc/services/purchase-orders/create-purchase-order';
import { updatePurchaseOrder } from '@kc/services/purchase-orders/update-purchase-order';
import { getPurchaseOrder } from '@kc/services/purchase-orders/get-purchase-order';
import { searchPurchaseOrders } from '@kc/services/purchase-orders/search-purchase-orders';
import { purchaseOrderLookups } from '@kc/services/purchase-orders/purchase-order-lookups';
import { approvePurchaseOrder } from '@kc/services/purchase-orders/approve-purchase-order';
import { setPurchaseOrderDisabled } from '@kc/services/purchase-orders/set-purchase-order-disabled';
import { getStatusInformation } from '@kc/services/purchase-orders/get-status-information';
import { advancePurchaseOrder } from '@kc/services/purchase-orders/advance-purchase-order';
import { markFileCreated } from '@kc/services/purchase-orders/mark-file-created';
import { recordActionCompleted } from '@kc/services/purchase-orders/record-action-completed';
import { assignCustomerNumber } from '@kc/services/purchase-orders/assign-customer-number';
import { markInvoiced } from '@kc/services/purchase-orders/set-accounting-status';
import { productionQueue } from '@kc/services/purchase-orders/production-queue';
import { exportProductionQueue } from '@kc/services/purchase-orders/export-production-queue';
import { ProductionQueueExportQuerySchema } from '@kc/domain/purchase-orders/production-queue';
import { callerOf } from '#api/plugins/app/auth.ts';
import { z } from 'zod';

const tags = ['purchase-orders'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const changes = { ...errors, 409: ErrorBodySchema };
const one = (permission: PermissionKey | PermissionKey[]) => ({ permission, scope: 'property' }) as const;
const BASE = '/api/purchase-orders';
const ORDER = `${BASE}/:poId`;

/** Purchase orders (spec 000 §7.4, spec 001 §3-§5, §7, §9; decisions 0052-0054). */
const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.get(
    BASE,
    {
      config: { permission: [...LIST_RIGHTS] },
      schema: {
        tags,
        summary:
          'Search purchase orders (list and look-ups): orders with customer numbers first, then newest order date; 100 a page',
        querystring: PurchaseOrderSearchSchema,
        response: { 200: PurchaseOrderPageSchema, ...errors },
      },
    },
    async (r) => searchPurchaseOrders(s, await callerOf(r), r.query),
  );

  app.get(
    '/api/production-queue',
    {
      // Spec 001 §2: the dashboard links the production queue for every dashboard (provider) user.
      config: { policy: 'internalRole' },
      schema: {
        tags,
        summary: 'Production queue: every open order with the date of each milestone',
        querystring: ProductionQueueQuerySchema,
        response: { 200: z.array(ProductionQueueRowSchema), ...errors },
      },
    },
    async (r) => productionQueue(s, r.query),
  );

  app.get(
    '/api/production-queue/export',
    {
      config: { policy: 'internalRole', rateLimitClass: 'export' },
      schema: {
        tags,
        summary: "The production queue as an Excel file: the page's filters and sort, dates in the reader's time zone",
        querystring: ProductionQueueExportQuerySchema,
        response: { 200: z.any().describe('The .xlsx file'), ...errors },
      },
    },
    async (r, reply) => {
      const f = await exportProductionQueue(s, r.query);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${f.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(f.body);
    },
  );

  app.get(
    `${BASE}/lookups`,
    {
      config: { permission: [...LIST_RIGHTS] },
      schema: {
        tags,
        summary:
          'Statuses, types, system types, products and descriptions, found-us, billing methods and representatives',
        response: { 200: PurchaseOrderLookupsSchema, ...errors },
      },
    },
    async () => purchaseOrderLookups(s),
  );

  app.post(
    '/api/properties/:propertyId/purchase-orders',
    {
      config: one(EDIT_RIGHT),
      schema: {
        tags,
        summary: 'Write a purchase order for a property: a draft (draft: true) or submitted for approval',
        params: PropertyParamsSchema,
        body: PurchaseOrderCreateSchema,
        response: { 201: PurchaseOrderSchema, ...errors },
      },
    },
    async (r, reply) =>
      reply.status(201).send(await createPurchaseOrder(s, await callerOf(r), r.params.propertyId, r.body)),
  );

  app.get(
    ORDER,
    {
      config: one('PurchaseOrder_READ'),
      schema: {
        tags,
        summary: 'A full purchase order',
        params: PoParamsSchema,
        response: { 200: PurchaseOrderSchema, ...errors },
      },
    },
    async (r) => getPurchaseOrder(s, await callerOf(r), r.params.poId),
  );

  app.put(
    ORDER,
    {
      config: one([EDIT_RIGHT, DECISION_RIGHT]),
      schema: {
        tags,
        summary: 'Resume a draft, submit it (draft: false) or edit an order (version-checked)',
        params: PoParamsSchema,
        body: PurchaseOrderUpdateSchema,
        response: { 200: PurchaseOrderSchema, ...changes },
      },
    },
    async (r) => updatePurchaseOrder(s, await callerOf(r), r.params.poId, r.body),
  );

  app.get(
    `${ORDER}/status-information`,
    {
      config: one('PurchaseOrder_READ'),
      schema: {
        tags,
        summary: 'Status information: the current status, each milestone with its date, the history',
        params: PoParamsSchema,
        response: { 200: StatusInformationSchema, ...errors },
      },
    },
    async (r) => getStatusInformation(s, await callerOf(r), r.params.poId),
  );

  app.post(
    `${ORDER}/approve`,
    {
      config: one(DECISION_RIGHT),
      schema: {
        tags,
        summary: 'Approve an order below "manager approved" (409 when it already is)',
        params: PoParamsSchema,
        response: { 200: PurchaseOrderSchema, ...changes },
      },
    },
    async (r) => approvePurchaseOrder(s, await callerOf(r), r.params.poId),
  );

  app.put(
    `${ORDER}/disabled`,
    {
      config: one([DELETE_RIGHT, DECISION_RIGHT]),
      schema: {
        tags,
        summary: 'Delete (disabled: true) or undelete (false) an order, within the delete rule of its status',
        params: PoParamsSchema,
        body: SetDisabledSchema,
        response: { 200: PurchaseOrderSchema, ...changes },
      },
    },
    async (r) => setPurchaseOrderDisabled(s, await callerOf(r), r.params.poId, r.body.disabled),
  );

  app.post(
    `${ORDER}/status`,
    {
      config: one(PRODUCTION_RIGHT),
      schema: {
        tags,
        summary:
          'Production steps: sent for unit entry, units verified, shipped, installed (the status seen is checked: 409 when stale)',
        params: PoParamsSchema,
        body: AdvanceStatusSchema,
        response: { 200: PurchaseOrderSchema, ...changes },
      },
    },
    async (r) => advancePurchaseOrder(s, await callerOf(r), r.params.poId, r.body),
  );

  app.put(
    `${ORDER}/file-created`,
    {
      config: one(PRODUCTION_RIGHT),
      schema: {
        tags,
        summary: 'Record the file-create date (and, at "customer number assigned", move to "file created")',
        params: PoParamsSchema,
        body: FileCreatedSchema,
        response: { 200: PurchaseOrderSchema, ...changes },
      },
    },
    async (r) => markFileCreated(s, await callerOf(r), r.params.poId, r.body.fromStatusId),
  );

  app.put(
    `${ORDER}/action-completed`,
    {
      config: one(PRODUCTION_RIGHT),
      schema: {
        tags,
        summary: "Record the order's last completed action and its date",
        params: PoParamsSchema,
        body: ActionCompletedSchema,
        response: { 200: PurchaseOrderSchema, ...changes },
      },
    },
    async (r) => recordActionCompleted(s, await callerOf(r), r.params.poId, r.body.action),
  );

  app.put(
    `${ORDER}/customer-number`,
    {
      config: one(CUSTOMER_NUMBER_RIGHT),
      schema: {
        tags,
        summary: "Give the order's property its customer number (only when it has none); approved orders move on",
        params: PoParamsSchema,
        body: CustomerNumberSchema,
        response: { 200: PurchaseOrderSchema, ...changes },
      },
    },
    async (r) => assignCustomerNumber(s, await callerOf(r), r.params.poId, r.body.customerNumber),
  );

  app.put(
    `${ORDER}/accounting-status`,
    {
      config: one(ACCOUNTING_RIGHT),
      schema: {
        tags,
        summary: 'Mark an order Invoiced (accounting status 2) once its customer number is assigned',
        params: PoParamsSchema,
        body: AccountingStatusSchema,
        response: { 200: PurchaseOrderSchema, ...changes },
      },
    },
    async (r) => markInvoiced(s, await callerOf(r), r.params.poId),
  );
};

export default purchaseOrderRoutes;
