import { Alert, Box, Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page or stylesheet chunk that fails to load (spec 000 §8 ChunkLoadError / CSS_CHUNK_LOAD_FAILED) asks for a
 * reload instead of leaving a blank screen. Route-level failures reach ErrorPage; this catches Vite's preload errors.
 * A fixed notice rather than a modal: it must work when no further chunk can load, and it keeps the modal's code
 * (and its scroll area and positioning library) out of the entry chunk (decision 0034).
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
  if (!failed) return null;
  return (
    <Box pos="fixed" bottom={16} left={16} right={16} maw={480} mx="auto" style={{ zIndex: 400 }}>
      <Alert
        role="alertdialog"
        aria-label={t('chunk.title')}
        title={t('chunk.title')}
        variant="outline"
        bg="white"
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={() => setFailed(false)}
      >
        <Text size="sm">{t('chunk.text')}</Text>
        <Button mt="sm" onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </Button>
      </Alert>
    </Box>
  );
}
