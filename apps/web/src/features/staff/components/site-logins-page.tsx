import type { EntityLevel } from '@kc/domain/hierarchy';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '#web/components/page-header.tsx';
import type { BackTarget } from '#web/components/back-link.tsx';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import type { StaffListItem } from '../api/staff-api.ts';
import { SiteLoginsTable } from './site-logins-table.tsx';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';
import { PageContainer } from '#web/components/page-container.tsx';

/** Property site logins (spec 000 §2.2: site-logins and site-logins/inactive); links come from the route. */
export function SiteLoginsPage({
  level,
  entityId,
  disabled,
  actions,
  back,
  editLink,
  title,
}: {
  level: EntityLevel;
  entityId: number;
  disabled: boolean;
  actions: ReactNode;
  back?: BackTarget;
  editLink: (item: StaffListItem, label: string, children: ReactNode) => ReactNode;
  title?: string;
}) {
  const t = useStaffT();
  const entity = useQuery(entityQueryOptions(level, entityId));
  return (
    <PageContainer>
      <PageHeader
        title={title ?? t(disabled ? 'siteLogins.inactiveTitle' : 'siteLogins.activeTitle')}
        description={entity.data ? t('siteLogins.description', { entity: entity.data.name }) : undefined}
        back={back}
        actions={actions}
      />
      <SiteLoginsTable level={level} entityId={entityId} disabled={disabled} editLink={editLink} />
    </PageContainer>
  );
}
