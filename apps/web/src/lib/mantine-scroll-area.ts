// Mantine's ScrollArea, in its own chunk for lazy-table-scroll-area.tsx (decision 0050).
export { ScrollArea } from '@mantine/core';
