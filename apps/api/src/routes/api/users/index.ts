import { z } from 'zod';
import { IdParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { UserCreateSchema, UserListQuerySchema, UserSchema, UserUpdateSchema } from '@kc/domain/users';
import { getUser, listUsers } from '@kc/services/users/users';
import { createUser, deleteUser, updateUser } from '@kc/services/users/save-user';
import { actorOf } from '#api/plugins/app/auth.ts';

const tags = ['users'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Provider staff (spec 000 §7.2 users): everyone internal reads the list; User_CREATE manages it. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      config: { policy: 'internalRole' },
      schema: {
        tags,
        summary: 'Provider users, optionally of one role (?userRoleId=)',
        querystring: UserListQuerySchema,
        response: { 200: z.array(UserSchema), ...errors },
      },
    },
    async (request) => listUsers(app.services, request.query.userRoleId),
  );

  app.get(
    '/api/users/:id',
    {
      config: { policy: 'internalRole' },
      schema: { tags, summary: 'One provider user', params: IdParamsSchema, response: { 200: UserSchema, ...errors } },
    },
    async (request) => getUser(app.services, request.params.id),
  );

  app.post(
    '/api/users',
    {
      config: { permission: 'User_CREATE' },
      schema: {
        tags,
        summary: 'Add a provider user; a temporary password is e-mailed',
        body: UserCreateSchema,
        response: { 201: UserSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(app.services, actorOf(request), request.body)),
  );

  app.put(
    '/api/users/:id',
    {
      config: { permission: 'User_CREATE' },
      schema: {
        tags,
        summary: 'Edit a provider user (version-checked)',
        params: IdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => updateUser(app.services, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { permission: 'User_CREATE' },
      schema: {
        tags,
        summary: 'Deactivate a provider user and end their sessions',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(app.services, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default userRoutes;
