import { z } from 'zod';
import { IdParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { EntityLevelSchema } from '@kc/domain/hierarchy';
import {
  NoteCreateSchema,
  NoteParamsSchema,
  NoteSchema,
  TopNoteCreateSchema,
  UnitHeaderSchema,
  UnitNoteCreateSchema,
  UnitParamsSchema,
} from '@kc/domain/notes';
import { listNotes } from '@kc/services/notes/notes';
import { addNote } from '@kc/services/notes/add-note';
import { deleteNote } from '@kc/services/notes/delete-note';
import { getUnitHeader } from '@kc/services/notes/unit-notes';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';

const tags = ['notes'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
/** Decision 0012: pinned notes are the provider's notices on a customer's pages. */

// The matrix exercises notes on properties; the same checks apply at every level.
const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notes/:level/:id',
    {
      config: { scope: 'property' },
      schema: {
        tags,
        summary: 'Notes of a corporation, division, region, property or unit (pinned first, then newest)',
        params: NoteParamsSchema,
        response: { 200: z.array(NoteSchema), ...errors },
      },
    },
    async (request) => listNotes(app.services, await scopeOf(request), request.params.level, request.params.id),
  );

  app.post(
    '/api/notes/top',
    {
      config: { policy: 'internalRole', scope: 'property' },
      schema: {
        tags,
        summary: 'Add a pinned ("top") note',
        body: TopNoteCreateSchema,
        response: { 201: NoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNote(app.services, await callerOf(request), { ...request.body, top: true })),
  );

  app.post(
    '/api/notes/:level',
    {
      config: { scope: 'property' },
      schema: {
        tags,
        summary: 'Add a note to an entity the caller reaches',
        params: z.object({ level: EntityLevelSchema }),
        body: NoteCreateSchema,
        response: { 201: NoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addNote(app.services, await callerOf(request), {
          ...request.body,
          level: request.params.level,
          top: false,
        }),
      ),
  );

  // Unit notes (/unit-notes/{unitId}): read like any note, written with "Modify Property Unit and Notes".
  app.get(
    '/api/units/:unitId',
    {
      config: { scope: 'property' },
      schema: {
        tags,
        summary: 'The unit a notes page is about, with its property',
        params: UnitParamsSchema,
        response: { 200: UnitHeaderSchema, ...errors },
      },
    },
    async (request) => getUnitHeader(app.services, await scopeOf(request), request.params.unitId),
  );

  app.post(
    '/api/units/:unitId/notes',
    {
      config: { permission: 'PropertyUnit_UPDATE', scope: 'property' },
      schema: {
        tags,
        summary: 'Add a note to a unit',
        params: UnitParamsSchema,
        body: UnitNoteCreateSchema,
        response: { 201: NoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addNote(app.services, await callerOf(request), {
          level: 'unit',
          entityId: request.params.unitId,
          text: request.body.text,
          top: false,
        }),
      ),
  );

  app.delete(
    '/api/notes/:id',
    {
      config: { scope: 'property' },
      schema: {
        tags,
        summary: 'Delete a note (its author or provider staff)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteNote(app.services, await callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default noteRoutes;
