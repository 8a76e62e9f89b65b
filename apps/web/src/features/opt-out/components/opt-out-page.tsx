import { Alert, Button, Card, Group, List, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconLinkOff, IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { OptOutTokenSchema, type OptOutDescription } from '@kc/domain/notifications/email-kinds';
import { isApiError } from '#web/lib/api-errors.ts';
import { useConfirmOptOut, optOutQueryOptions } from '../api/opt-out-api.ts';
import { useOptOutT } from '../i18n/use-opt-out-t.ts';

type PageKey = 'residentOptOut' | 'keysOutOptOut' | 'inactiveEmployeesOptOut';

/**
 * The anonymous opt-out page of one e-mail kind (spec 000 §2.1). Opening it only describes what would stop (mail
 * scanners open links too); the button confirms. Unknown or expired links, load failures and confirm failures each
 * get the spec's message (§8).
 */
export function OptOutPage({ page, token }: { page: PageKey; token: string | undefined }) {
  const t = useOptOutT();
  const title = t(`optOut.pages.${page}`);
  useDocumentTitle(`${title} · ${t('app.name')}`);
  const valid = token !== undefined && OptOutTokenSchema.safeParse(token).success;
  return (
    <Stack gap="lg" maw={620} mx="auto" w="100%" data-testid="opt-out-page">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      {valid ? <OptOutBody token={token} /> : <InvalidLink />}
    </Stack>
  );
}

function OptOutBody({ token }: { token: string }) {
  const t = useOptOutT();
  const query = useQuery(optOutQueryOptions(token));
  const confirm = useConfirmOptOut(token);
  if (query.isPending)
    return (
      <Card withBorder radius="md" padding="lg" data-testid="page-loading">
        <Stack gap="sm">
          <Skeleton h={20} w="70%" />
          <Skeleton h={60} />
          <Skeleton h={36} w={180} />
        </Stack>
      </Card>
    );
  if (query.isError) {
    if (isApiError(query.error) && [400, 404].includes(query.error.status)) return <InvalidLink />;
    return (
      <Outcome icon={<IconAlertTriangle size={28} />} color="red" title={t('optOut.errorTitle')}>
        <Text>{t('optOut.contactInfoLoadError')}</Text>
        <Button variant="default" onClick={() => void query.refetch()}>
          {t('optOut.retry')}
        </Button>
      </Outcome>
    );
  }
  const d = query.data;
  if (d.alreadyOptedOut)
    return (
      <Outcome
        icon={<IconCircleCheck size={28} />}
        color="teal"
        title={t(confirm.isSuccess ? 'optOut.doneTitle' : 'optOut.alreadyTitle')}
      >
        <Text data-testid="opt-out-outcome">{t(confirm.isSuccess ? 'optOut.optedOut' : 'optOut.alreadyOptedOut')}</Text>
        <Summary d={d} />
      </Outcome>
    );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Text fw={600}>{t('optOut.lead')}</Text>
        <Summary d={d} />
        <Text size="sm" c="dimmed">
          {t('optOut.otherEmails')}
        </Text>
        {confirm.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t('optOut.somethingWentWrong')}
          </Alert>
        ) : null}
        <Text fw={600}>{t('optOut.confirmQuestion')}</Text>
        <Group>
          <Button leftSection={<IconMailOff size={18} />} loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('optOut.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Summary({ d }: { d: OptOutDescription }) {
  const t = useOptOutT();
  const row = (label: string, value: string) => (
    <List.Item>
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      <Text span fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </List.Item>
  );
  return (
    <List spacing={4} listStyleType="none" data-testid="opt-out-summary">
      {row(t('optOut.what'), d.what)}
      {row(t('optOut.property'), d.propertyName)}
      {d.unitName ? row(t('optOut.unit'), d.unitName) : null}
      {row(t('optOut.address'), d.maskedEmail)}
    </List>
  );
}

function InvalidLink() {
  const t = useOptOutT();
  return (
    <Outcome icon={<IconLinkOff size={28} />} color="gray" title={t('optOut.invalidTitle')}>
      <Text>{t('optOut.linkInvalid')}</Text>
      <Text size="sm" c="dimmed">
        {t('optOut.linkInvalidHint')}
      </Text>
      <Button component={Link} to="/login" variant="default">
        {t('optOut.signIn')}
      </Button>
    </Outcome>
  );
}

function Outcome(props: { icon: ReactNode; color: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" color={props.color} aria-hidden>
          {props.icon}
        </ThemeIcon>
        <Stack gap="sm" align="flex-start" miw={0}>
          <Title order={2} fz="h3">
            {props.title}
          </Title>
          {props.children}
        </Stack>
      </Group>
    </Card>
  );
}
