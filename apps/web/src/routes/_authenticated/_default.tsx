import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '#web/features/shell/components/default-layout.tsx';

/** The default layout (header, and later navigation, footer and sidebar) for signed-in pages. */
export const Route = createFileRoute('/_authenticated/_default')({
  component: DefaultLayout,
});
