import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { StaffDetail } from '@kc/domain/staff-form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useRemoveStaff } from '../api/staff-api.ts';
import { useStaffT } from '#web/features/staff/i18n/use-staff-t.ts';

/**
 * Spec 000 §4 removal: at a property, a login with several properties loses only this one unless "all properties"
 * is chosen; otherwise (one property, or another level) the login is deleted.
 */
export function RemoveStaffDialog({
  detail,
  propertyId,
  opened,
  onClose,
  onRemoved,
}: {
  detail: StaffDetail;
  propertyId: number | null;
  opened: boolean;
  onClose: () => void;
  onRemoved: (outcome: 'removed-from-property' | 'deleted') => void;
}) {
  const t = useStaffT();
  const remove = useRemoveStaff();
  const [allProperties, setAllProperties] = useState(false);
  const several = propertyId !== null && detail.properties.length > 1;

  // mutateAsync, not mutate's per-call callbacks: the refreshed views may re-mount this dialog's page while the removal
  // settles, and a per-call callback of an unmounted observer never runs (the navigation back would be lost).
  const confirm = async () => {
    let outcome: 'removed-from-property' | 'deleted';
    try {
      ({ outcome } = await remove.mutateAsync({
        id: detail.id,
        propertyId,
        allProperties: several ? allProperties : false,
      }));
    } catch {
      return; // the API client has already shown the failure
    }
    notifications.show({
      color: 'teal',
      message: t(outcome === 'deleted' ? 'staff.remove.deleted' : 'staff.remove.removed'),
    });
    onClose();
    onRemoved(outcome);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('staff.remove.title')} centered>
      <Stack gap="md">
        <Text size="sm">
          {t(several ? 'staff.remove.removeText' : 'staff.remove.deleteText', { name: detail.name })}
        </Text>
        {several ? (
          <Checkbox
            label={t('staff.remove.allProperties')}
            checked={allProperties}
            onChange={(e) => setAllProperties(e.currentTarget.checked)}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('staff.remove.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {t(several && !allProperties ? 'staff.remove.confirm' : 'staff.remove.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
