import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from './centered-message.tsx';

/** The spec's mobile header breakpoint: 800 px or less is a phone layout. */
export const MOBILE_QUERY = '(max-width: 800px)';

/** Pages that need a large screen (the scanning panels) say so on phones instead of rendering badly. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  if (!mobile) return children;
  return (
    <CenteredMessage
      landmark="div"
      icon={<IconDeviceDesktop size={30} stroke={1.6} />}
      title={t('accountState.mobileTitle')}
      text={t('accountState.mobileText')}
      action={
        <Button component={Link} to="/" mt="xs" variant="default">
          {t('notAvailable.backHome')}
        </Button>
      }
    />
  );
}
