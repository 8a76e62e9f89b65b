import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { PropertyParamsSchema } from '@kc/domain/ids';
import { SR_READ_RIGHTS, SR_STAFF_RIGHT } from '@kc/domain/service-requests/rights';
import {
  ServiceRequestSchema,
  SrCloseSchema,
  SrCreatedSchema,
  SrCreateSchema,
  SrNoteCreateSchema,
  SrNoteSchema,
  SrPagedQuerySchema,
  SrPageSchema,
  SrParamsSchema,
  SrPinnedSchema,
  SrRecentSchema,
  SrReopenSchema,
  SrRowSchema,
  SrSearchSchema,
  SrTechnicianSchema,
  SrTypeSchema,
  SrUpdateSchema,
  SrUserParamsSchema,
} from '@kc/domain/service-requests/schemas';
import { addServiceRequestNote } from '@kc/services/service-requests/add-service-request-note';
import { closeServiceRequest } from '@kc/services/service-requests/close-service-request';
import { createServiceRequest } from '@kc/services/service-requests/create-service-request';
import { findRecentServiceRequest } from '@kc/services/service-requests/find-recent-service-request';
import { getServiceRequest } from '@kc/services/service-requests/get-service-request';
import { listPinnedServiceRequests } from '@kc/services/service-requests/list-pinned-service-requests';
import { listPropertyServiceRequests } from '@kc/services/service-requests/list-property-service-requests';
import { listRequestTypes } from '@kc/services/service-requests/list-request-types';
import { listTechnicians } from '@kc/services/service-requests/list-technicians';
import { listUserServiceRequests } from '@kc/services/service-requests/list-user-service-requests';
import { pinServiceRequest } from '@kc/services/service-requests/pin-service-request';
import { reopenServiceRequest } from '@kc/services/service-requests/reopen-service-request';
import { searchServiceRequests } from '@kc/services/service-requests/search-service-requests';
import { unpinServiceRequest } from '@kc/services/service-requests/unpin-service-request';
import { updateServiceRequest } from '@kc/services/service-requests/update-service-request';
import { callerOf } from '#api/plugins/app/auth.ts';

