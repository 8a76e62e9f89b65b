import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-error.ts';
import { CenteredMessage } from './centered-message.tsx';

/** Route errors, including a page chunk that failed to load after a deploy: offer a reload, never a blank page. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      landmark="div"
      icon={<IconAlertTriangle size={30} stroke={1.6} />}
      title={t('errorPage.title')}
      text={isChunkLoadError(error) ? t('errorPage.chunkText') : t('errorPage.text')}
      action={
        <Button mt="xs" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </Button>
      }
    />
  );
}
