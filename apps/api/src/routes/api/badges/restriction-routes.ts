import { z } from 'zod';
import { IdParamsSchema, PropertyParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  RestrictionChoicesSchema,
  RestrictionCreateSchema,
  RestrictionSchema,
  RestrictionUpdateSchema,
} from '@kc/domain/badges';
import {
  createRestriction,
  deleteRestriction,
  listRestrictions,
  restrictionChoices,
  updateRestriction,
} from '@kc/services/badges/restrictions';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';

const tags = ['badges'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const permission = 'BadgeRestriction_UPDATE' as const;

/** Badge restrictions: which badges may not take which units' keys (spec 001 §5: at least one of each). */
const restrictionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/properties/:propertyId/badge-restrictions',
    {
      config: { permission, scope: 'property' },
      schema: {
        tags,
        summary: "The property's badge restrictions",
        params: PropertyParamsSchema,
        response: { 200: z.array(RestrictionSchema), ...errors },
      },
    },
    async (request) => listRestrictions(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.get(
    '/api/properties/:propertyId/badge-restrictions/choices',
    {
      config: { permission, scope: 'property' },
      schema: {
        tags,
        summary: 'Active badges and units a restriction can name',
        params: PropertyParamsSchema,
        response: { 200: RestrictionChoicesSchema, ...errors },
      },
    },
    async (request) => restrictionChoices(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.post(
    '/api/properties/:propertyId/badge-restrictions',
    {
      config: { permission, scope: 'property' },
      schema: {
        tags,
        summary: 'Add a restriction',
        params: PropertyParamsSchema,
        body: RestrictionCreateSchema,
        response: { 201: RestrictionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRestriction(app.services, await callerOf(request), request.params.propertyId, request.body)),
  );

  app.put(
    '/api/badge-restrictions/:id',
    {
      config: { permission, scope: 'property' },
      schema: {
        tags,
        summary: 'Edit a restriction (version-checked)',
        params: IdParamsSchema,
        body: RestrictionUpdateSchema,
        response: { 200: RestrictionSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => updateRestriction(app.services, await callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/badge-restrictions/:id',
    {
      config: { permission, scope: 'property' },
      schema: { tags, summary: 'Remove a restriction', params: IdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteRestriction(app.services, await callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default restrictionRoutes;
