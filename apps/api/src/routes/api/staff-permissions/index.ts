import { z } from 'zod';
import { DbIdParamSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { RoleIdSchema } from '@kc/domain/auth';
import {
  AccessRoleItemSchema,
  AccessRolesQuerySchema,
  CustomizablePermissionSchema,
  SetStaffPermissionsBodySchema,
} from '@kc/domain/staff-permissions';
import {
  getStaffPermissions,
  listPropertyAccessRoles,
  roleDefaultChecklist,
  setStaffPermissions,
} from '@kc/services/access/staff-permissions';
import { listAccessRoles } from '@kc/services/staff/access-roles';
import { callerOf, scopeOf } from '#api/plugins/app/auth.ts';

const tags = ['staff permissions'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const StaffParams = z.object({ staffId: DbIdParamSchema });

const staffPermissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff-permission/role/:roleId',
    {
      config: { permission: 'SiteLogin_READ' },
      schema: {
        tags,
        summary: 'The customizable checklist of a role with its defaults (empty below property manager)',
        params: z.object({ roleId: z.coerce.number().pipe(RoleIdSchema) }),
        response: { 200: z.array(CustomizablePermissionSchema), ...errors },
      },
    },
    async (request) => roleDefaultChecklist(request.params.roleId),
  );

  app.get(
    '/api/staff-permission/:staffId',
    {
      config: { permission: 'SiteLogin_READ', scope: 'site-login' },
      schema: {
        tags,
        summary: "A site login's customizable checklist",
        params: StaffParams,
        response: { 200: z.array(CustomizablePermissionSchema), ...errors },
      },
    },
    async (request) => getStaffPermissions(app.services, await scopeOf(request), request.params.staffId),
  );

  app.put(
    '/api/staff-permission/:staffId',
    {
      config: { permission: 'SiteLogin_UPDATE', scope: 'site-login' },
      schema: {
        tags,
        summary: "Save a site login's checklist (only differences from the role defaults are stored)",
        params: StaffParams,
        body: SetStaffPermissionsBodySchema,
        response: { 200: z.array(CustomizablePermissionSchema), ...errors },
      },
    },
    async (request) => setStaffPermissions(app.services, await callerOf(request), request.params.staffId, request.body),
  );

  app.get(
    '/api/access-roles/property-roles',
    {
      config: { permission: 'SiteLogin_READ' },
      schema: {
        tags,
        summary: 'Access levels a property-level login can be given',
        response: { 200: z.array(AccessRoleItemSchema), ...errors },
      },
    },
    async () => listPropertyAccessRoles(app.services),
  );

  app.get(
    '/api/access-roles',
    {
      config: { permission: 'SiteLogin_READ' },
      schema: {
        tags,
        summary:
          'Access roles a login made at a commercial level may get (1 corporation, 2 division, 3 region, 4 property)',
        querystring: AccessRolesQuerySchema,
        response: { 200: z.array(AccessRoleItemSchema), ...errors },
      },
    },
    async (request) => listAccessRoles(app.services, await callerOf(request), request.query.commercialLevel),
  );
};

export default staffPermissionRoutes;
