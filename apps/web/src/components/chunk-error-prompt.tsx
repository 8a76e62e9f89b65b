import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page or stylesheet chunk that fails to load (spec 000 §8 ChunkLoadError / CSS_CHUNK_LOAD_FAILED) asks for a
 * reload instead of leaving a blank screen. Route-level failures reach ErrorPage; this catches Vite's preload errors.
 */
export function ChunkErrorPrompt() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      setFailed(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return (
    <Modal opened={failed} onClose={() => setFailed(false)} title={t('chunk.title')} centered>
      <Stack>
        <Text size="sm">{t('chunk.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('chunk.reload')}</Button>
      </Stack>
    </Modal>
  );
}
