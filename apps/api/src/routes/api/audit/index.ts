import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { RevisionPageSchema, RevisionQuerySchema } from '@kc/domain/audit';
import { listRevisions } from '@kc/services/audit/list-revisions';

/** Spec 000 §6: the audit log is for internal roles 102, 103, 105 and 106. */
export const AUDIT_ROLES = [102, 103, 105, 106] as const;

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit/entity/revisions',
    {
      config: { roles: AUDIT_ROLES },
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
