import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Entity, EntityLevel } from '@kc/domain/hierarchy';
import { useHierarchyT } from '#web/features/hierarchy/i18n/use-hierarchy-t.ts';
import { isApiError } from '#web/lib/api-errors.ts';
import { useDeleteEntity } from '../api/entities.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { ENTITY_PATH } from './entity-sections.tsx';

/** Where a deleted entity's page sends the person: its parent, or the corporation list. */
export function parentPath(level: EntityLevel, entity: Pick<Entity, 'corporation' | 'division' | 'region'>): string {
  if (level === 'property' && entity.region) return `${ENTITY_PATH.region}/${entity.region.id}`;
  if (level === 'region' && entity.division) return `${ENTITY_PATH.division}/${entity.division.id}`;
  if (level !== 'corporation' && entity.corporation) return `${ENTITY_PATH.corporation}/${entity.corporation.id}`;
  return '/corporation/corporation-list';
}

/** Delete (soft) with a confirmation naming the entity; a refusal (children left) shows in the modal. */
export function DeleteEntityButton({
  level,
  entity,
}: {
  level: EntityLevel;
  entity: Pick<Entity, 'id' | 'name' | 'corporation' | 'division' | 'region'>;
}) {
  const t = useHierarchyT();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const remove = useDeleteEntity(level, entity.id);
  const levelName = t(`hierarchy.levels.${level}`);
  const close = () => {
    setOpened(false);
    remove.reset();
  };
  const error = remove.error
    ? {
        title: t('hierarchy.page.deleteRefused'),
        message: (isApiError(remove.error) && remove.error.message) || t('hierarchy.page.loadFailed'),
      }
    : null;
  return (
    <>
      <Button
        data-testid="delete-entity"
        variant="default"
        color="red"
        size="sm"
        c="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => setOpened(true)}
      >
        {t('hierarchy.page.delete')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('hierarchy.page.deleteTitle', { level: levelName.toLowerCase(), name: entity.name })}
        confirmLabel={t('hierarchy.page.deleteConfirm', { level: levelName.toLowerCase() })}
        danger
        loading={remove.isPending}
        error={error}
        onClose={close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: t('hierarchy.page.deleted', { level: levelName, name: entity.name }),
              });
              setOpened(false);
              void navigate({ to: parentPath(level, entity) });
            },
          })
        }
      >
        {t('hierarchy.page.deleteBody', { name: entity.name, level: levelName.toLowerCase() })}
      </ConfirmModal>
    </>
  );
}
