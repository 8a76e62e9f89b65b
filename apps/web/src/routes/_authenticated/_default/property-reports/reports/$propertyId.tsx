import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 000 §2.3: /property-reports/reports/{propertyId} redirects to the reports home. */
export const Route = createFileRoute('/_authenticated/_default/property-reports/reports/$propertyId')({
  beforeLoad: () => {
    throw redirect({ to: '/property-reports', replace: true });
  },
});
