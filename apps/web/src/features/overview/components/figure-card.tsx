import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { renderLink, type BriefingLink } from './briefing-link.tsx';
import { formatCount } from '@kc/domain/format';

/**
 * One figure of the briefing: the number, what it counts and, when the login may open it, a link to the page that
 * lists the same rows (the whole card is the link).
 */
export function FigureCard({
  label,
  value,
  icon,
  color,
  detail,
  hint,
  link,
  testId,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  /** The colour of a figure that needs attention (used only when the value is above zero). */
  color?: string;
  detail?: ReactNode;
  hint?: string;
  link?: BriefingLink | null;
  testId: string;
}) {
  const alert = color !== undefined && value > 0;
  // The big number in its hue, at a shade that keeps 3:1 on white (large text, WCAG AA).
  const valueColor = color === 'red' ? 'red.9' : 'orange.9';
  const body = (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={600} c="dimmed" lh={1.3}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={alert ? color : 'gray'} size="md" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={32} fw={700} lh={1.1} mt={4} c={alert ? valueColor : undefined} data-testid={`${testId}-value`}>
        {formatCount(value)}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed" mt={4}>
          {detail}
        </Text>
      ) : null}
      {link && hint ? (
        <Group gap={2} mt="xs" wrap="nowrap">
          <Text size="xs" c="blue.8" fw={600}>
            {hint}
          </Text>
          <IconChevronRight size={14} aria-hidden color="var(--mantine-color-blue-8)" />
        </Group>
      ) : null}
    </>
  );
  return link ? (
    <Card withBorder radius="md" padding="md" renderRoot={renderLink(link)} data-testid={testId}>
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      {body}
    </Card>
  );
}
