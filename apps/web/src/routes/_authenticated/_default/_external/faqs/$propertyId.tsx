import { createFileRoute, redirect } from '@tanstack/react-router';
import { propertySummaryQueryOptions } from '#web/lib/my-entities.ts';
import { PropertyHelpPage } from '#web/features/help/components/property-help-page.tsx';
import { isApiError } from '#web/lib/api-errors.ts';

/** /faqs/{propertyId}: the help hub of a property the signed-in customer reaches; others see not-found. */
export const Route = createFileRoute('/_authenticated/_default/_external/faqs/$propertyId')({
  loader: async ({ context, params }) => {
    const id = Number(params.propertyId);
    if (!Number.isInteger(id) || id <= 0)
      throw redirect({ to: '/not-found/$entityName', params: { entityName: 'property' }, replace: true });
    try {
      return await context.queryClient.ensureQueryData(propertySummaryQueryOptions(id, { silent: true }));
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 403)) {
        throw redirect({ to: '/not-found/$entityName', params: { entityName: 'property' }, replace: true });
      }
      throw error;
    }
  },
  component: PropertyHelpRoute,
});

function PropertyHelpRoute() {
  const property = Route.useLoaderData();
  return <PropertyHelpPage property={property} />;
}
