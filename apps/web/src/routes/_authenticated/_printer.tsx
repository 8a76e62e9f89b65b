import { createFileRoute } from '@tanstack/react-router';
import { PrinterLayout } from '#web/features/shell/components/printer-layout.tsx';

/** The printer layout (spec 000 §2.5): print views without header, navigation or footer. */
export const Route = createFileRoute('/_authenticated/_printer')({
  component: PrinterLayout,
});
