import { createFileRoute } from '@tanstack/react-router';
import { SystemHelpPage } from '#web/features/help/components/system-help-page.tsx';

/** Public help for the gen10 system (spec 000 §2.1). */
export const Route = createFileRoute('/_faq/faqs/gen10/')({
  component: () => <SystemHelpPage system="gen10" />,
});
