import { CONTACT_RIGHT } from '@kc/domain/policies';
import { PropertyParamsSchema } from '@kc/domain/ids';
import { type z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountingUpdateSchema,
  CustomerNumberUpdateSchema,
  HtInfoUpdateSchema,
  PropertyCreateSchema,
  PropertySchema,
  PropertyUpdateSchema,
} from '@kc/domain/hierarchy';
import { getProperty } from '@kc/services/hierarchy/get-entity';
import { createEntity } from '@kc/services/hierarchy/create-entity';
import { updateEntity } from '@kc/services/hierarchy/update-entity';
import { removeTemporaryAccessDate, updateAccountingInfo, updateHtInfo } from '@kc/services/hierarchy/property-account';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';
import { errors, registerLevelRoutes, registerPrimaryContactRoute } from '../hierarchy/level-routes.ts';

const tags = ['properties'];

/** Property get, create, edit, account flags and accounting info (the summary routes live in index.ts). */
const propertyHierarchyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLevelRoutes(app, 'property');
  registerPrimaryContactRoute(app, 'property', PropertySchema);

  app.get(
    '/api/properties/:propertyId',
    {
      config: { scope: 'property' },
      schema: {
        tags,
        summary: 'A property with contact information, htInfo and accounting info',
        params: PropertyParamsSchema,
        response: { 200: PropertySchema, ...errors },
      },
    },
    async (request) => getProperty(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.post(
    '/api/properties',
    {
      config: { policy: 'createEntity' },
      schema: {
        tags,
        summary: 'Create a property under a region (provider staff)',
        body: PropertyCreateSchema,
        response: { 201: PropertySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        (await createEntity(app.services, await callerOf(request), {
          level: 'property',
          body: request.body,
        })) as z.infer<typeof PropertySchema>,
      ),
  );

  app.put(
    '/api/properties/:propertyId',
    {
      config: { permission: CONTACT_RIGHT.property, scope: 'property' },
      schema: {
        tags,
        summary: 'Edit a property (version-checked)',
        params: PropertyParamsSchema,
        body: PropertyUpdateSchema,
        response: { 200: PropertySchema, ...errors },
      },
    },
    async (request) =>
      updateEntity(
        app.services,
        await callerOf(request),
        'property',
        request.params.propertyId,
        request.body,
      ) as Promise<z.infer<typeof PropertySchema>>,
  );

  app.put(
    '/api/properties/:propertyId/ht-info',
    {
      config: { permission: 'Property_UPDATE', scope: 'property' },
      schema: {
        tags,
        summary:
          'Account flags: canceled (with reason), payment delinquent, customer unit entry, temporary access date',
        params: PropertyParamsSchema,
        body: HtInfoUpdateSchema,
        response: { 200: PropertySchema, ...errors },
      },
    },
    async (request) => updateHtInfo(app.services, await callerOf(request), request.params.propertyId, request.body),
  );

  app.put(
    '/api/properties/:propertyId/ht-info/accounting',
    {
      config: { permission: 'Property_UPDATE', scope: 'property' },
      schema: {
        tags,
        summary: 'Accounting info: customer number, ERP id, billing, management system, server platform',
        params: PropertyParamsSchema,
        body: AccountingUpdateSchema,
        response: { 200: PropertySchema, ...errors },
      },
    },
    async (request) =>
      updateAccountingInfo(app.services, await callerOf(request), request.params.propertyId, request.body),
  );

  app.put(
    '/api/properties/:propertyId/customer-number',
    {
      config: { permission: 'Property_UPDATE', scope: 'property' },
      schema: {
        tags,
        summary: "Set a property's accounting customer number (unique)",
        params: PropertyParamsSchema,
        body: CustomerNumberUpdateSchema,
        response: { 200: PropertySchema, ...errors },
      },
    },
    async (request) =>
      updateAccountingInfo(app.services, await callerOf(request), request.params.propertyId, request.body),
  );

  app.delete(
    '/api/properties/:propertyId/temporary-access-date',
    {
      config: { permission: 'Property_UPDATE', scope: 'property' },
      schema: {
        tags,
        summary: "Remove a property's temporary access date",
        params: PropertyParamsSchema,
        response: { 200: PropertySchema, ...errors },
      },
    },
    async (request) => removeTemporaryAccessDate(app.services, await callerOf(request), request.params.propertyId),
  );
};

export default propertyHierarchyRoutes;
