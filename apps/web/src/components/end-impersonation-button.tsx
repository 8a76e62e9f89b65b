import { Button, type ButtonProps } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImpersonation } from '../lib/impersonation.ts';

/** Header/sidebar button of spec 000 §2.5: ends the impersonation; renders nothing unless impersonating. */
export function EndImpersonationButton(props: Omit<ButtonProps, 'children' | 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const { isImpersonating, end } = useImpersonation();
  const [ending, setEnding] = useState(false);
  if (!isImpersonating) return null;
  const onClick = async () => {
    setEnding(true);
    try {
      await end();
    } finally {
      setEnding(false);
    }
  };
  return (
    <Button
      color="dark"
      variant="filled"
      leftSection={<IconUserOff size={16} />}
      {...props}
      onClick={onClick}
      loading={ending}
    >
      {t('session.endImpersonation')}
    </Button>
  );
}
