import { createFileRoute } from '@tanstack/react-router';
import { FaqLayout } from '../features/help/components/faq-layout.tsx';

/** The faq layout (spec 000 §2.5): public help pages, open to anonymous visitors. */
export const Route = createFileRoute('/_faq')({
  component: FaqLayout,
});
