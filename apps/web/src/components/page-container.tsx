import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The content width of every page: lists, forms and detail pages share it, and so share one left edge. */
export const PAGE_MAX_WIDTH = 1400;
/** A form's fields stay readable inside the page width (the form sits at the page's left edge, not centred). */
export const FORM_MAX_WIDTH = 960;

/**
 * The frame of every page's content: one width, centred in the shell, the same gap between header and sections.
 * `fluid` is for the key map only, whose side-by-side tables use the whole window (spec 001 §2: up to 6 tables).
 */
export function PageContainer({
  children,
  fluid = false,
  testId,
}: {
  children: ReactNode;
  fluid?: boolean;
  testId?: string;
}) {
  return (
    <Stack gap="lg" maw={fluid ? undefined : PAGE_MAX_WIDTH} mx="auto" w="100%" data-testid={testId}>
      {children}
    </Stack>
  );
}
