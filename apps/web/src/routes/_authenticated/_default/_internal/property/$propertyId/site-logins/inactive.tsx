import { Anchor, Button } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { SiteLoginsPage } from '#web/features/staff/components/site-logins-page.tsx';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';
import { loadSiteLogins } from '#web/features/staff/api/staff-route-data.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/site-logins/inactive')({
  loader: ({ context, params }) => loadSiteLogins(context.queryClient, 'property', params.propertyId, true),
  component: InactivePropertySiteLogins,
});

function InactivePropertySiteLogins() {
  const t = useStaffT();
  const { propertyId } = Route.useParams();
  const id = parseId(propertyId);
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  return (
    <SiteLoginsPage
      level="property"
      entityId={id}
      disabled
      actions={
        <Button
          renderRoot={(props) => <Link {...props} to="/property/$propertyId/site-logins" params={{ propertyId }} />}
          variant="default"
          leftSection={<IconUsers size={16} />}
        >
          {t('siteLogins.showActive')}
        </Button>
      }
      editLink={(item, label, children) => (
        <Anchor
          renderRoot={(props) => (
            <Link
              {...props}
              to="/property/$propertyId/edit-staff/$staffId"
              params={{ propertyId, staffId: String(item.id) }}
              aria-label={label}
            />
          )}
        >
          {children}
        </Anchor>
      )}
    />
  );
}
