import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '#web/lib/i18n/en.ts';
import { CenteredMessage } from '#web/components/centered-message.tsx';

type EntityKey = keyof Catalogue['accountState']['entities'];
const isEntityKey = (value: string): value is EntityKey =>
  value in
  { property: 1, region: 1, division: 1, corporation: 1, 'purchase-order': 1, 'service-request': 1, badge: 1, user: 1 };

/** /not-found/{entityName}: a record the login cannot reach or that no longer exists (spec 000 §2.3). */
export function EntityNotFoundPage({ entityName }: { entityName?: string }) {
  const { t } = useTranslation();
  const key = entityName?.toLowerCase() ?? '';
  const entity = isEntityKey(key) ? t(`accountState.entities.${key}`) : null;
  const title = entity ? t('accountState.entityNotFound', { entity }) : t('accountState.genericNotFound');
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <CenteredMessage
      landmark="div"
      icon={<IconMapPinQuestion size={30} stroke={1.6} />}
      title={title}
      text={entity ? t('accountState.entityNotFoundText', { entity: entity.toLowerCase() }) : t('notFound.text')}
      action={
        <Button component={Link} to="/" mt="xs">
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
