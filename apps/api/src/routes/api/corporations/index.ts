import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@kc/domain/ids';
import { CONTACT_RIGHT } from '@kc/domain/policies';
import { CorporationCreateSchema, CorporationUpdateSchema, EntitySchema } from '@kc/domain/hierarchy';
import { getEntity } from '@kc/services/hierarchy/get-entity';
import { createEntity } from '@kc/services/hierarchy/create-entity';
import { updateEntity } from '@kc/services/hierarchy/update-entity';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';
import { errors, registerLevelRoutes, registerPrimaryContactRoute } from '../hierarchy/level-routes.ts';

const tags = ['corporations'];

const corporationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLevelRoutes(app, 'corporation');
  registerPrimaryContactRoute(app, 'corporation', EntitySchema);

  app.get(
    '/api/corporations/:id',
    {
      config: { scope: 'corporation' },
      schema: {
        tags,
        summary: 'A corporation with address, primary contact and e-mail domains',
        params: IdParamsSchema,
        response: { 200: EntitySchema, ...errors },
      },
    },
    async (request) => getEntity(app.services, await scopeOf(request), 'corporation', request.params.id),
  );

  app.post(
    '/api/corporations',
    {
      config: { policy: 'createEntity' },
      schema: {
        tags,
        summary: 'Create a corporation (provider staff)',
        body: CorporationCreateSchema,
        response: { 201: EntitySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createEntity(app.services, await callerOf(request), {
          level: 'corporation',
          body: request.body,
        }),
      ),
  );

  app.put(
    '/api/corporations/:id',
    {
      config: { permission: CONTACT_RIGHT.corporation, scope: 'corporation' },
      schema: {
        tags,
        summary: 'Edit a corporation (version-checked)',
        params: IdParamsSchema,
        body: CorporationUpdateSchema,
        response: { 200: EntitySchema, ...errors },
      },
    },
    async (request) =>
      updateEntity(app.services, await callerOf(request), 'corporation', request.params.id, request.body),
  );
};

export default corporationRoutes;
