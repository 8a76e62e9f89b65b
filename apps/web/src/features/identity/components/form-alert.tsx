import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The error alert at the top of an identity form (role=alert so it is announced). */
export function FormAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title}
      role="alert"
      style={{ whiteSpace: 'pre-line' }}
    >
      {children}
    </Alert>
  );
}
