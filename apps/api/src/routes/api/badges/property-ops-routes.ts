import { z } from 'zod';
import { IdParamsSchema, PropertyParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  ActivitiesUpdateSchema,
  ActivitySchema,
  ExceptionAlertsSchema,
  VendorCreateSchema,
  VendorListQuerySchema,
  VendorSchema,
  VendorUpdateSchema,
  WorkOrderCreateSchema,
  WorkOrderSchema,
  WorkOrderUpdateSchema,
} from '@kc/domain/property-ops';
import { createVendor, listVendors, updateVendor } from '@kc/services/property-ops/vendors';
import { createWorkOrder, getWorkOrder, listWorkOrders, updateWorkOrder } from '@kc/services/property-ops/work-orders';
import { listActivities, updateActivities } from '@kc/services/property-ops/activities';
import { listExceptionAlerts } from '@kc/services/property-ops/exception-alerts';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const withConflict = { ...errors, 409: ErrorBodySchema };
const scope = 'property' as const;

/** A property's vendors, work orders, activity names and exception alerts. */
const propertyOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/properties/:propertyId/vendors',
    {
      config: { permission: 'Vendor_READ', scope },
      schema: {
        tags: ['vendors'],
        summary: "The property's vendors (inactive ones with includeInactive=true)",
        params: PropertyParamsSchema,
        querystring: VendorListQuerySchema,
        response: { 200: z.array(VendorSchema), ...errors },
      },
    },
    async (request) =>
      listVendors(app.services, await scopeOf(request), request.params.propertyId, request.query.includeInactive),
  );

  app.post(
    '/api/properties/:propertyId/vendors',
    {
      config: { permission: 'Vendor_UPDATE', scope },
      schema: {
        tags: ['vendors'],
        summary: 'Add a vendor',
        params: PropertyParamsSchema,
        body: VendorCreateSchema,
        response: { 201: VendorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createVendor(app.services, await callerOf(request), request.params.propertyId, request.body)),
  );

  app.put(
    '/api/vendors/:id',
    {
      config: { permission: 'Vendor_UPDATE', scope },
      schema: {
        tags: ['vendors'],
        summary: 'Edit or deactivate a vendor (version-checked)',
        params: IdParamsSchema,
        body: VendorUpdateSchema,
        response: { 200: VendorSchema, ...withConflict },
      },
    },
    async (request) => updateVendor(app.services, await callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/properties/:propertyId/work-orders',
    {
      config: { permission: 'WorkOrder_UPDATE', scope },
      schema: {
        tags: ['work-orders'],
        summary: "The property's work orders, newest first",
        params: PropertyParamsSchema,
        response: { 200: z.array(WorkOrderSchema), ...errors },
      },
    },
    async (request) => listWorkOrders(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.post(
    '/api/properties/:propertyId/work-orders',
    {
      config: { permission: 'WorkOrder_UPDATE', scope },
      schema: {
        tags: ['work-orders'],
        summary: 'Add a work order',
        params: PropertyParamsSchema,
        body: WorkOrderCreateSchema,
        response: { 201: WorkOrderSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createWorkOrder(app.services, await callerOf(request), request.params.propertyId, request.body)),
  );

  app.get(
    '/api/work-orders/:id',
    {
      config: { permission: 'WorkOrder_UPDATE', scope },
      schema: {
        tags: ['work-orders'],
        summary: 'One work order',
        params: IdParamsSchema,
        response: { 200: WorkOrderSchema, ...errors },
      },
    },
    async (request) => getWorkOrder(app.services, await scopeOf(request), request.params.id),
  );

  app.put(
    '/api/work-orders/:id',
    {
      config: { permission: 'WorkOrder_UPDATE', scope },
      schema: {
        tags: ['work-orders'],
        summary: 'Edit a work order (version-checked)',
        params: IdParamsSchema,
        body: WorkOrderUpdateSchema,
        response: { 200: WorkOrderSchema, ...withConflict },
      },
    },
    async (request) => updateWorkOrder(app.services, await callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/properties/:propertyId/activities',
    {
      config: { permission: 'Activity_READ', scope },
      schema: {
        tags: ['activities'],
        summary: 'Activity codes 1–20 and their names at the property (99 is always blank)',
        params: PropertyParamsSchema,
        response: { 200: z.array(ActivitySchema), ...errors },
      },
    },
    async (request) => listActivities(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.put(
    '/api/properties/:propertyId/activities',
    {
      config: { permission: 'Activity_UPDATE', scope },
      schema: {
        tags: ['activities'],
        summary: 'Rename activities',
        params: PropertyParamsSchema,
        body: ActivitiesUpdateSchema,
        response: { 200: z.array(ActivitySchema), ...errors },
      },
    },
    async (request) => updateActivities(app.services, await callerOf(request), request.params.propertyId, request.body),
  );

  app.get(
    '/api/properties/:propertyId/exception-alerts',
    {
      config: { permission: 'ExceptionAlerts_ALL', scope },
      schema: {
        tags: ['exceptions'],
        summary: 'KEY_OUT, BADGE_UNUSED and LAST_COMM alerts of the property at its effective exception settings',
        params: PropertyParamsSchema,
        response: { 200: ExceptionAlertsSchema, ...errors },
      },
    },
    async (request) => listExceptionAlerts(app.services, await scopeOf(request), request.params.propertyId),
  );
};

export default propertyOpsRoutes;
