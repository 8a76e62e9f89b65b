import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ErrorBodySchema } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { can, type PermissionKey } from '@kc/domain/permissions';
import {
  ContactsSchema,
  EntityPageSchema,
  IdParamsSchema,
  ListQuerySchema,
  PrimaryContactUpdateSchema,
  SimilarNameQuerySchema,
  SimilarNameSchema,
  StaffListItemSchema,
  StaffListQuerySchema,
  type EntityLevel,
} from '@kc/domain/hierarchy';
import { loadAccessRights } from '@kc/services/auth/get-me';
import { listEntities } from '@kc/services/hierarchy/list-entities';
import { deleteEntity } from '@kc/services/hierarchy/delete-entity';
import { similarNames } from '@kc/services/hierarchy/similar-names';
import { getContacts, listEntityStaff } from '@kc/services/hierarchy/entity-staff';
import { setPrimaryContact } from '@kc/services/hierarchy/set-primary-contact';
import { actorOf, requirePrincipal, scopeOf } from '#api/plugins/app/auth.ts';

export const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Decision 0012: only the provider creates customers' entities; deleting one is for management and administrators. */
export const HIERARCHY_CREATE_ROLES = [100, 101, 105, 106] as const;
export const HIERARCHY_DELETE_ROLES = [100, 105, 106] as const;

export const PLURAL: Record<EntityLevel, string> = {
  corporation: 'corporations',
  division: 'divisions',
  region: 'regions',
  property: 'properties',
};
export const CONTACT_RIGHT: Record<EntityLevel, PermissionKey> = {
  corporation: 'Corporation-ContactInfo_UPDATE',
  division: 'Division-ContactInfo_UPDATE',
  region: 'Region-ContactInfo_UPDATE',
  property: 'Property-ContactInfo_UPDATE',
};

/** Provider staff list every customer only with AllEntities_READ; customers always see just their scope. */
async function assertMayList(request: FastifyRequest) {
  const { principal } = requirePrincipal(request);
  if (
    principal.pool === 'internal' &&
    !can(await loadAccessRights(request.server.services, principal), 'AllEntities_READ')
  ) {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
}

/** The routes every level shares: list, similar names, delete, staff, contacts and primary contact. */
export function registerLevelRoutes(app: FastifyInstance, level: EntityLevel) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${PLURAL[level]}`;
  const tags = [PLURAL[level]];

  r.get(
    base,
    {
      schema: {
        tags,
        summary: `A page of ${PLURAL[level]} the caller reaches (name filter, parent, disabled)`,
        querystring: ListQuerySchema,
        response: { 200: EntityPageSchema, ...errors },
      },
    },
    async (request) => {
      await assertMayList(request);
      return listEntities(app.services, await scopeOf(request), level, request.query);
    },
  );

  r.get(
    `${base}/similar-name`,
    {
      config: { permission: 'AllEntities_READ' },
      schema: {
        tags,
        summary: `Existing ${PLURAL[level]} with a name close to the given one (warning before adding)`,
        querystring: SimilarNameQuerySchema,
        response: { 200: z.array(SimilarNameSchema), ...errors },
      },
    },
    async (request) => similarNames(app.services, level, request.query.name, request.query.parentId),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { roles: HIERARCHY_DELETE_ROLES, scope: level },
      schema: {
        tags,
        summary: `Soft-delete a ${level} without live children (audited)`,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEntity(app.services, actorOf(request), await scopeOf(request), level, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${base}/:id/staff`,
    {
      config: { permission: 'SiteLogin_READ', scope: level },
      schema: {
        tags,
        summary: `Site logins of a ${level}; isDisabled=true|false filters`,
        params: IdParamsSchema,
        querystring: StaffListQuerySchema,
        response: { 200: z.array(StaffListItemSchema), ...errors },
      },
    },
    async (request) =>
      listEntityStaff(app.services, await scopeOf(request), level, request.params.id, request.query.isDisabled),
  );

  r.get(
    `${base}/:id/contacts`,
    {
      config: { scope: level },
      schema: {
        tags,
        summary: `Primary contact of a ${level} and the logins that may be chosen`,
        params: IdParamsSchema,
        response: { 200: ContactsSchema, ...errors },
      },
    },
    async (request) => getContacts(app.services, await scopeOf(request), level, request.params.id),
  );
}

/** PUT .../primary-contact; answers with the entity schema of the level. */
export function registerPrimaryContactRoute(app: FastifyInstance, level: EntityLevel, response: z.ZodType) {
  app.withTypeProvider<ZodTypeProvider>().put(
    `/api/${PLURAL[level]}/:id/primary-contact`,
    {
      config: { permission: CONTACT_RIGHT[level], scope: level },
      schema: {
        tags: [PLURAL[level]],
        summary: `Set or clear the primary contact of a ${level}`,
        params: IdParamsSchema,
        body: PrimaryContactUpdateSchema,
        response: { 200: response, ...errors },
      },
    },
    async (request) =>
      setPrimaryContact(app.services, actorOf(request), await scopeOf(request), level, request.params.id, request.body),
  );
}
