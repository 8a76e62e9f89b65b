import { Box, type ScrollAreaProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const RealScrollArea = lazy(() => import('./mantine-scroll-area.ts').then((m) => ({ default: m.ScrollArea })));

/**
 * Stands in for ScrollArea inside Mantine's Table.ScrollContainer (vite.config.ts): every Mantine Table imports it for
 * that one part, which the app does not use, so every page with a table fetched the custom scrollbars (4.7 KB Brotli).
 * Should a page use Table.ScrollContainer, the real ScrollArea loads then, and the content shows in a plain scrolling
 * box meanwhile (decision 0050).
 */
export function ScrollArea(props: ScrollAreaProps) {
  const { className, style, children } = props;
  return (
    <Suspense
      fallback={
        <Box className={className} style={[{ overflow: 'auto' }, style]}>
          {children}
        </Box>
      }
    >
      <RealScrollArea {...props} />
    </Suspense>
  );
}
