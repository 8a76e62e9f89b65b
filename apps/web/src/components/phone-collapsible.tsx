import { Button, Collapse, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

/** On a phone a list's filters fold away behind a button (the list is what the page is for); open on a desktop. */
export function PhoneCollapsible({ phone, label, children }: { phone: boolean; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </Button>
      <Collapse expanded={open} id={id}>
        {children}
      </Collapse>
    </Stack>
  );
}
