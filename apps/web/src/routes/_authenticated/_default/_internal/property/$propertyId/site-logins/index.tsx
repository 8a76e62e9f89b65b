import { Anchor, Button } from '@mantine/core';
import { IconArchive, IconUserPlus } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { SiteLoginsPage } from '#web/features/staff/components/site-logins-page.tsx';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';
import { loadSiteLogins } from '#web/features/staff/api/staff-route-data.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/site-logins/')({
  loader: ({ context, params }) => loadSiteLogins(context.queryClient, 'property', params.propertyId, false),
  component: PropertySiteLogins,
});

function PropertySiteLogins() {
  const t = useStaffT();
  const { propertyId } = Route.useParams();
  const id = parseId(propertyId);
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  return (
    <SiteLoginsPage
      level="property"
      entityId={id}
      disabled={false}
      back={{ to: `/property/${propertyId}`, label: t('siteLogins.back') }}
      actions={
        <>
          <Button
            renderRoot={(props) => <Link {...props} to="/property/$propertyId/add-staff" params={{ propertyId }} />}
            leftSection={<IconUserPlus size={16} />}
          >
            {t('siteLogins.add')}
          </Button>
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/property/$propertyId/site-logins/inactive" params={{ propertyId }} />
            )}
            variant="default"
            leftSection={<IconArchive size={16} />}
          >
            {t('siteLogins.showInactive')}
          </Button>
        </>
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
