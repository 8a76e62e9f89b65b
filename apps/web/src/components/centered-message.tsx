import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A full-page message with an icon, a title, a sentence and one way forward. */
export function CenteredMessage({
  icon,
  title,
  text,
  action,
  landmark = 'main',
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  /** 'div' where the message may render inside a layout that already has its <main>. */
  landmark?: 'main' | 'div';
}) {
  return (
    <Center component={landmark} mih={landmark === 'main' ? '100dvh' : '60vh'} p="md" bg="gray.0">
      <Paper withBorder shadow="xs" p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          {action}
        </Stack>
      </Paper>
    </Center>
  );
}
