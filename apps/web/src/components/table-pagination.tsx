import { Pagination } from '@mantine/core';

// Mantine's Pagination in its own chunk: TablePager (data-table.tsx) loads it only when a table has more than one
// page, so a page whose tables fit one page does not fetch it (decision 0050).
export default Pagination;
