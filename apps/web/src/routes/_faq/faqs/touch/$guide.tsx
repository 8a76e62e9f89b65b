import { createFileRoute, notFound } from '@tanstack/react-router';
import { findGuide } from '#web/features/help/content/systems.ts';
import { GuidePage } from '#web/features/help/components/guide-page.tsx';

/** One public touch guide; an unknown guide name is page-not-found. */
export const Route = createFileRoute('/_faq/faqs/touch/$guide')({
  loader: ({ params }) => {
    const guide = findGuide('touch', params.guide);
    if (!guide) throw notFound();
    return guide;
  },
  component: GuideRoute,
});

function GuideRoute() {
  const guide = Route.useLoaderData();
  return <GuidePage system="touch" guide={guide} />;
}
