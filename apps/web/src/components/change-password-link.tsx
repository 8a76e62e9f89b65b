import { Button, type ButtonProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Link to /change-password for signed-in users (the shell can place it in its user menu). */
export function ChangePasswordLink(props: Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/change-password" variant="default" leftSection={<IconLock size={16} />} {...props}>
      {t('session.changePasswordLink')}
    </Button>
  );
}
