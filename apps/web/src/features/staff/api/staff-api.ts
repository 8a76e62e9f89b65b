import { MessageSchema } from '@kc/domain/auth';
import { EntityPageSchema, EntitySchema, type StaffListItemSchema } from '@kc/domain/hierarchy';
import { SsoOrganizationSchema } from '@kc/domain/sso';
import { AccessRoleItemSchema, CustomizablePermissionSchema } from '@kc/domain/staff-permissions';
import { StaffDetailSchema, StaffRemoveResultSchema, type StaffCreate, type StaffUpdate } from '@kc/domain/staff-form';
import { hashKey, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';
import { entityKeys } from '#web/lib/entity-api.ts';

export type StaffListItem = z.infer<typeof StaffListItemSchema>;

export const staffKeys = {
  all: ['staff'] as const,
  detail: (id: number) => ['staff', 'detail', id] as const,
};

export const staffDetailQueryOptions = (id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: staffKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/api/staff/${id}`, { schema: StaffDetailSchema, signal }),
  });

/** The access roles a login made at a commercial level may get (property level: a choice; above it: the level's role). */
export const accessRolesQueryOptions = (commercialLevel: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['staff-form', 'access-roles', commercialLevel] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/access-roles?commercialLevel=${commercialLevel}`, {
        schema: z.array(AccessRoleItemSchema),
        signal,
      }),
    staleTime: 10 * 60_000,
  });

/** The checklist of a role (new login) or of an existing login. */
export const permissionsQueryOptions = (source: { staffId: number } | { roleId: number }) =>
  queryOptions({
    queryKey: ['staff-form', 'permissions', source] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        'staffId' in source ? `/api/staff-permission/${source.staffId}` : `/api/staff-permission/role/${source.roleId}`,
        {
          schema: z.array(CustomizablePermissionSchema),
          signal,
        },
      ),
  });

/** Whether single sign-on is set up for a corporation; "none" (404) is an answer, not a failure. */
export const ssoQueryOptions = (corporationId: number) =>
  queryOptions({
    queryKey: ['staff-form', 'sso', corporationId] as const,
    queryFn: async ({ signal }) => {
      try {
        const org = await apiRequest(`/api/sso/get-organization/${corporationId}`, {
          schema: SsoOrganizationSchema,
          signal,
          silent: true,
          auth: false,
        });
        return org.enabled;
      } catch {
        return false;
      }
    },
    staleTime: 5 * 60_000,
  });

const RefListSchema = z.array(z.looseObject({ id: z.int(), name: z.string() }));

/** Candidates for the property/region/division multi-select: the customer's own scope, or the entity's siblings. */
export const choicesQueryOptions = (
  kind: 'properties' | 'regions' | 'divisions',
  source: { mine: true } | { parentId: number },
) =>
  queryOptions({
    queryKey: ['staff-form', 'choices', kind, source] as const,
    queryFn: async ({ signal }) => {
      if ('mine' in source) return apiRequest(`/api/me/${kind}`, { schema: RefListSchema, signal });
      const page = await apiRequest(`/api/${kind}?parentId=${source.parentId}&perPage=100`, {
        schema: EntityPageSchema,
        signal,
      });
      return page.items.map((item) => ({ id: item.id, name: item.name }));
    },
    staleTime: 60_000,
  });

export interface SaveStaffInput {
  id: number | null;
  body: StaffCreate | StaffUpdate;
  permissions: { id: string; checked: boolean }[] | null;
}

/** A saved or removed login changes the staff lists and the entity pages' contacts and primary contact. */
const invalidateStaffViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['hierarchy'] }),
    queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  ]);

/** Spec 000 §4: create or update the login, then its checklist (the server sets the primary contact with the login). */
export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, permissions }: SaveStaffInput) => {
      const saved =
        id === null
          ? await apiRequest('/api/staff', { method: 'POST', body, schema: StaffDetailSchema, silent: true })
          : await apiRequest(`/api/staff/${id}`, { method: 'PUT', body, schema: StaffDetailSchema, silent: true });
      if (permissions && permissions.length > 0) {
        await apiRequest(`/api/staff-permission/${saved.id}`, {
          method: 'PUT',
          body: permissions,
          schema: z.array(CustomizablePermissionSchema),
        });
      }
      return saved;
    },
    // Not awaited: the form's page re-mounts when the login's refreshed version arrives, and a caller's per-call
    // onSuccess (navigate back) must not wait for, or be lost to, that refresh. Lists refresh when they mount.
    onSuccess: (saved) => {
      // The saved login is what the server answered: its page shows this version at once next time, instead of an
      // older one that a refetch would replace (re-mounting the form, and closing any dialog, under the user's hands).
      queryClient.setQueryData(staffKeys.detail(saved.id), saved);
      void invalidateStaffViews(queryClient);
    },
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      propertyId,
      allProperties,
    }: {
      id: number;
      propertyId: number | null;
      allProperties: boolean;
    }) => {
      const query = new URLSearchParams({ allProperties: String(allProperties) });
      if (propertyId !== null) query.set('propertyId', String(propertyId));
      return apiRequest(`/api/staff/${id}?${query}`, { method: 'DELETE', schema: StaffRemoveResultSchema });
    },
    // The page that removed the login is being left, and the login may be gone: its detail is marked stale without
    // being asked for again (a 404 there would replace the page, and its dialog, before the navigation away).
    onSuccess: (_result, { id }) => {
      const detailHash = hashKey(staffKeys.detail(id));
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.detail(id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: staffKeys.all, predicate: (q) => q.queryHash !== detailHash }),
        queryClient.invalidateQueries({ queryKey: ['hierarchy'] }),
        queryClient.invalidateQueries({ queryKey: entityKeys.all }),
      ]);
    },
  });
}

export function useEmailPassword() {
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      apiRequest(`/api/email/password-reset/${id}`, {
        method: 'POST',
        body: { emailAddress: email },
        schema: MessageSchema,
        silent: true,
      }),
  });
}

export function useAdminSetPassword() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest('/api/admin-set-password', { method: 'POST', body, schema: MessageSchema, silent: true }),
  });
}

/** A corporation's allowed e-mail domains; customers below corporate level cannot read the corporation (none known). */
export const corporationDomainsQueryOptions = (corporationId: number) =>
  queryOptions({
    queryKey: ['staff-form', 'domains', corporationId] as const,
    queryFn: async ({ signal }) => {
      try {
        const corporation = await apiRequest(`/api/corporations/${corporationId}`, {
          schema: z.looseObject(EntitySchema.shape),
          signal,
          silent: true,
        });
        return corporation.emailDomains ?? [];
      } catch {
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
