import { z } from 'zod';
import { IdParamsSchema, PropertyParamsSchema } from '@kc/domain/ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { CONTACT_RIGHT } from '@kc/domain/policies';
import {
  ContactsSchema,
  EntityPageSchema,
  LEVEL_PLURAL,
  ListQuerySchema,
  PrimaryContactUpdateSchema,
  SimilarNameQuerySchema,
  SimilarNameSchema,
  StaffListItemSchema,
  StaffListQuerySchema,
  type EntityLevel,
} from '@kc/domain/hierarchy';
import { listEntities } from '@kc/services/hierarchy/list-entities';
import { deleteEntity } from '@kc/services/hierarchy/delete-entity';
import { similarNames } from '@kc/services/hierarchy/similar-names';
import { getContacts, listEntityStaff } from '@kc/services/hierarchy/entity-staff';
import { setPrimaryContact } from '@kc/services/hierarchy/set-primary-contact';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';

export const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** The parameter naming the record: a property is `:propertyId` across the whole API, the other levels use `:id`. */
const idParam = (level: EntityLevel) => (level === 'property' ? 'propertyId' : 'id');
const paramsOf = (level: EntityLevel) => (level === 'property' ? PropertyParamsSchema : IdParamsSchema);
const idOf = (params: { id: number } | { propertyId: number }) =>
  'propertyId' in params ? params.propertyId : params.id;

/** The routes every level shares: list, similar names, delete, staff, contacts and primary contact. */
export function registerLevelRoutes(app: FastifyInstance, level: EntityLevel) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${LEVEL_PLURAL[level]}`;
  const tags = [LEVEL_PLURAL[level]];

  r.get(
    base,
    {
      config: { policy: 'listEntities' },
      schema: {
        tags,
        summary: `A page of ${LEVEL_PLURAL[level]} the caller reaches (name filter, parent, disabled)`,
        querystring: ListQuerySchema,
        response: { 200: EntityPageSchema, ...errors },
      },
    },
    async (request) => listEntities(app.services, await scopeOf(request), level, request.query),
  );

  r.get(
    `${base}/similar-name`,
    {
      config: { permission: 'AllEntities_READ' },
      schema: {
        tags,
        summary: `Existing ${LEVEL_PLURAL[level]} with a name close to the given one (warning before adding)`,
        querystring: SimilarNameQuerySchema,
        response: { 200: z.array(SimilarNameSchema), ...errors },
      },
    },
    async (request) => similarNames(app.services, level, request.query.name, request.query.parentId),
  );

  r.delete(
    `${base}/:${idParam(level)}`,
    {
      config: { policy: 'deleteEntity', scope: level },
      schema: {
        tags,
        summary: `Soft-delete a ${level} without live children (audited)`,
        params: paramsOf(level),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEntity(app.services, await callerOf(request), level, idOf(request.params));
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${base}/:${idParam(level)}/staff`,
    {
      config: { permission: 'SiteLogin_READ', scope: level },
      schema: {
        tags,
        summary: `Site logins of a ${level}; isDisabled=true|false filters`,
        params: paramsOf(level),
        querystring: StaffListQuerySchema,
        response: { 200: z.array(StaffListItemSchema), ...errors },
      },
    },
    async (request) =>
      listEntityStaff(app.services, await scopeOf(request), level, idOf(request.params), request.query.isDisabled),
  );

  r.get(
    `${base}/:${idParam(level)}/contacts`,
    {
      config: { scope: level },
      schema: {
        tags,
        summary: `Primary contact of a ${level} and the logins that may be chosen`,
        params: paramsOf(level),
        response: { 200: ContactsSchema, ...errors },
      },
    },
    async (request) => getContacts(app.services, await scopeOf(request), level, idOf(request.params)),
  );
}

/** PUT .../primary-contact; answers with the entity schema of the level. */
export function registerPrimaryContactRoute(app: FastifyInstance, level: EntityLevel, response: z.core.$ZodType) {
  app.withTypeProvider<ZodTypeProvider>().put(
    `/api/${LEVEL_PLURAL[level]}/:${idParam(level)}/primary-contact`,
    {
      config: { permission: CONTACT_RIGHT[level], scope: level },
      schema: {
        tags: [LEVEL_PLURAL[level]],
        summary: `Set or clear the primary contact of a ${level}`,
        params: paramsOf(level),
        body: PrimaryContactUpdateSchema,
        response: { 200: response, ...errors },
      },
    },
    async (request) =>
      setPrimaryContact(app.services, await callerOf(request), level, idOf(request.params), request.body),
  );
}
