import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Me } from '@kc/domain/auth';
import { isCustomizableRole } from '@kc/domain/staff-permissions';
import type { EntityLevel } from '@kc/domain/hierarchy';
import type { AccessRoleItemSchema, CustomizablePermission } from '@kc/domain/staff-permissions';
import type { StaffDetail } from '@kc/domain/staff-form';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type * as z from 'zod/mini';
import { FormErrorPopup } from '#web/components/form-error-popup.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { choicesQueryOptions, permissionsQueryOptions, useSaveStaff } from '../api/staff-api.ts';
import {
  LIST_FIELD,
  LEVEL_OF_CONTEXT,
  STAFF_FIELDS,
  buildStaffBody,
  initialValues,
  listKindFor,
  placeServerErrors,
  staffFormAbilities,
  validateStaffForm,
  type ListKind,
  type StaffFormErrors,
  type StaffFormValues,
} from '../api/staff-form-logic.ts';
import { RemoveStaffDialog } from './remove-staff-dialog.tsx';
import { StaffAccountActions } from './staff-account-actions.tsx';
import { PermissionChecklist } from './permission-checklist.tsx';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';

type AccessRole = z.infer<typeof AccessRoleItemSchema>;
/** Hints go under the input, so the inputs of a row line up whether or not a field has one. */
const FIELD_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** Spec 000 §9: the staff form's own mobile layout at 600 px or less. */
export const STAFF_FORM_MOBILE_QUERY = '(max-width: 600px)';

export interface StaffFormProps {
  me: Me;
  context: { level: EntityLevel; id: number };
  /** Name of the form's entity (shown as the list when the viewer may not choose it). */
  contextName: string;
  detail: StaffDetail | null;
  /**
   * The access roles of the form's level: chosen from at property level; above it the level gives the role
   * (200 corporation, 201 division, 202 region — spec 000 §2.6), shown read-only.
   */
  roles: AccessRole[];
  emailDomains: readonly string[];
  ssoAvailable: boolean;
  /** Where the multi-select's candidates come from (the customer's scope, or the entity's siblings). */
  choiceSource: (kind: ListKind) => { mine: true } | { parentId: number } | null;
  onSaved: () => void;
  onRemoved: (outcome: 'removed-from-property' | 'deleted') => void;
}

