import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { RevisionPageSchema, RevisionQuerySchema } from '@kc/domain/audit';
import { listRevisions } from '@kc/services/audit/list-revisions';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit/entity/revisions',
    {
      config: { policy: 'readAuditLog' },
      schema: {
        tags: ['audit'],
        summary: 'Audit trail of one entity: time, author (and impersonator), type, path, old and new value',
        querystring: RevisionQuerySchema,
        response: { 200: RevisionPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => listRevisions(app.services, request.query),
  );
};

export default auditRoutes;
