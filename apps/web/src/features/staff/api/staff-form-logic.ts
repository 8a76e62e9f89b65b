import type { Me } from '@kc/domain/auth';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { can } from '@kc/domain/permissions';
import { CHOOSE_LIST_RIGHT, STAFF_DELETE_RIGHT, canReadAuditLog, type StaffListKind } from '@kc/domain/policies';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import {
  PhoneSchema,
  STAFF_MESSAGES,
  StaffEmailSchema,
  StaffNameSchema,
  emailDomainMessage,
  emailInDomains,
  type StaffCreate,
  type StaffDetail,
  type StaffUpdate,
} from '@kc/domain/staff-form';

export type ListKind = StaffListKind;

export interface StaffFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  accessRoleId: string | null;
  isPrimaryContact: 'yes' | 'no';
  isSsoEnabled: boolean;
  propertyIds: string[];
  regionIds: string[];
  divisionIds: string[];
}

export type StaffField = keyof StaffFormValues;
export type StaffFormErrors = Partial<Record<StaffField, string>>;

export const LIST_FIELD: Record<ListKind, 'propertyIds' | 'regionIds' | 'divisionIds'> = {
  properties: 'propertyIds',
  regions: 'regionIds',
  divisions: 'divisionIds',
};

/** The list a login carries at its commercial level; corporate logins carry none. */
export function listKindFor(commercialLevel: number): ListKind | null {
  if (commercialLevel === COMMERCIAL_LEVEL.property) return 'properties';
  if (commercialLevel === COMMERCIAL_LEVEL.region) return 'regions';
  if (commercialLevel === COMMERCIAL_LEVEL.division) return 'divisions';
  return null;
}

/** The commercial level of a new login made on an entity's page (property level chooses a property role). */
export const LEVEL_OF_CONTEXT: Record<EntityLevel, number> = {
  corporation: COMMERCIAL_LEVEL.corporation,
  division: COMMERCIAL_LEVEL.division,
  region: COMMERCIAL_LEVEL.region,
  property: COMMERCIAL_LEVEL.property,
};

