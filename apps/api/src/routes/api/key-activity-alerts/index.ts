import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PropertyParamsSchema } from '@kc/domain/ids';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  KeyActivityAlertCreateSchema,
  KeyActivityAlertParamsSchema,
  KeyActivityAlertSchema,
  KeyActivityAlertUpdateSchema,
  KeyActivityChoicesSchema,
} from '@kc/domain/key-activity-alerts/schemas';
import { listKeyActivityAlerts } from '@kc/services/key-activity-alerts/list-key-activity-alerts';
import { getKeyActivityAlert } from '@kc/services/key-activity-alerts/get-key-activity-alert';
import { keyActivityChoices } from '@kc/services/key-activity-alerts/key-activity-choices';
import { createKeyActivityAlert } from '@kc/services/key-activity-alerts/create-key-activity-alert';
import { updateKeyActivityAlert } from '@kc/services/key-activity-alerts/update-key-activity-alert';
import { deleteKeyActivityAlert } from '@kc/services/key-activity-alerts/delete-key-activity-alert';
import { callerOf, scopeOf } from '#api/plugins/app/auth.ts';

const tags = ['key-activity-alerts'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
/** Spec 000 §2.5/§6: the Alerts area needs ExceptionAlerts_ALL to read and Modify Alerts (Alerts_UPDATE) to change. */
const read = { permission: 'ExceptionAlerts_ALL', scope: 'property' } as const;
const write = { permission: 'Alerts_UPDATE', scope: 'property' } as const;
const BASE = '/api/properties/:propertyId/key-activity-alerts';

/** Key-activity e-mail rules of a property (spec 000 §7.3 key-activity-alerts, spec 001 §5). */
const keyActivityAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: read,
      schema: {
        tags,
        summary: "The property's key-activity e-mail rules",
        params: PropertyParamsSchema,
        response: { 200: z.array(KeyActivityAlertSchema), ...errors },
      },
    },
    async (request) => listKeyActivityAlerts(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.get(
    `${BASE}/choices`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Activities, units and active badges a rule can name',
        params: PropertyParamsSchema,
        response: { 200: KeyActivityChoicesSchema, ...errors },
      },
    },
    async (request) => keyActivityChoices(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.get(
    `${BASE}/:alertId`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One key-activity e-mail rule',
        params: KeyActivityAlertParamsSchema,
        response: { 200: KeyActivityAlertSchema, ...errors },
      },
    },
    async (request) =>
      getKeyActivityAlert(app.services, await scopeOf(request), request.params.propertyId, request.params.alertId),
  );

  app.post(
    BASE,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a key-activity e-mail rule',
        params: PropertyParamsSchema,
        body: KeyActivityAlertCreateSchema,
        response: { 201: KeyActivityAlertSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createKeyActivityAlert(app.services, await callerOf(request), request.params.propertyId, request.body),
        ),
  );

  app.put(
    `${BASE}/:alertId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit a key-activity e-mail rule (version-checked)',
        params: KeyActivityAlertParamsSchema,
        body: KeyActivityAlertUpdateSchema,
        response: { 200: KeyActivityAlertSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      updateKeyActivityAlert(
        app.services,
        await callerOf(request),
        request.params.propertyId,
        request.params.alertId,
        request.body,
      ),
  );

  app.delete(
    `${BASE}/:alertId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a key-activity e-mail rule',
        params: KeyActivityAlertParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteKeyActivityAlert(
        app.services,
        await callerOf(request),
        request.params.propertyId,
        request.params.alertId,
      );
      return reply.status(204).send(null);
    },
  );
};

export default keyActivityAlertRoutes;
