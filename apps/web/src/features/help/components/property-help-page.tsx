import type { PropertySummary } from '@kc/domain/property-summary';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '@kc/domain/can';
import { CHANGE_FORM_RIGHT } from '@kc/domain/service-requests/change-form-right';
import { IconClipboardList, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useHelpT } from '../i18n/use-help-t.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { formatPhone, phoneHref } from '#web/lib/format.ts';
import { PROVIDER } from '#web/lib/provider.ts';
import { HELP_SYSTEMS } from '../content/systems.ts';
import type { SystemKey } from '../content/types.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { useCurrentUser } from '#web/lib/session-hooks.ts';

/** /faqs/{propertyId}: a signed-in customer's help hub for their property, with both systems' guides. */
export function PropertyHelpPage({ property }: { property: PropertySummary }) {
  const t = useHelpT();
  const me = useCurrentUser();
  const subject = t('shell.sidebar.emailSubject', { property: property.name });
  return (
    <PageContainer>
      <PageHeader title={t('help.propertyTitle', { name: property.name })} description={t('help.propertyIntro')} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('help.contactTitle')}
          </Title>
          <Text size="sm">
            {t('help.contactText', {
              number: property.accountingCustomerNumber ?? t('shell.sidebar.noCustomerNumber'),
            })}
          </Text>
          <Group gap="sm">
            <Button
              component="a"
              href={phoneHref(PROVIDER.phones.support)}
              leftSection={<IconPhone size={16} />}
              variant="light"
            >
              {t('help.callSupport', { phone: formatPhone(PROVIDER.phones.support) })}
            </Button>
            <Button
              component="a"
              href={`mailto:${PROVIDER.supportEmail}?subject=${encodeURIComponent(subject)}`}
              leftSection={<IconMail size={16} />}
              variant="default"
            >
              {t('help.emailSupport')}
            </Button>
            {can(me.accessRights, CHANGE_FORM_RIGHT) ? (
              <Button
                component={Link}
                to="/change-form/add"
                leftSection={<IconClipboardList size={16} />}
                variant="default"
              >
                {t('help.changeForm')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(['touch', 'gen10'] as SystemKey[]).map((key) => {
          const help = HELP_SYSTEMS[key];
          return (
            <Card key={key} withBorder radius="md" padding="md" component="section" aria-labelledby={`help-${key}`}>
              <Title order={2} fz="h4" id={`help-${key}`}>
                {t('help.systemTitle', { name: help.name })}
              </Title>
              <Text size="sm" c="dimmed" mt={4} mb="sm">
                {help.identify}
              </Text>
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {help.guides.map((guide) => (
                  <li key={guide.slug}>
                    <Anchor component={Link} to={`/faqs/${key}/${guide.slug}` as '/faqs/touch'} size="sm">
                      {guide.title}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </PageContainer>
  );
}
