import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export function InfoCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text component="h2" size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.04em' }}>
          {label}
        </Text>
      </Group>
      {children}
    </Card>
  );
}
