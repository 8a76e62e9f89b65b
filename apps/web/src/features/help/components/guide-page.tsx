import { Anchor, Badge, Card, Group, List, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconBulb, IconClock, IconDeviceTablet, IconTool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useHelpT } from '../i18n/use-help-t.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { formatPhone, phoneHref } from '#web/lib/format.ts';
import { PROVIDER } from '#web/lib/provider.ts';
import { HELP_SYSTEMS } from '../content/systems.ts';
import type { Guide, SystemKey } from '../content/types.ts';

/** One step-by-step guide: what you need, numbered steps with what the screen shows, tips and troubleshooting. */
export function GuidePage({ system, guide }: { system: SystemKey; guide: Guide }) {
  const t = useHelpT();
  const help = HELP_SYSTEMS[system];
  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to={`/faqs/${system}` as '/faqs/touch'} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('help.backTo', { name: help.name })}
        </Group>
      </Anchor>
      <PageHeader title={guide.title} description={guide.summary} />
      <Group gap={6}>
        <Badge variant="light">{t('help.systemBadge', { name: help.name })}</Badge>
        <Badge variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
          {t('help.minutes', { count: guide.minutes })}
        </Badge>
      </Group>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="guide-before">
        <Title order={2} fz="h4" id="guide-before" mb="xs">
          {t('help.before')}
        </Title>
        <List size="sm" spacing={4}>
          {guide.before.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Card>

      <Stack gap="sm" component="section" aria-labelledby="guide-steps">
        <Title order={2} fz="h3" id="guide-steps">
          {t('help.steps')}
        </Title>
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {guide.steps.map((step, index) => (
            <Paper component="li" key={step.title} withBorder radius="md" p="md">
              <Group align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon radius="xl" size={32} aria-hidden>
                  <Text fw={700} size="sm">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Stack gap={6} miw={0}>
                  <Text fw={700}>
                    <VisuallyHidden>{t('help.stepLabel', { number: index + 1 })}: </VisuallyHidden>
                    {step.title}
                  </Text>
                  <Text size="sm">{step.detail}</Text>
                  {step.screen ? (
                    <Group
                      gap={8}
                      wrap="nowrap"
                      align="flex-start"
                      bg="gray.0"
                      p={8}
                      style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
                    >
                      <IconDeviceTablet size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                      <Text size="sm" ff="monospace">
                        <Text span size="sm" fw={600} ff="inherit">
                          {t('help.onScreen')}:{' '}
                        </Text>
                        {step.screen}
                      </Text>
                    </Group>
                  ) : null}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="guide-tips">
        <Group gap={8} mb="xs">
          <IconBulb size={20} aria-hidden />
          <Title order={2} fz="h4" id="guide-tips">
            {t('help.tips')}
          </Title>
        </Group>
        <List size="sm" spacing={4}>
          {guide.tips.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
      </Card>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="guide-trouble">
        <Group gap={8} mb="xs">
          <IconTool size={20} aria-hidden />
          <Title order={2} fz="h4" id="guide-trouble">
            {t('help.troubleshooting')}
          </Title>
        </Group>
        <Stack gap="sm">
          {guide.troubleshooting.map((item) => (
            <div key={item.problem}>
              <Text size="sm" fw={600}>
                {item.problem}
              </Text>
              <Text size="sm">{item.fix}</Text>
            </div>
          ))}
          <Text size="sm" c="dimmed">
            {t('help.stillStuck')}{' '}
            <Anchor href={phoneHref(PROVIDER.phones.support)} size="sm" underline="always">
              {formatPhone(PROVIDER.phones.support)}
            </Anchor>{' '}
            ({PROVIDER.supportHours})
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
