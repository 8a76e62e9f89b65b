import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a page (entity pages, the overview): the title, an optional action on its right, the content. */
export function SectionCard({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}
