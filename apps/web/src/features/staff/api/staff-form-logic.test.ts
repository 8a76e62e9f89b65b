import type { StaffDetail } from '@kc/domain/staff-form';
import { describe, expect, it } from 'vitest';
import {
  buildStaffBody,
  initialValues,
  listKindFor,
  parseId,
  placeServerErrors,
  staffFormAbilities,
  validateStaffForm,
} from './staff-form-logic.ts';

const detail: StaffDetail = {
  id: 9,
  name: 'Dana Lee',
  email: 'dana@demo.test',
  phoneNumber: null,
  formattedPhoneNumber: null,
  preferredLanguage: 'EN',
  commercialLevel: 4,
  accessRole: { id: 5, name: 'Property Manager', roleId: 203 },
  isSsoEnabled: false,
  isStaff: true,
  disabled: false,
  corporation: { id: 1, name: 'Summit' },
  division: null,
  region: null,
  properties: [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
  ],
  regions: [],
  divisions: [],
  primaryContactOf: [{ level: 'property', id: 1 }],
  version: 3,
};
const me = {
  id: 4,
  role: 203 as const,
  isInternalUser: false,
  accessRights: { SiteLogin_DELETE: true, 'Staff-Property_DELETE': true },
  impersonator: null,
};

describe('staff form rules', () => {
  it('checks name, e-mail, domain, phone, access level and the list with the server words', () => {
    const values = { ...initialValues(null, { level: 'property', id: 1 }), email: 'x@other.test', phoneNumber: '12' };
    const errors = validateStaffForm(values, {
      isNew: true,
      emailDomains: ['demo.test'],
      listKind: 'properties',
      requireRole: true,
    });
    expect(errors).toEqual({
      name: 'Required',
      email: 'E-mail must end with one of: @demo.test',
      phoneNumber: 'Invalid phone number',
      accessRoleId: 'Required',
    });
    expect(
      validateStaffForm(
        { ...values, email: 'bad' },
        { isNew: true, emailDomains: [], listKind: null, requireRole: false },
      ).email,
    ).toBe('Invalid e-mail address');
    expect(
      validateStaffForm(
        { ...values, name: 'A', propertyIds: [] },
        { isNew: false, emailDomains: [], listKind: 'properties', requireRole: false },
      ),
    ).toEqual({
      name: 'At least 2 characters',
      phoneNumber: 'Invalid phone number',
      propertyIds: 'No property, region or division selected',
    });
  });

  it('starts from the login (primary contact of this entity) or from the entity for a new one', () => {
    expect(initialValues(detail, { level: 'property', id: 1 })).toMatchObject({
      isPrimaryContact: 'yes',
      propertyIds: ['1', '2'],
      accessRoleId: '5',
    });
    expect(initialValues(detail, { level: 'property', id: 2 }).isPrimaryContact).toBe('no');
    expect(initialValues(null, { level: 'region', id: 7 })).toMatchObject({
      regionIds: ['7'],
      propertyIds: [],
      accessRoleId: null,
    });
  });

  it('sends the list only when the viewer may choose it, the e-mail only for a new login', () => {
    const values = { ...initialValues(detail, { level: 'property', id: 1 }), phoneNumber: ' 555-123-4567 ' };
    const body = buildStaffBody(values, {
      context: { level: 'property', id: 1 },
      accessRoleId: 5,
      listKind: 'properties',
      mayChooseList: false,
      version: 3,
    });
    expect(body).toMatchObject({ phoneNumber: '555-123-4567', isPrimaryContact: true, version: 3 });
    expect(body).not.toHaveProperty('propertyIds');
    expect(body).not.toHaveProperty('email');
    const created = buildStaffBody(
      { ...values, email: 'New@Demo.test' },
      {
        context: { level: 'property', id: 1 },
        accessRoleId: 5,
        listKind: 'properties',
        mayChooseList: true,
        version: null,
      },
    );
    expect(created).toMatchObject({ email: 'new@demo.test', propertyIds: [1, 2] });
  });

  it('applies the role restrictions of spec 000 §6', () => {
    expect(listKindFor(4)).toBe('properties');
    expect(listKindFor(1)).toBeNull();
    const external = staffFormAbilities(me, detail);
    expect(external).toMatchObject({
      canEmailPassword: true,
      canSeeAudit: false,
      canImpersonate: false,
      canDelete: true,
      canEditRole: true,
    });
    expect(external.canChooseList('properties')).toBe(false);
    const self = staffFormAbilities({ ...me, id: 9 }, detail);
    expect(self).toMatchObject({ canDelete: false, canEditRole: false });
    const tech = staffFormAbilities(
      {
        id: 50,
        role: 102,
        isInternalUser: true,
        accessRights: { CustomerImpersonation_ALL: true },
        impersonator: null,
      },
      detail,
    );
    expect(tech).toMatchObject({ canSeeAudit: true, canImpersonate: true, canEmailPassword: false, canDelete: false });
    expect(staffFormAbilities({ ...me, role: 100, isInternalUser: true }, detail).canSeeAudit).toBe(false);
  });

  it("puts the server's field errors on the form's fields (first message each) and the rest in the alert", () => {
    expect(
      placeServerErrors([
        { field: 'email', message: 'E-mail already in use' },
        { field: 'email', message: 'second' },
        { field: 'propertyIds', message: 'Select at least one' },
        { field: 'context.id', message: 'Not found' },
        { field: '', message: 'Try again' },
      ]),
    ).toEqual({
      placed: { email: 'E-mail already in use', propertyIds: 'Select at least one' },
      rest: ['context.id: Not found', 'Try again'],
    });
  });

  it('reads route ids', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('x')).toBeNull();
    expect(parseId('0')).toBeNull();
  });
});
