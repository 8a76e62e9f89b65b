import { Alert, Button, Card, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BadgeCreateSchema, type Badge } from '@kc/domain/badges';
import { useBadgesT } from '#web/features/badges/i18n/use-badges-t.ts';
import { FormErrorPopup, type FormErrors } from '#web/components/form-error-popup.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { badgeQueryOptions, useSaveBadge } from '../api/badges-api.ts';
import { QueryState } from './page-state.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import type { BackTarget } from '#web/components/back-link.tsx';

interface Values {
  employeeName: string;
  badgeNumber: string;
  fingerprint: boolean;
  startDate: string;
}

const toValues = (b?: Badge): Values => ({
  employeeName: b?.employeeName ?? '',
  badgeNumber: b?.badgeNumber ?? '',
  fingerprint: b?.fingerprint ?? false,
  startDate: b?.startDate ?? '',
});

/** The domain schema is the one set of rules: it validates here on every change and again on the server. */
function validate(values: Values): FormErrors {
  const parsed = BadgeCreateSchema.safeParse({ ...values, startDate: values.startDate || null });
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** Add (no badgeId) or edit a badge: employee name, badge number, fingerprint enrolment, start date. */
export function BadgeFormPage({
  propertyId,
  badgeId,
  back,
  onDone,
}: {
  propertyId: number;
  badgeId?: number;
  back: BackTarget;
  onDone: () => void;
}) {
  const t = useBadgesT();
  const existing = useQuery({ ...badgeQueryOptions(badgeId ?? 0), enabled: badgeId !== undefined });
  const title = t(badgeId === undefined ? 'badges.addTitle' : 'badges.editTitle');
  return (
    <PageContainer>
      <PageHeader back={back} title={title} />
      {badgeId !== undefined && !existing.data ? (
        <QueryState error={existing.error} onRetry={() => void existing.refetch()} />
      ) : (
        <BadgeForm
          key={existing.data?.version ?? 'new'}
          propertyId={existing.data?.propertyId ?? propertyId}
          badge={existing.data}
          onDone={onDone}
          onReload={() => void existing.refetch()}
        />
      )}
    </PageContainer>
  );
}

function BadgeForm({
  propertyId,
  badge,
  onDone,
  onReload,
}: {
  propertyId: number;
  badge?: Badge;
  onDone: () => void;
  onReload: () => void;
}) {
  const t = useBadgesT();
  const save = useSaveBadge(propertyId, badge?.id);
  const [popup, setPopup] = useState(false);
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(badge),
    validateInputOnChange: true,
    validate,
  });
  const labels = {
    employeeName: t('badges.form.employeeName'),
    badgeNumber: t('badges.form.badgeNumber'),
    startDate: t('badges.form.startDate'),
  };

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      const body = { ...values, startDate: values.startDate || null };
      save.mutate(badge ? { ...body, version: badge.version } : body, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t(badge ? 'badges.form.saved' : 'badges.form.added') });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return setStale(true);
          if (isApiError(error) && error.fieldErrors.length > 0) {
            form.setErrors(error.fieldErrorMap());
            setPopup(true);
            return;
          }
          setFailure(isApiError(error) && error.message ? error.message : t('badges.form.failed'));
        },
      });
    },
    () => setPopup(true),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {stale ? (
          <Alert color="yellow" title={t('badges.form.stale')}>
            <Button size="xs" variant="default" onClick={onReload}>
              {t('badges.form.reload')}
            </Button>
          </Alert>
        ) : null}
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <TextInput label={labels.employeeName} required autoComplete="off" {...form.getInputProps('employeeName')} />
        <TextInput
          label={labels.badgeNumber}
          description={t('badges.form.badgeNumberHint')}
          required
          autoComplete="off"
          inputMode="numeric"
          {...form.getInputProps('badgeNumber')}
        />
        <TextInput label={labels.startDate} type="date" {...form.getInputProps('startDate')} />
        <Checkbox
          label={t('badges.form.fingerprint')}
          description={t('badges.form.fingerprintHint')}
          {...form.getInputProps('fingerprint', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t(badge ? 'badges.form.save' : 'badges.form.add')}
          </Button>
        </Group>
      </Stack>
      <FormErrorPopup
        opened={popup}
        onClose={() => setPopup(false)}
        errors={form.errors as FormErrors}
        labels={labels}
      />
    </Card>
  );
}
