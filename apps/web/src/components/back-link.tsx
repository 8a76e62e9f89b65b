import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Where a page's back link goes (spec: the report, key map and staff pages name theirs). */
export interface BackTarget {
  to: string;
  label: string;
}

/** The one way back: a small link with an arrow above the page title. */
export function BackLink({ to, label }: BackTarget) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content" className="kc-no-print" data-testid="back-link">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
