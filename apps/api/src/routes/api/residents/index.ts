import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { IdParamsSchema, PropertyParamsSchema } from '@kc/domain/ids';
import {
  ResidentCreateSchema,
  ResidentSchema,
  ResidentUnitSchema,
  ResidentUpdateSchema,
} from '@kc/domain/notifications/residents';
import { createResident, deleteResident, listResidents, updateResident } from '@kc/services/residents/residents';
import { listResidentUnits } from '@kc/services/residents/resident-units';
import { callerOf, scopeOf } from '#api/plugins/app/auth.ts';

const tags = ['resident-emails'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const scope = 'property' as const;

/** Residents per unit who get an e-mail when their unit's key is pulled (spec 000 §6 resident e-mail rights). */
const residentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/properties/:propertyId/residents',
    {
      config: { permission: 'ResidentEmail_READ', scope },
      schema: {
        tags,
        summary: "The property's residents, by unit",
        params: PropertyParamsSchema,
        response: { 200: z.array(ResidentSchema), ...errors },
      },
    },
    async (request) => listResidents(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.get(
    '/api/properties/:propertyId/residents/units',
    {
      config: { permission: 'ResidentEmail_UPDATE', scope },
      schema: {
        tags,
        summary: 'The units a resident may be registered on (for the form; no unit-list right needed)',
        params: PropertyParamsSchema,
        response: { 200: z.array(ResidentUnitSchema), ...errors },
      },
    },
    async (request) => listResidentUnits(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.post(
    '/api/properties/:propertyId/residents',
    {
      config: { permission: 'ResidentEmail_UPDATE', scope },
      schema: {
        tags,
        summary: 'Register a resident on a unit',
        params: PropertyParamsSchema,
        body: ResidentCreateSchema,
        response: { 201: ResidentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createResident(app.services, await callerOf(request), request.params.propertyId, request.body)),
  );

  app.put(
    '/api/residents/:id',
    {
      config: { permission: 'ResidentEmail_UPDATE', scope },
      schema: {
        tags,
        summary: 'Edit a resident (version-checked)',
        params: IdParamsSchema,
        body: ResidentUpdateSchema,
        response: { 200: ResidentSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => updateResident(app.services, await callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/residents/:id',
    {
      config: { permission: 'ResidentEmail_UPDATE', scope },
      schema: {
        tags,
        summary: 'Remove a resident',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteResident(app.services, await callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default residentRoutes;