export function initialValues(
  detail: StaffDetail | null,
  context: { level: EntityLevel; id: number },
): StaffFormValues {
  const ids = (list: { id: number }[] | undefined) => (list ?? []).map((item) => String(item.id));
  const own = (level: EntityLevel) => (context.level === level ? [String(context.id)] : []);
  return {
    name: detail?.name ?? '',
    email: detail?.email ?? '',
    phoneNumber: detail?.phoneNumber ?? '',
    accessRoleId: detail ? String(detail.accessRole.id) : null,
    isPrimaryContact: detail?.primaryContactOf.some((c) => c.level === context.level && c.id === context.id)
      ? 'yes'
      : 'no',
    isSsoEnabled: detail?.isSsoEnabled ?? false,
    propertyIds: detail ? ids(detail.properties) : own('property'),
    regionIds: detail ? ids(detail.regions) : own('region'),
    divisionIds: detail ? ids(detail.divisions) : own('division'),
  };
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** The server's rules (domain schemas) checked before sending, so the same words show in place. */
export function validateStaffForm(
  values: StaffFormValues,
  options: { isNew: boolean; emailDomains: readonly string[]; listKind: ListKind | null; requireRole: boolean },
): StaffFormErrors {
  const errors: StaffFormErrors = {};
  const name = firstIssue(StaffNameSchema.safeParse(values.name));
  if (name) errors.name = name;
  if (options.isNew) {
    const email = firstIssue(StaffEmailSchema.safeParse(values.email));
    if (email) errors.email = email;
    else if (!emailInDomains(values.email.trim(), options.emailDomains))
      errors.email = emailDomainMessage(options.emailDomains);
  }
  const phone = firstIssue(PhoneSchema.safeParse(values.phoneNumber));
  if (phone) errors.phoneNumber = phone;
  if (options.requireRole && !values.accessRoleId) errors.accessRoleId = STAFF_MESSAGES.required;
  if (options.listKind && values[LIST_FIELD[options.listKind]].length === 0)
    errors[LIST_FIELD[options.listKind]] = STAFF_MESSAGES.noEntitySelected;
  return errors;
}

/** The form's fields, in the order the popup lists them. */
export const STAFF_FIELDS: readonly StaffField[] = [
  'name',
  'email',
  'phoneNumber',
  'accessRoleId',
  'isPrimaryContact',
  'isSsoEnabled',
  'propertyIds',
  'regionIds',
  'divisionIds',
];

/**
 * The server's field errors split into those a field of the form shows (the first message per field) and the rest,
 * as lines for the form's alert ("field: message", or the message alone when it names no field).
 */
export function placeServerErrors(fieldErrors: readonly { field: string; message: string }[]): {
  placed: StaffFormErrors;
  rest: string[];
} {
  const placed: StaffFormErrors = {};
  const rest: string[] = [];
  for (const { field, message } of fieldErrors) {
    const known = STAFF_FIELDS.find((f) => f === field);
    if (known) placed[known] ??= message;
    else rest.push(field ? `${field}: ${message}` : message);
  }
  return { placed, rest };
}

/** The request body: lists are sent only when the viewer may choose them (otherwise the server keeps or fills them). */
export function buildStaffBody(
  values: StaffFormValues,
  options: {
    context: { level: EntityLevel; id: number };
    accessRoleId: number;
    listKind: ListKind | null;
    mayChooseList: boolean;
    version: number | null;
  },
): StaffCreate | StaffUpdate {
  const toIds = (list: string[]) => list.map(Number);
  const lists: Partial<Pick<StaffCreate, 'propertyIds' | 'regionIds' | 'divisionIds'>> = {};
  if (options.listKind && options.mayChooseList)
    lists[LIST_FIELD[options.listKind]] = toIds(values[LIST_FIELD[options.listKind]]);
  const common = {
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim() || null,
    accessRoleId: options.accessRoleId,
    isPrimaryContact: values.isPrimaryContact === 'yes',
    isSsoEnabled: values.isSsoEnabled,
    preferredLanguage: 'EN' as const,
    context: options.context,
    ...lists,
  };
  if (options.version === null) return { ...common, email: values.email.trim().toLowerCase() };
  return { ...common, version: options.version };
}

export interface StaffFormAbilities {
  isInternal: boolean;
  canChooseList: (kind: ListKind) => boolean;
  canImpersonate: boolean;
  canSeeAudit: boolean;
  canSetPassword: boolean;
  canEmailPassword: boolean;
  canEditRole: boolean;
  canDelete: boolean;
}

/** What the viewer may see and do on the form (spec 000 §6); the server enforces the same. */
export function staffFormAbilities(
  me: Pick<Me, 'id' | 'role' | 'isInternalUser' | 'accessRights' | 'impersonator'>,
  detail: StaffDetail | null,
): StaffFormAbilities {
  const isInternal = me.isInternalUser;
  const isSelf = detail !== null && !isInternal && detail.id === me.id;
  const deleteRight = detail ? STAFF_DELETE_RIGHT[detail.commercialLevel] : undefined;
  return {
    isInternal,
    canChooseList: (kind) => can(me.accessRights, CHOOSE_LIST_RIGHT[kind]),
    canImpersonate: detail !== null && isInternal && can(me.accessRights, 'CustomerImpersonation_ALL'),
    canSeeAudit: detail !== null && isInternal && canReadAuditLog(me.role),
    canSetPassword: detail !== null && can(me.accessRights, 'IdentityAdminPassword_CREATE'),
    canEmailPassword: detail !== null && !isInternal,
    canEditRole: !isSelf,
    canDelete:
      detail !== null &&
      !isSelf &&
      can(me.accessRights, 'SiteLogin_DELETE') &&
      (deleteRight === undefined || can(me.accessRights, deleteRight)),
  };
}

/** A route's id parameter as a database id, or null when it is not one (the page then says "not found"). */
export function parseId(raw: string): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
