import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, PropertyParamsSchema } from '@kc/domain/ids';
import { ErrorBodySchema } from '@kc/domain/errors';
import { LEVEL_PLURAL } from '@kc/domain/hierarchy';
import { OverviewQuerySchema, PropertyOverviewSchema, ROLLUP_LEVELS, RollupOverviewSchema } from '@kc/domain/overview';
import { getPropertyOverview } from '@kc/services/overview/get-property-overview';
import { getRollupOverview } from '@kc/services/overview/get-rollup-overview';
import { MyOverviewQuerySchema, MyOverviewSchema } from '@kc/domain/my-overview';
import { getMyOverview } from '@kc/services/overview/get-my-overview';
import { callerOf, requirePrincipal, scopeOf } from '#api/plugins/app/auth.ts';
import { fastSerializerCompiler } from '#api/plugins/app/fast-serializer.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['overview'];

/** The customer overview (decision 0033): one call per view, a property's briefing or a level's roll-up. */
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/overview',
    {
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        summary:
          "Where a customer login lands: its header selector's list, the chosen property or level (the remembered one " +
          'while still reachable, else the first) and its overview, in one answer (empty for provider staff)',
        querystring: MyOverviewQuerySchema,
        response: { 200: MyOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const { principal } = requirePrincipal(request);
      const caller = await callerOf(request);
      const login = {
        role: principal.roleId,
        commercialLevel: principal.commercialLevel,
        corporationId: principal.corporationId,
      };
      return getMyOverview(app.services, login, caller.scope, caller.rights, request.query);
    },
  );

  app.get(
    '/api/properties/:propertyId/overview',
    {
      config: { scope: 'property' },
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        summary: "A property's morning briefing: keys out, alerts, exceptions by group, pulls per day, latest rows",
        params: PropertyParamsSchema,
        querystring: OverviewQuerySchema,
        response: { 200: PropertyOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return getPropertyOverview(
        app.services,
        caller.scope,
        caller.rights,
        request.params.propertyId,
        request.query.tz,
      );
    },
  );

  for (const level of ROLLUP_LEVELS) {
    app.get(
      `/api/${LEVEL_PLURAL[level]}/:id/overview`,
      {
        config: { scope: level },
        serializerCompiler: fastSerializerCompiler,
        schema: {
          tags,
          summary: `The overview figures of each property of a ${level} the caller reaches, with totals`,
          params: IdParamsSchema,
          querystring: OverviewQuerySchema,
          response: { 200: RollupOverviewSchema, ...errors },
        },
      },
      async (request) =>
        getRollupOverview(app.services, await scopeOf(request), level, request.params.id, request.query.tz),
    );
  }
};

export default overviewRoutes;
