import { Alert, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DataTable } from '#web/components/data-table.tsx';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { Activity } from '@kc/domain/property-ops';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { answerKey } from '#web/lib/answer-key.ts';
import {
  activitiesBody,
  activitiesInitialValues,
  changedActivities,
  validateActivities,
  type ActivitiesValues,
} from '../api/activities-form.ts';
import { activitiesQueryOptions, useSaveActivities } from '../api/property-ops-api.ts';
import { LoadState } from './property-gate.tsx';
import { PageContainer } from '#web/components/page-container.tsx';

/** Activity names of a property (Activity_READ to view, Activity_UPDATE to rename). */
export function ActivitiesPage({ propertyId, canEdit }: { propertyId: number; canEdit: boolean }) {
  const t = usePropertyOpsT();
  const list = useQuery(activitiesQueryOptions(propertyId));
  // The save stays here: the form remounts when the saved list arrives, and an unmounted caller's callbacks never run.
  const save = useSaveActivities(propertyId);
  return (
    <PageContainer>
      <PageHeader title={t('propertyOps.activities.title')} description={t('propertyOps.activities.description')} />
      {list.data ? (
        // The names restart from the server's list whenever a fresh one arrives.
        <ActivitiesForm
          key={`${propertyId}-${answerKey(list.data)}`}
          activities={list.data}
          canEdit={canEdit}
          save={save}
        />
      ) : (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      )}
    </PageContainer>
  );
}

function ActivitiesForm({
  activities,
  canEdit,
  save,
}: {
  activities: Activity[];
  canEdit: boolean;
  save: ReturnType<typeof useSaveActivities>;
}) {
  const t = usePropertyOpsT();
  const form = useForm<ActivitiesValues>({
    initialValues: activitiesInitialValues(activities),
    validate: (values) => validateActivities(activities, values),
  });
  const changed = changedActivities(activities, form.getValues());

  const submit = form.onSubmit((values) =>
    save.mutate(activitiesBody(activities, values), {
      onSuccess: () => notifications.show({ color: 'teal', message: t('propertyOps.activities.saved') }),
    }),
  );

  return (
    <Stack gap="md">
      {canEdit ? null : (
        <Alert color="gray" variant="light">
          {t('propertyOps.activities.readOnly')}
        </Alert>
      )}
      <Box maw={640}>
        {/* Two columns fit a phone, so the names stay a table there too. */}
        <DataTable
          rows={activities}
          rowKey={(a) => a.activityCode}
          perPage={Math.max(1, activities.length)}
          phone={false}
          columns={[
            {
              id: 'code',
              header: t('propertyOps.activities.code'),
              minWidth: 64,
              cell: (a) => <Text fw={500}>{a.activityCode}</Text>,
            },
            {
              id: 'name',
              header: t('propertyOps.activities.name'),
              cell: (a) =>
                canEdit ? (
                  <TextInput
                    aria-label={`${t('propertyOps.activities.name')} ${a.activityCode}`}
                    {...form.getInputProps(`names.${a.activityCode}`)}
                    maxLength={40}
                    size="xs"
                  />
                ) : (
                  <Text size="sm">{a.activityName || '—'}</Text>
                ),
            },
          ]}
        />
      </Box>
      {canEdit ? (
        <Group>
          <Button onClick={() => submit()} disabled={changed.length === 0} loading={save.isPending}>
            {t('propertyOps.save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
