import { Alert, Checkbox, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CustomizablePermission } from '@kc/domain/staff-permissions';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';

/** Spec 000 §2.6 customizable permission checklist; reloaded by the form when the access level changes. */
export function PermissionChecklist({
  items,
  loading,
  failed,
  checked,
  onToggle,
  showWarning,
  columns,
  emptyText,
}: {
  items: CustomizablePermission[] | undefined;
  loading: boolean;
  failed: boolean;
  checked: (item: CustomizablePermission) => boolean;
  onToggle: (id: string, value: boolean) => void;
  showWarning: boolean;
  columns: number;
  emptyText?: string;
}) {
  const t = useStaffT();
  return (
    <Stack
      gap="xs"
      component="fieldset"
      style={{ border: 0, padding: 0, margin: 0 }}
      aria-labelledby="staff-permissions-title"
    >
      <Title order={3} fz="md" id="staff-permissions-title">
        {t('staff.permissions.title')}
      </Title>
      {showWarning ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="cherry-picking-warning"
        >
          <Text size="sm" c="orange">
            {t('staff.permissions.cherryPicking')}
          </Text>
        </Alert>
      ) : null}
      {loading ? (
        <SimpleGrid cols={columns} spacing="xs" data-testid="permissions-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={22} />
          ))}
        </SimpleGrid>
      ) : failed ? (
        <Text size="sm" c="red" role="alert">
          {t('staff.permissions.loadFailed')}
        </Text>
      ) : !items || items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText ?? t('staff.permissions.none')}
        </Text>
      ) : (
        <SimpleGrid cols={columns} spacing="xs" verticalSpacing="xs">
          {items.map((item) => (
            <Checkbox
              key={item.id}
              label={item.permName}
              checked={checked(item)}
              onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
