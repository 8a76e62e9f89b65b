import type { Me } from '@kc/domain/auth';
import { notifications } from '@mantine/notifications';
import { redirect } from '@tanstack/react-router';
import i18n from 'i18next';
import { canSeeInternalRoutes } from '#web/lib/home-path.ts';
import { canReadAuditLog } from '@kc/domain/policies';

/**
 * beforeLoad of the audit pages: external users go to the overview (spec 000 §2.4); internal users without the
 * audit roles get the forbidden message and the dashboard.
 */
export function guardAuditLog(me: Me): void {
  if (!canSeeInternalRoutes(me)) throw redirect({ to: '/overview', replace: true });
  if (!canReadAuditLog(me.role)) {
    notifications.show({ color: 'orange', message: i18n.t('errors.forbidden') });
    throw redirect({ to: '/dashboard', replace: true });
  }
}