/** The staff (site login) form of spec 000 §2.6 at any level. */
export function StaffForm({
  me,
  context,
  contextName,
  detail,
  roles,
  emailDomains,
  ssoAvailable,
  choiceSource,
  onSaved,
  onRemoved,
}: StaffFormProps) {
  const t = useStaffT();
  const router = useRouter();
  const mobile = useMediaQuery(STAFF_FORM_MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [popupOpen, setPopupOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [roleChangedByUser, setRoleChangedByUser] = useState(false);
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const save = useSaveStaff();
  const abilities = staffFormAbilities(me, detail);
  const isNew = detail === null;
  const atProperty = context.level === 'property';
  const form = useForm<StaffFormValues>({
    initialValues: initialValues(detail, context),
    // The domain's rules (the server's words). Which of them apply follows the chosen access level: the function
    // is called at submit, after this render has derived `listKind` and `mayChooseList` from the values.
    validate: (current) =>
      validateStaffForm(current, {
        isNew,
        emailDomains,
        listKind: mayChooseList ? listKind : null,
        requireRole: atProperty,
      }),
  });
  const values = form.getValues();
  // The validator and the server answer set only messages (strings).
  const errors = form.errors as StaffFormErrors;

  const levelRole = atProperty ? null : (roles[0] ?? null);
  const selectedRole = roles.find((role) => String(role.id) === values.accessRoleId) ?? (isNew ? levelRole : null);
  const commercialLevel = selectedRole?.commercialLevel ?? detail?.commercialLevel ?? LEVEL_OF_CONTEXT[context.level];
  const listKind = listKindFor(commercialLevel);
  const roleChanged = detail !== null && values.accessRoleId !== String(detail.accessRole.id);
  // The same rule as the server's (decision 0009): property-level access levels have a customizable checklist.
  const roleId = selectedRole?.roleId ?? detail?.accessRole.roleId ?? null;
  const customizable = roleId !== null && isCustomizableRole(roleId);
  const permissionSource = !customizable ? null : detail && !roleChanged ? { staffId: detail.id } : { roleId };
  const permissions = useQuery({
    ...permissionsQueryOptions(permissionSource ?? { roleId: 0 }),
    enabled: permissionSource !== null,
  });
  const mayChooseList = listKind !== null && abilities.canChooseList(listKind);
  const source = listKind && mayChooseList ? choiceSource(listKind) : null;
  const choices = useQuery({
    ...choicesQueryOptions(listKind ?? 'properties', source ?? { mine: true }),
    enabled: source !== null,
  });

  const labels = useMemo(() => Object.fromEntries(STAFF_FIELDS.map((f) => [f, t(`staff.fields.${f}`)])), [t]);

  // The login's current entities stay choosable next to the candidates.
  const listOptions = (() => {
    if (!listKind) return [];
    const current = detail?.[listKind] ?? [];
    const merged = new Map<number, string>();
    for (const item of [...current, ...(choices.data ?? [])]) merged.set(item.id, item.name);
    return [...merged]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  })();

  const checkedOf = (item: CustomizablePermission) => overrides[item.id] ?? item.checked;

  const send = (current: StaffFormValues) => {
    const accessRoleId = selectedRole?.id ?? detail?.accessRole.id;
    if (accessRoleId === undefined) return setAlert(t('staff.noLevelRole'));
    const body = buildStaffBody(current, {
      context,
      accessRoleId,
      listKind,
      mayChooseList,
      version: detail?.version ?? null,
    });
    const list =
      permissionSource === null
        ? null
        : (permissions.data?.map((item) => ({ id: item.id, checked: checkedOf(item) })) ?? null);
    save.mutate(
      { id: detail?.id ?? null, body, permissions: list },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('staff.saved') });
          onSaved();
        },
        onError: (error) => {
          if (!isApiError(error)) return setAlert(t('staff.saveFailed'));
          const { placed, rest } = placeServerErrors(error.fieldErrors);
          form.setErrors(placed);
          if (Object.keys(placed).length > 0) setPopupOpen(true);
          if (rest.length > 0 || Object.keys(placed).length === 0)
            setAlert(rest.join('\n') || error.message || t('staff.saveFailed'));
        },
      },
    );
  };

  const submit = form.onSubmit(
    (current) => {
      setAlert(null);
      send(current);
    },
    () => {
      setAlert(null);
      setPopupOpen(true);
    },
  );

  const cols = mobile ? 1 : 2;
  const listField = listKind ? LIST_FIELD[listKind] : null;

  return (
    <form onSubmit={submit} noValidate aria-label={t(isNew ? 'staff.addTitle' : 'staff.editTitle')}>
      <Stack gap="lg">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" c="red" style={{ whiteSpace: 'pre-line' }}>
              {alert}
            </Text>
          </Alert>
        ) : null}
        <Card withBorder radius="md" padding={mobile ? 'sm' : 'lg'}>
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t('staff.sections.details')}
            </Title>
            <SimpleGrid cols={cols} spacing="md">
              <TextInput
                label={labels.name}
                required
                {...form.getInputProps('name')}
                autoComplete="off"
                maxLength={120}
              />
              <TextInput
                label={labels.email}
                required={isNew}
                type="email"
                {...form.getInputProps('email')}
                readOnly={!isNew}
                autoComplete="off"
                inputWrapperOrder={FIELD_ORDER}
                description={
                  !isNew
                    ? t('staff.hints.emailReadOnly')
                    : emailDomains.length > 0
                      ? t('staff.hints.emailDomains', { domains: emailDomains.map((d) => `@${d}`).join(', ') })
                      : undefined
                }
                variant={isNew ? 'default' : 'filled'}
              />
              <TextInput
                label={labels.phoneNumber}
                type="tel"
                {...form.getInputProps('phoneNumber')}
                inputWrapperOrder={FIELD_ORDER}
                description={t('staff.hints.phone')}
                autoComplete="off"
              />
              {atProperty ? (
                <Select
                  label={labels.accessRoleId}
                  required
                  data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
                  value={values.accessRoleId}
                  onChange={(value) => {
                    if (value === values.accessRoleId) return;
                    if (values.accessRoleId !== null) setRoleChangedByUser(true);
                    setOverrides({});
                    form.setFieldValue('accessRoleId', value);
                  }}
                  error={errors.accessRoleId}
                  allowDeselect={false}
                  disabled={!abilities.canEditRole}
                  inputWrapperOrder={FIELD_ORDER}
                  description={!abilities.canEditRole ? t('staff.hints.ownRole') : undefined}
                  comboboxProps={{ withinPortal: true }}
                />
              ) : (
                <TextInput
                  label={labels.accessRoleId}
                  readOnly
                  variant="filled"
                  value={selectedRole?.name ?? detail?.accessRole.name ?? '—'}
                  inputWrapperOrder={FIELD_ORDER}
                  description={t('staff.hints.levelRole')}
                  data-testid="staff-level-role"
                />
              )}
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding={mobile ? 'sm' : 'lg'}>
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t('staff.sections.access')}
            </Title>
            <SimpleGrid cols={cols} spacing="md">
              <Radio.Group
                label={labels.isPrimaryContact}
                required
                value={values.isPrimaryContact}
                onChange={(v) => form.setFieldValue('isPrimaryContact', v === 'yes' ? 'yes' : 'no')}
                error={errors.isPrimaryContact}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="yes" label={t('staff.yes')} />
                  <Radio value="no" label={t('staff.no')} />
                </Group>
              </Radio.Group>
              {abilities.isInternal && ssoAvailable ? (
                <Switch
                  label={labels.isSsoEnabled}
                  description={t('staff.hints.sso')}
                  {...form.getInputProps('isSsoEnabled', { type: 'checkbox' })}
                  mt={4}
                />
              ) : null}
            </SimpleGrid>
            {listKind && listField ? (
              mayChooseList ? (
                <MultiSelect
                  label={labels[listField]}
                  required
                  data={listOptions}
                  {...form.getInputProps(listField)}
                  searchable
                  clearable
                  placeholder={values[listField].length === 0 ? t('staff.hints.pickPlaceholder') : undefined}
                  nothingFoundMessage="—"
                  comboboxProps={{ withinPortal: true }}
                  hidePickedOptions
                />
              ) : (
                <Text size="sm" data-testid="staff-list-automatic">
                  <Text span fw={600}>
                    {labels[listField]}:{' '}
                  </Text>
                  {detail ? detail[listKind].map((item) => item.name).join(', ') || '—' : contextName}
                </Text>
              )
            ) : null}
            <PermissionChecklist
              items={permissionSource ? permissions.data : []}
              loading={permissionSource !== null && permissions.isPending}
              failed={permissions.isError}
              checked={checkedOf}
              onToggle={(id, value) => setOverrides((current) => ({ ...current, [id]: value }))}
              showWarning={roleChangedByUser}
              columns={cols}
              emptyText={atProperty && !values.accessRoleId ? t('staff.permissions.chooseLevel') : undefined}
            />
          </Stack>
        </Card>

        {detail ? (
          <StaffAccountActions
            detail={detail}
            abilities={abilities}
            fullWidth={mobile}
            removeLabel={t(atProperty ? 'staff.buttons.remove' : 'staff.buttons.delete')}
            onRemove={() => setRemoveOpen(true)}
          />
        ) : null}

        <Group justify={mobile ? 'stretch' : 'flex-end'} grow={mobile} gap="sm">
          <Button variant="default" onClick={() => router.history.back()}>
            {t('staff.buttons.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('staff.buttons.save')}
          </Button>
        </Group>
      </Stack>
      <FormErrorPopup opened={popupOpen} onClose={() => setPopupOpen(false)} errors={errors} labels={labels} />
      {detail ? (
        <RemoveStaffDialog
          detail={detail}
          propertyId={atProperty ? context.id : null}
          opened={removeOpen}
          onClose={() => setRemoveOpen(false)}
          onRemoved={onRemoved}
        />
      ) : null}
    </form>
  );
}
