import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, PropertyParamsSchema } from '@kc/domain/ids';
import { ErrorBodySchema } from '@kc/domain/errors';
import { LEVEL_PLURAL } from '@kc/domain/hierarchy';
import { ROLLUP_LEVELS } from '@kc/domain/overview';
import { ALERT_RIGHTS, LevelSettingsSchema } from '@kc/domain/alerts';
import {
  BadgeAlertParamsSchema,
  ClearedBadgeSchema,
  ExceptionSettingsViewSchema,
  NotScannedListSchema,
  RollupAlertsSchema,
} from '@kc/domain/alerts-views';
import { getExceptionSettings } from '@kc/services/alerts/get-exception-settings';
import { updateExceptionSettings } from '@kc/services/alerts/update-exception-settings';
import { listRollupAlerts } from '@kc/services/alerts/list-rollup-alerts';
import { listKeysNotScanned } from '@kc/services/alerts/keys-not-scanned';
import { clearBadgeAlert } from '@kc/services/alerts/clear-badge-alert';
import { callerOf, scopeOf } from '#api/plugins/app/auth.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['exceptions'];

/**
 * Exception settings at every level, the roll-ups of active alerts, keys requested but not scanned and "Clear alert"
 * (decisions 0036, 0037). A property's routes name it `:propertyId` (checked with the identity, decision 0023).
 */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const levels = [
    { level: 'property', scope: 'property', path: '/api/properties/:propertyId', params: PropertyParamsSchema },
    ...ROLLUP_LEVELS.map((level) => ({
      level,
      scope: level,
      path: `/api/${LEVEL_PLURAL[level]}/:id`,
      params: IdParamsSchema,
    })),
  ] as const;
  const idOf = (p: { propertyId: number } | { id: number }) => ('propertyId' in p ? p.propertyId : p.id);

  for (const { level, scope, path, params } of levels) {
    app.get(
      `${path}/exception-settings`,
      {
        config: { permission: ALERT_RIGHTS.view, scope },
        schema: {
          tags,
          summary: `A ${level}'s exception settings: its own values, what it inherits and from where, what applies`,
          params,
          response: { 200: ExceptionSettingsViewSchema, ...errors },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        return getExceptionSettings(app.services, caller.scope, caller.rights, level, idOf(request.params));
      },
    );

    app.put(
      `${path}/exception-settings`,
      {
        config: { permission: ALERT_RIGHTS.modify, scope },
        schema: {
          tags,
          summary: `Set a ${level}'s own exception settings (null inherits from the level above)`,
          params,
          body: LevelSettingsSchema,
          response: { 200: ExceptionSettingsViewSchema, ...errors },
        },
      },
      async (request) =>
        updateExceptionSettings(app.services, await callerOf(request), level, idOf(request.params), request.body),
    );

    app.get(
      `${path}/keys-requested-but-not-scanned`,
      {
        config: { permission: ALERT_RIGHTS.notScanned, scope },
        schema: {
          tags,
          summary: `Keys requested but not scanned (exception Y) at a ${level} over the last 30 days, newest first`,
          params,
          response: { 200: NotScannedListSchema, ...errors },
        },
      },
      async (request) => listKeysNotScanned(app.services, await scopeOf(request), level, idOf(request.params)),
    );
  }

  for (const level of ROLLUP_LEVELS) {
    app.get(
      `/api/${LEVEL_PLURAL[level]}/:id/exception-alerts`,
      {
        config: { permission: ALERT_RIGHTS.view, scope: level },
        schema: {
          tags,
          summary: `The active alerts of every property of a ${level} the caller reaches, each at its own settings`,
          params: IdParamsSchema,
          response: { 200: RollupAlertsSchema, ...errors },
        },
      },
      async (request) => listRollupAlerts(app.services, await scopeOf(request), level, request.params.id),
    );
  }

  app.post(
    '/api/properties/:propertyId/badges/:badgeId/clear-alert',
    {
      config: { permission: ALERT_RIGHTS.modify, scope: 'property' },
      schema: {
        tags,
        summary: 'Clear an unused-badge alert: the badge stays out of the alerts until it is used again',
        params: BadgeAlertParamsSchema,
        body: z.object({}).optional(),
        response: { 200: ClearedBadgeSchema, ...errors },
      },
    },
    async (request) =>
      clearBadgeAlert(app.services, await callerOf(request), request.params.propertyId, request.params.badgeId),
  );
};

export default alertRoutes;
