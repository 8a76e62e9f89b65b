import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from './centered-message.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('notFound.title')} · ${t('app.name')}`);
  return (
    <CenteredMessage
      icon={<IconMapPinQuestion size={30} stroke={1.6} />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button component={Link} to="/" mt="xs">
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
