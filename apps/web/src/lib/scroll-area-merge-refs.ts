import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Stands in for @floating-ui/react's useMergeRefs inside Mantine's ScrollArea, its only use of that library there
 * (vite.config.ts). Without it every Mantine Table, which imports ScrollArea, fetched the whole positioning library
 * of popovers and tooltips (decision 0047).
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
