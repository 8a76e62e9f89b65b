import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '#web/features/shell/components/default-layout.tsx';

// The send-e-mail widget loads when Email Support is first clicked (route files stay light, decision 0057).
const SupportEmailModal = lazy(() => import('#web/features/support-email/components/support-email-modal.tsx'));

/** The default layout (header, navigation, footer and sidebar) for signed-in pages. */
export const Route = createFileRoute('/_authenticated/_default')({
  component: () => <DefaultLayout supportEmail={SupportEmailModal} />,
});
