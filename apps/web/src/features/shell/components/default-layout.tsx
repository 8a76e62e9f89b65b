import { AppShell } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AppHeader } from './app-header.tsx';

export function DefaultLayout() {
  return (
    <AppShell header={{ height: { base: 56, sm: 64 } }} padding={{ base: 'sm', sm: 'lg' }} bg="gray.0">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
