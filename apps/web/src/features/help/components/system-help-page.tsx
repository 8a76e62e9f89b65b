import { Accordion, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useHelpT } from '../i18n/use-help-t.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { HELP_SYSTEMS } from '../content/systems.ts';
import type { SystemKey } from '../content/types.ts';

/** /faqs/touch and /faqs/gen10: what the system is, its step-by-step guides and common questions. */
export function SystemHelpPage({ system }: { system: SystemKey }) {
  const t = useHelpT();
  const help = HELP_SYSTEMS[system];
  const other: SystemKey = system === 'touch' ? 'gen10' : 'touch';
  return (
    <Stack gap="xl">
      <PageHeader title={t('help.systemTitle', { name: help.name })} description={help.description} />
      <Text size="sm" c="dimmed">
        {help.identify}{' '}
        <Anchor component={Link} to={`/faqs/${other}` as '/faqs/touch'} size="sm">
          {t('help.otherSystem', { name: HELP_SYSTEMS[other].name })}
        </Anchor>
      </Text>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('help.guides')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {help.guides.map((guide) => (
            <Card key={guide.slug} withBorder padding="md" radius="md" component="article">
              <Stack gap={6} h="100%">
                <Anchor component={Link} to={`/faqs/${system}/${guide.slug}` as '/faqs/touch'} fw={700} c="brand.8">
                  {guide.title}
                </Anchor>
                <Text size="sm" style={{ flex: 1 }}>
                  {guide.summary}
                </Text>
                <Group gap={6}>
                  <Badge variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
                    {t('help.minutes', { count: guide.minutes })}
                  </Badge>
                  <Badge variant="light" color="gray">
                    {t('help.stepCount', { count: guide.steps.length })}
                  </Badge>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('help.faqs')}
        </Title>
        <Accordion variant="separated" radius="md">
          {help.faqs.map((faq) => (
            <Accordion.Item key={faq.question} value={faq.question} bg="white">
              <Accordion.Control>{faq.question}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{faq.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Stack>
  );
}
