import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '#web/features/overview/components/overview-page.tsx';

export const Route = createFileRoute('/_authenticated/_default/_external/overview')({
  component: OverviewPage,
});
