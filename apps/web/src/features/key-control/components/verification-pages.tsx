import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import { keyControlInfoQueryOptions, unitsQueryOptions, useConfirmUnitEntry } from '../api/key-control-api.ts';
import { KcPage } from './kc-page.tsx';
import { UnitList } from './unit-list.tsx';

/** /property-verification/{propertyId}: a property awaiting customer unit entry asks for its unit list. */
export function PropertyVerificationPage({ propertyId }: { propertyId: number }) {
  const t = useKeyControlT();
  const me = useCurrentUser();
  const info = useQuery(keyControlInfoQueryOptions(propertyId));
  return (
    <KcPage title={t('keycontrol.verification.title')}>
      {info.isError ? (
        <Alert color="red">{t('keycontrol.loadFailed')}</Alert>
      ) : !info.data ? (
        <Skeleton h={120} />
      ) : (
        <Card withBorder padding="lg" maw={640}>
          <Stack gap="md">
            <Text size="lg" fw={700}>
              {info.data.property.name}
            </Text>
            {info.data.property.customerUnitEntry ? (
              <>
                <Text>{t('keycontrol.verification.intro', { name: info.data.property.name })}</Text>
                <Group>
                  <Button component={Link} to={`/property-verification-units/${propertyId}/contact/${me.id}`}>
                    {t('keycontrol.verification.continue')}
                  </Button>
                </Group>
              </>
            ) : (
              <>
                <Text>{t('keycontrol.verification.done', { name: info.data.property.name })}</Text>
                <Group>
                  <Button component={Link} to="/overview" variant="default">
                    {t('keycontrol.verification.toOverview')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Card>
      )}
    </KcPage>
  );
}

/** /property-verification-units/{propertyId}/contact/{contactId}: enter or upload units, review, confirm (audited). */
export function PropertyVerificationUnitsPage({ propertyId, contactId }: { propertyId: number; contactId: number }) {
  const t = useKeyControlT();
  const navigate = useNavigate();
  const units = useQuery(unitsQueryOptions(propertyId));
  const info = useQuery(keyControlInfoQueryOptions(propertyId));
  const confirm = useConfirmUnitEntry(propertyId);
  const count = units.data?.length ?? 0;
  return (
    <KcPage
      title={t('keycontrol.verification.unitsTitle')}
      description={info.data?.property.name}
      back={{ to: `/property-verification/${propertyId}`, label: t('keycontrol.verification.title') }}
    >
      <UnitList propertyId={propertyId} />
      <Card withBorder padding="md">
        <Group justify="space-between" wrap="wrap">
          <Text>
            {count > 0 ? t('keycontrol.verification.review', { count }) : t('keycontrol.verification.needUnits')}
          </Text>
          <Button
            color="teal"
            disabled={count === 0 || info.data?.property.customerUnitEntry === false}
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(contactId, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('keycontrol.verification.confirmed') });
                  void navigate({ to: '/overview' });
                },
              })
            }
          >
            {t('keycontrol.verification.confirm')}
          </Button>
        </Group>
      </Card>
    </KcPage>
  );
}
