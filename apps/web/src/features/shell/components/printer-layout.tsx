import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

/** The printer layout: the page alone on white, no header, navigation or footer (spec 000 §2.5). */
export function PrinterLayout() {
  return (
    <Box component="main" p="lg" bg="white" mih="100dvh" data-layout="printer">
      <Outlet />
    </Box>
  );
}
