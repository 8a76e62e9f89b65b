import { z } from 'zod';
import { DatalogParamsSchema, PropertyParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  AndroidIdSchema,
  CredentialParamsSchema,
  DatalogLookupSchema,
  DeviceCredentialSchema,
  IssueCredentialBodySchema,
  IssuedCredentialSchema,
  ProvisioningSchema,
} from '@kc/domain/devices';
import { issueDeviceCredential, listDeviceCredentials, revokeDeviceCredential } from '@kc/services/devices/credentials';
import { datalogByAndroidId } from '@kc/services/devices/device-info';
import { propertyProvisioning } from '@kc/services/devices/provisioning';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';

const tags = ['devices'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
/** Provider staff who set up cabinets (decision 0016). */
export const manage = {
  policy: 'internalRole',
  permission: ['Scanning_UI', 'SystemInfo_UPDATE'],
  scope: 'property',
} as const;

/** Provider staff register a datalog's Android id, issue and revoke its device credentials, and look datalogs up. */
const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/devices/datalogs/:datalogId/credentials',
    {
      config: manage,
      schema: {
        tags,
        summary: "Register the datalog's Android id and issue a device credential (the token is shown once)",
        params: DatalogParamsSchema,
        body: IssueCredentialBodySchema,
        response: { 201: IssuedCredentialSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await issueDeviceCredential(
            app.services,
            await callerOf(request),
            request.params.datalogId,
            request.body.androidId,
          ),
        ),
  );

  app.get(
    '/api/devices/datalogs/:datalogId/credentials',
    {
      config: manage,
      schema: {
        tags,
        summary: "The datalog's device credentials (never their tokens)",
        params: DatalogParamsSchema,
        response: { 200: z.array(DeviceCredentialSchema), ...errors },
      },
    },
    async (request) => listDeviceCredentials(app.services, await scopeOf(request), request.params.datalogId),
  );

  app.delete(
    '/api/devices/datalogs/:datalogId/credentials/:credentialId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Revoke a device credential at once',
        params: CredentialParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeDeviceCredential(
        app.services,
        await callerOf(request),
        request.params.datalogId,
        request.params.credentialId,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/devices/by-android-id/:androidId',
    {
      config: {
        policy: 'internalRole',
        permission: ['Scanning_UI', 'SystemInfo_READ', 'SystemInfo_UPDATE'],
        scope: 'property',
      },
      schema: {
        tags,
        summary: 'The datalog registered with an Android id',
        params: z.object({ androidId: AndroidIdSchema }),
        response: { 200: DatalogLookupSchema, ...errors },
      },
    },
    async (request) => datalogByAndroidId(app.services, await scopeOf(request), request.params.androidId),
  );

  app.get(
    '/api/devices/properties/:propertyId/provisioning',
    {
      config: manage,
      schema: {
        tags,
        summary: "What the property's cabinets must hold: key tags by hook and unit, active badges, keys out now",
        params: PropertyParamsSchema,
        response: { 200: ProvisioningSchema, ...errors },
      },
    },
    async (request) => propertyProvisioning(app.services, await scopeOf(request), request.params.propertyId),
  );
};

export default credentialRoutes;
