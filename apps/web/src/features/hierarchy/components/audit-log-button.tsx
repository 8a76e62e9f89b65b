import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { EntityLevel } from '@kc/domain/hierarchy';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';

/** The "Audit log" action of a corporation, division, region or property page (shown to audit readers only). */
export function AuditLogButton({ level, id }: { level: EntityLevel; id: number | string }) {
  const t = useHierarchyT();
  return (
    <Button
      component={Link}
      to={`/audit/entity/${level}/${id}`}
      variant="default"
      size="sm"
      leftSection={<IconHistory size={16} />}
    >
      {t('hierarchy.page.auditLog')}
    </Button>
  );
}