const tags = ['service-requests'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const changes = { ...errors, 409: ErrorBodySchema };
const staff = { permission: SR_STAFF_RIGHT } as const;
/** A request or property the caller must reach (others answer 404). */
const staffOne = { permission: SR_STAFF_RIGHT, scope: 'property' } as const;
const readOne = { permission: SR_READ_RIGHTS, scope: 'property' } as const;
const BASE = '/api/service-requests';
const ONE = `${BASE}/:requestId`;
const OF_PROPERTY = '/api/properties/:propertyId/service-requests';

/** Service requests (spec 000 §7.4, spec 001 §3, §5, §9; decisions 0062-0063). */
const serviceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.get(
    BASE,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Search requests: status, type, assignee, property, corporation, created range, mine; pins first; 100 a page',
        querystring: SrSearchSchema,
        response: { 200: SrPageSchema, ...errors },
      },
    },
    async (r) => searchServiceRequests(s, await callerOf(r), r.query),
  );

  app.get(
    `${BASE}/types`,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Request types in the spec order (Self-install sys, Self-install up, Touch Conversion, Expansion, A-Z)',
        response: { 200: z.array(SrTypeSchema), ...errors },
      },
    },
    async () => listRequestTypes(s),
  );

  app.get(
    `${BASE}/technicians`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Technicians with short name, last activity, disabled and active status',
        response: { 200: z.array(SrTechnicianSchema), ...errors },
      },
    },
    async () => listTechnicians(s),
  );

  app.get(
    `${BASE}/pinned`,
    {
      config: staff,
      schema: {
        tags,
        summary: "The caller's pinned requests (at most 5), newest pin first",
        response: { 200: z.array(SrRowSchema), ...errors },
      },
    },
    async (r) => listPinnedServiceRequests(s, await callerOf(r)),
  );

  app.get(
    `${BASE}/users/:userId`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'A provider user’s requests: assigned to them or created by them, newest first',
        params: SrUserParamsSchema,
        querystring: SrPagedQuerySchema,
        response: { 200: SrPageSchema, ...errors },
      },
    },
    async (r) => listUserServiceRequests(s, await callerOf(r), r.params.userId, r.query.page),
  );

  app.get(
    OF_PROPERTY,
    {
      config: readOne,
      schema: {
        tags,
        summary: "A property's requests, newest first (staff, or the property's customer with Email Support)",
        params: PropertyParamsSchema,
        querystring: SrPagedQuerySchema,
        response: { 200: SrPageSchema, ...errors },
      },
    },
    async (r) => listPropertyServiceRequests(s, await callerOf(r), r.params.propertyId, r.query.page),
  );

  app.get(
    `${OF_PROPERTY}/recent`,
    {
      config: staffOne,
      schema: {
        tags,
        summary: "The property's request from the last 20 minutes, if any (the add page's warning)",
        params: PropertyParamsSchema,
        response: { 200: SrRecentSchema, ...errors },
      },
    },
    async (r) => findRecentServiceRequest(s, await callerOf(r), r.params.propertyId),
  );

  app.post(
    OF_PROPERTY,
    {
      config: staffOne,
      schema: {
        tags,
        summary: 'Open a request at a property; `recent` names one created there in the last 20 minutes',
        params: PropertyParamsSchema,
        body: SrCreateSchema,
        response: { 201: SrCreatedSchema, ...errors },
      },
    },
    async (r, reply) =>
      reply.status(201).send(await createServiceRequest(s, await callerOf(r), r.params.propertyId, r.body)),
  );

  app.get(
    ONE,
    {
      config: readOne,
      schema: {
        tags,
        summary: 'A request with its property, corporation, warranty date and notes',
        params: SrParamsSchema,
        response: { 200: ServiceRequestSchema, ...errors },
      },
    },
    async (r) => getServiceRequest(s, await callerOf(r), r.params.requestId),
  );

  app.put(
    ONE,
    {
      config: staffOne,
      schema: {
        tags,
        summary: 'Edit type, assignee, status, description or contact (only the fields sent; version-checked)',
        params: SrParamsSchema,
        body: SrUpdateSchema,
        response: { 200: ServiceRequestSchema, ...changes },
      },
    },
    async (r) => updateServiceRequest(s, await callerOf(r), r.params.requestId, r.body),
  );

  app.post(
    `${ONE}/close`,
    {
      config: staffOne,
      schema: {
        tags,
        summary: 'Close a request with a resolution note (409 when already closed or changed meanwhile)',
        params: SrParamsSchema,
        body: SrCloseSchema,
        response: { 200: ServiceRequestSchema, ...changes },
      },
    },
    async (r) => closeServiceRequest(s, await callerOf(r), r.params.requestId, r.body),
  );

  app.post(
    `${ONE}/reopen`,
    {
      config: staffOne,
      schema: {
        tags,
        summary: 'Reopen a closed request at an open status (Open by default)',
        params: SrParamsSchema,
        body: SrReopenSchema,
        response: { 200: ServiceRequestSchema, ...changes },
      },
    },
    async (r) => reopenServiceRequest(s, await callerOf(r), r.params.requestId, r.body),
  );

  app.post(
    `${ONE}/notes`,
    {
      config: staffOne,
      schema: {
        tags,
        summary: "Add a note to the request's thread",
        params: SrParamsSchema,
        body: SrNoteCreateSchema,
        response: { 201: SrNoteSchema, ...errors },
      },
    },
    async (r, reply) =>
      reply.status(201).send(await addServiceRequestNote(s, await callerOf(r), r.params.requestId, r.body.message)),
  );

  app.put(
    `${ONE}/pin`,
    {
      config: staffOne,
      schema: {
        tags,
        summary: 'Pin the request to the top of the caller’s list (409 "maximum 5 pinned requests" beyond five)',
        params: SrParamsSchema,
        response: { 200: SrPinnedSchema, ...changes },
      },
    },
    async (r) => pinServiceRequest(s, await callerOf(r), r.params.requestId),
  );

  app.delete(
    `${ONE}/pin`,
    {
      config: staffOne,
      schema: {
        tags,
        summary: 'Unpin the request',
        params: SrParamsSchema,
        response: { 200: SrPinnedSchema, ...errors },
      },
    },
    async (r) => unpinServiceRequest(s, await callerOf(r), r.params.requestId),
  );
};

export default serviceRequestRoutes;
