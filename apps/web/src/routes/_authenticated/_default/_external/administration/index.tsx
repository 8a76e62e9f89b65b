import { loadAdministration } from '#web/features/administration/api/administration-route-data.ts';
import { Anchor, Button } from '@mantine/core';
import { IconEdit, IconId, IconKey, IconUserPlus } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useAdministrationContext } from '#web/features/administration/api/administration-context.ts';
import { AdministrationPage } from '#web/features/administration/components/administration-page.tsx';
import { useAdministrationT } from '#web/features/administration/i18n/use-administration-t.ts';
import { SiteLoginsTable } from '#web/features/staff/components/site-logins-table.tsx';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { can } from '@kc/domain/can';

export const Route = createFileRoute('/_authenticated/_default/_external/administration/')({
  loader: ({ context }) => loadAdministration(context.queryClient, context.me),
  component: AdministrationRoute,
});

function EditEntityLink({ level, id }: { level: 'corporation' | 'division' | 'region' | 'property'; id: number }) {
  const t = useAdministrationT();
  const label = t('administration.editEntity', { entity: t(`administration.levels.${level}`) });
  const icon = <IconEdit size={16} />;
  if (level === 'property')
    return (
      <Button
        variant="default"
        leftSection={icon}
        renderRoot={(props) => (
          <Link {...props} to="/administration/property/$propertyId/edit" params={{ propertyId: String(id) }} />
        )}
      >
        {label}
      </Button>
    );
  if (level === 'region')
    return (
      <Button
        variant="default"
        leftSection={icon}
        renderRoot={(props) => (
          <Link {...props} to="/administration/region/$regionId/edit" params={{ regionId: String(id) }} />
        )}
      >
        {label}
      </Button>
    );
  if (level === 'division')
    return (
      <Button
        variant="default"
        leftSection={icon}
        renderRoot={(props) => (
          <Link {...props} to="/administration/division/$divisionId/edit" params={{ divisionId: String(id) }} />
        )}
      >
        {label}
      </Button>
    );
  return (
    <Button
      variant="default"
      leftSection={icon}
      renderRoot={(props) => <Link {...props} to="/administration/corporation/edit" />}
    >
      {label}
    </Button>
  );
}

function AdministrationRoute() {
  const t = useAdministrationT();
  const staffT = useStaffT();
  const me = useCurrentUser();
  const context = useAdministrationContext(me);
  const ready = context.status === 'ready' ? context : null;
  // A new login needs an access level; the API lists them for property level only (decision 0013).
  const mayAdd = ready?.level === 'property' && can(me.accessRights, 'SiteLogin_CREATE');
  return (
    <AdministrationPage
      context={context}
      links={
        ready ? (
          <>
            <EditEntityLink level={ready.level} id={ready.id} />
            <Button
              variant="default"
              leftSection={<IconId size={16} />}
              renderRoot={(props) => <Link {...props} to="/administration/badge-search" />}
            >
              {t('administration.badgeSearch')}
            </Button>
            {ready.level === 'property' && can(me.accessRights, 'KeyMap_READ') ? (
              <Button
                variant="default"
                leftSection={<IconKey size={16} />}
                renderRoot={(props) => (
                  <Link {...props} to="/property/$propertyId/keymap" params={{ propertyId: String(ready.id) }} />
                )}
              >
                {t('administration.keyMap')}
              </Button>
            ) : null}
          </>
        ) : null
      }
      staffActions={
        mayAdd ? (
          <Button
            leftSection={<IconUserPlus size={16} />}
            renderRoot={(props) => <Link {...props} to="/administration/staff/add" />}
          >
            {staffT('siteLogins.add')}
          </Button>
        ) : null
      }
      staff={
        ready ? (
          <SiteLoginsTable
            key={`${ready.level}-${ready.id}`}
            level={ready.level}
            entityId={ready.id}
            disabled={false}
            editLink={(item, label, children) => (
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/administration/staff/edit/$staffId"
                    params={{ staffId: String(item.id) }}
                    aria-label={label}
                  />
                )}
              >
                {children}
              </Anchor>
            )}
          />
        ) : null
      }
    />
  );
}
