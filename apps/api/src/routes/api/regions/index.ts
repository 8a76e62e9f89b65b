import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@kc/domain/ids';
import { CONTACT_RIGHT } from '@kc/domain/policies';
import { RegionCreateSchema, RegionUpdateSchema, EntitySchema } from '@kc/domain/hierarchy';
import { getEntity } from '@kc/services/hierarchy/get-entity';
import { createEntity } from '@kc/services/hierarchy/create-entity';
import { updateEntity } from '@kc/services/hierarchy/update-entity';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';
import { errors, registerLevelRoutes, registerPrimaryContactRoute } from '../hierarchy/level-routes.ts';

const tags = ['regions'];

const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLevelRoutes(app, 'region');
  registerPrimaryContactRoute(app, 'region', EntitySchema);

  app.get(
    '/api/regions/:id',
    {
      config: { scope: 'region' },
      schema: {
        tags,
        summary: 'A region with address and primary contact',
        params: IdParamsSchema,
        response: { 200: EntitySchema, ...errors },
      },
    },
    async (request) => getEntity(app.services, await scopeOf(request), 'region', request.params.id),
  );

  app.post(
    '/api/regions',
    {
      config: { policy: 'createEntity' },
      schema: {
        tags,
        summary: 'Create a region under a division (provider staff)',
        body: RegionCreateSchema,
        response: { 201: EntitySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createEntity(app.services, await callerOf(request), {
          level: 'region',
          body: request.body,
        }),
      ),
  );

  app.put(
    '/api/regions/:id',
    {
      config: { permission: CONTACT_RIGHT.region, scope: 'region' },
      schema: {
        tags,
        summary: 'Edit a region (version-checked)',
        params: IdParamsSchema,
        body: RegionUpdateSchema,
        response: { 200: EntitySchema, ...errors },
      },
    },
    async (request) => updateEntity(app.services, await callerOf(request), 'region', request.params.id, request.body),
  );
};

export default regionRoutes;
