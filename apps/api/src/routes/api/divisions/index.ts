import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@kc/domain/ids';
import { CONTACT_RIGHT } from '@kc/domain/policies';
import { DivisionCreateSchema, DivisionUpdateSchema, EntitySchema } from '@kc/domain/hierarchy';
import { getEntity } from '@kc/services/hierarchy/get-entity';
import { createEntity } from '@kc/services/hierarchy/create-entity';
import { updateEntity } from '@kc/services/hierarchy/update-entity';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';
import { errors, registerLevelRoutes, registerPrimaryContactRoute } from '../hierarchy/level-routes.ts';

const tags = ['divisions'];

const divisionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLevelRoutes(app, 'division');
  registerPrimaryContactRoute(app, 'division', EntitySchema);

  app.get(
    '/api/divisions/:id',
    {
      config: { scope: 'division' },
      schema: {
        tags,
        summary: 'A division with address and primary contact',
        params: IdParamsSchema,
        response: { 200: EntitySchema, ...errors },
      },
    },
    async (request) => getEntity(app.services, await scopeOf(request), 'division', request.params.id),
  );

  app.post(
    '/api/divisions',
    {
      config: { policy: 'createEntity' },
      schema: {
        tags,
        summary: 'Create a division under a corporation, or above an existing region (provider staff)',
        body: DivisionCreateSchema,
        response: { 201: EntitySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createEntity(app.services, await callerOf(request), {
          level: 'division',
          body: request.body,
        }),
      ),
  );

  app.put(
    '/api/divisions/:id',
    {
      config: { permission: CONTACT_RIGHT.division, scope: 'division' },
      schema: {
        tags,
        summary: 'Edit a division (version-checked)',
        params: IdParamsSchema,
        body: DivisionUpdateSchema,
        response: { 200: EntitySchema, ...errors },
      },
    },
    async (request) => updateEntity(app.services, await callerOf(request), 'division', request.params.id, request.body),
  );
};

export default divisionRoutes;
