import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DUPLICATE_WARNING_MINUTES } from '@kc/domain/service-requests/rules';
import { SR_LIMITS, SrCreateSchema, type SrRecent } from '@kc/domain/service-requests/schemas';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { FormErrorPopup, type FormErrors } from '#web/components/form-error-popup.tsx';
import { FORM_MAX_WIDTH, PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { formatDateTime } from '#web/lib/format.ts';
import {
  srRecentQueryOptions,
  srTechniciansQueryOptions,
  srTypesQueryOptions,
  useCreateServiceRequest,
} from '../api/service-requests-api.ts';
import { useServiceRequestsT } from '../i18n/use-service-requests-t.ts';

interface Values {
  typeId: string;
  description: string;
  assigneeId: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}
const EMPTY: Values = {
  typeId: '',
  description: '',
  assigneeId: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

/** The form's text as the API's body (empty choices and texts become null, as the schema reads them). */
export const toCreateBody = (v: Values) => ({
  typeId: Number(v.typeId) || 0,
  description: v.description,
  assigneeId: v.assigneeId ? Number(v.assigneeId) : null,
  contactName: v.contactName || null,
  contactPhone: v.contactPhone || null,
  contactEmail: v.contactEmail || null,
});

/** The domain schema is the one set of rules: it runs here on every change and again on the server. */
function validate(values: Values): FormErrors {
  const parsed = SrCreateSchema.safeParse(toCreateBody(values));
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    // A type not chosen yet reads as id 0: say "Required" rather than the id's range message.
    errors[field] ??= field === 'typeId' && !values.typeId ? 'Required' : issue.message;
  }
  return errors;
}

/**
 * /service-requests/{propertyId}/add (spec 000 §2.2, spec 001 §5): type, description, assignee and contact; when
 * another request was created for the property in the last 20 minutes the person is asked before a second one is
 * made. A new request opens on its own page.
 */
export function SrAddPage({ propertyId, onCreated }: { propertyId: number; onCreated: (id: number) => void }) {
  const t = useServiceRequestsT();
  const property = useQuery(entityQueryOptions('property', propertyId));
  if (property.isPending) return <PageSkeleton />;
  if (property.isError) {
    if (isApiError(property.error) && property.error.status === 404)
      return <EntityNotFoundPage entityName="property" />;
    return (
      <PageContainer>
        <PageHeader
          title={t('serviceRequests.add.title')}
          back={{ to: '/service-requests', label: t('serviceRequests.detail.backToList') }}
        />
        <QueryState
          error={property.error}
          onRetry={() => void property.refetch()}
          text={{
            notFound: t('serviceRequests.add.propertyMissing'),
            loadFailed: t('serviceRequests.add.propertyLoadFailed'),
            retry: t('serviceRequests.detail.retry'),
          }}
        />
      </PageContainer>
    );
  }
  const p = property.data;
  return (
    <PageContainer>
      <PageHeader
        title={t('serviceRequests.add.title')}
        description={t('serviceRequests.add.description', { property: p.name })}
        back={{ to: `/property/${propertyId}`, label: p.name }}
      />
      <AddForm propertyId={propertyId} onCreated={onCreated} />
    </PageContainer>
  );
}

function AddForm({ propertyId, onCreated }: { propertyId: number; onCreated: (id: number) => void }) {
  const t = useServiceRequestsT();
  const queryClient = useQueryClient();
  const types = useQuery(srTypesQueryOptions);
  const techs = useQuery(srTechniciansQueryOptions);
  const create = useCreateServiceRequest(propertyId);
  const [popup, setPopup] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [recent, setRecent] = useState<NonNullable<SrRecent['recent']> | null>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<Values>({ mode: 'controlled', initialValues: EMPTY, validateInputOnChange: true, validate });
  const labels = {
    typeId: t('serviceRequests.add.type'),
    description: t('serviceRequests.add.description_field'),
    assigneeId: t('serviceRequests.add.assignee'),
    contactName: t('serviceRequests.add.contactName'),
    contactPhone: t('serviceRequests.add.contactPhone'),
    contactEmail: t('serviceRequests.add.contactEmail'),
  };

  const save = (values: Values) => {
    setFailure(null);
    setRecent(null);
    create.mutate(toCreateBody(values), {
      onSuccess: (created) => {
        notifications.show({ color: 'teal', message: t('serviceRequests.add.created', { id: created.request.id }) });
        onCreated(created.request.id);
      },
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors.length > 0) {
          form.setErrors(error.fieldErrorMap());
          setPopup(true);
          return;
        }
        setFailure(isApiError(error) && error.message ? error.message : t('serviceRequests.add.failed'));
      },
    });
  };

  // Spec 001 §5: asked fresh on every submit (someone may have added one since the page opened).
  const submit = form.onSubmit(
    async (values) => {
      setChecking(true);
      try {
        const answer = await queryClient.fetchQuery({ ...srRecentQueryOptions(propertyId), staleTime: 0 });
        if (answer.recent) setRecent(answer.recent);
        else save(values);
      } catch {
        // The check is a courtesy: when it cannot be made, the request is still added.
        save(values);
      } finally {
        setChecking(false);
      }
    },
    () => setPopup(true),
  );

  const typeChoices = (types.data ?? []).filter((ty) => !ty.disabled);
  const techChoices = (techs.data ?? []).filter((u) => !u.disabled);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="form"
      onSubmit={submit}
      noValidate
      maw={FORM_MAX_WIDTH}
      data-testid="sr-add-form"
    >
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={labels.typeId}
            required
            data={[
              { value: '', label: t('serviceRequests.add.typePlaceholder'), disabled: true },
              ...typeChoices.map((ty) => ({ value: String(ty.id), label: ty.name })),
            ]}
            {...form.getInputProps('typeId')}
          />
          <NativeSelect
            label={labels.assigneeId}
            description={t('serviceRequests.add.assigneeHint')}
            data={[
              { value: '', label: t('serviceRequests.add.nobody') },
              ...techChoices.map((u) => ({ value: String(u.id), label: u.name })),
            ]}
            {...form.getInputProps('assigneeId')}
          />
        </SimpleGrid>
        <Textarea
          label={labels.description}
          description={t('serviceRequests.add.descriptionHint')}
          required
          rows={5}
          maxLength={SR_LIMITS.description}
          {...form.getInputProps('description')}
        />
        <Stack gap={4}>
          <Title order={2} size="h5">
            {t('serviceRequests.add.contact')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('serviceRequests.add.contactHint')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={labels.contactName}
            maxLength={SR_LIMITS.contactName}
            autoComplete="off"
            {...form.getInputProps('contactName')}
          />
          <TextInput
            label={labels.contactPhone}
            type="tel"
            maxLength={SR_LIMITS.contactPhone}
            autoComplete="off"
            {...form.getInputProps('contactPhone')}
          />
          <TextInput
            label={labels.contactEmail}
            type="email"
            autoComplete="off"
            {...form.getInputProps('contactEmail')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button component={Link} to={`/property/${propertyId}`} variant="default">
            {t('serviceRequests.add.cancel')}
          </Button>
          <Button type="submit" loading={checking || create.isPending} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('serviceRequests.add.submit')}
          </Button>
        </Group>
      </Stack>
      <FormErrorPopup
        opened={popup}
        onClose={() => setPopup(false)}
        errors={form.errors as FormErrors}
        labels={labels}
      />
      <Modal
        opened={recent !== null}
        onClose={() => setRecent(null)}
        title={t('serviceRequests.add.recentTitle')}
        centered
      >
        {recent ? (
          <Stack gap="md" data-testid="sr-recent-warning">
            <Text size="sm">
              {t('serviceRequests.add.recentText', {
                id: recent.id,
                type: recent.typeName,
                time: formatDateTime(recent.createdAt),
                name: recent.createdByName,
                minutes: DUPLICATE_WARNING_MINUTES,
              })}
            </Text>
            <Anchor component={Link} to={`/service-requests/property/${propertyId}/${recent.id}`} size="sm">
              {t('serviceRequests.add.recentOpen', { id: recent.id })}
            </Anchor>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setRecent(null)}>
                {t('serviceRequests.add.recentCancel')}
              </Button>
              <Button color="orange" loading={create.isPending} onClick={() => save(form.getValues())}>
                {t('serviceRequests.add.recentConfirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Card>
  );
}
