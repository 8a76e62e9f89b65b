import { z } from 'zod';
import { IdParamsSchema, PropertyParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  BadgeCreateSchema,
  BadgeSchema,
  BadgeSearchHitSchema,
  BadgeSearchQuerySchema,
  BadgeUpdateSchema,
  ClearUnusedBadgesSchema,
  ClearUnusedResultSchema,
} from '@kc/domain/badges';
import { getBadge, listPropertyBadges } from '@kc/services/badges/list-badges';
import { clearUnusedBadges, createBadge, setBadgeActive, updateBadge } from '@kc/services/badges/save-badge';
import { searchBadges } from '@kc/services/badges/search-badges';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';

const tags = ['badges'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const withConflict = { ...errors, 409: ErrorBodySchema };
const permission = 'Badge_UPDATE' as const;

/** Employee badges: lists, add, edit, deactivate/reactivate (never delete), clear unused, searches (decision 0018). */
const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const state of ['active', 'inactive'] as const) {
    app.get(
      `/api/properties/:propertyId/badges/${state}`,
      {
        config: { permission, scope: 'property' },
        schema: {
          tags,
          summary: `The property's ${state} badges`,
          params: PropertyParamsSchema,
          response: { 200: z.array(BadgeSchema), ...errors },
        },
      },
      async (request) =>
        listPropertyBadges(app.services, await scopeOf(request), request.params.propertyId, state === 'active'),
    );
  }

  app.post(
    '/api/properties/:propertyId/badges',
    {
      config: { permission, scope: 'property' },
      schema: {
        tags,
        summary: 'Add an employee badge',
        params: PropertyParamsSchema,
        body: BadgeCreateSchema,
        response: { 201: BadgeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createBadge(app.services, await callerOf(request), request.params.propertyId, request.body)),
  );

  app.post(
    '/api/properties/:propertyId/clear-unused-badge',
    {
      config: { permission, scope: 'property' },
      schema: {
        tags,
        summary: 'Deactivate the active badges not used in `days` days (default 30)',
        params: PropertyParamsSchema,
        body: ClearUnusedBadgesSchema,
        response: { 200: ClearUnusedResultSchema, ...errors },
      },
    },
    async (request) =>
      clearUnusedBadges(app.services, await callerOf(request), request.params.propertyId, request.body.days),
  );

  app.get(
    '/api/badges/:id',
    {
      config: { permission, scope: 'property' },
      schema: { tags, summary: 'One badge', params: IdParamsSchema, response: { 200: BadgeSchema, ...errors } },
    },
    async (request) => getBadge(app.services, await scopeOf(request), request.params.id),
  );

  app.put(
    '/api/badges/:id',
    {
      config: { permission, scope: 'property' },
      schema: {
        tags,
        summary: 'Edit a badge (version-checked)',
        params: IdParamsSchema,
        body: BadgeUpdateSchema,
        response: { 200: BadgeSchema, ...withConflict },
      },
    },
    async (request) => updateBadge(app.services, await callerOf(request), request.params.id, request.body),
  );

  for (const action of ['deactivate', 'reactivate'] as const) {
    app.post(
      `/api/badges/:id/${action}`,
      {
        config: { permission, scope: 'property' },
        schema: {
          tags,
          summary: action === 'deactivate' ? 'Deactivate a badge (badges are never deleted)' : 'Reactivate a badge',
          params: IdParamsSchema,
          response: { 200: BadgeSchema, ...withConflict },
        },
      },
      async (request) =>
        setBadgeActive(app.services, await callerOf(request), request.params.id, action === 'reactivate'),
    );
  }

  for (const level of ['corporation', 'division', 'region'] as const) {
    app.get(
      `/api/badge-search/${level}/:id`,
      {
        config: { permission, scope: level },
        schema: {
          tags,
          summary: `Badges of every property of a ${level}, by employee name or badge number`,
          params: IdParamsSchema,
          querystring: BadgeSearchQuerySchema,
          response: { 200: z.array(BadgeSearchHitSchema), ...errors },
        },
      },
      async (request) => searchBadges(app.services, await scopeOf(request), level, request.params.id, request.query.q),
    );
  }
};

export default badgeRoutes;
