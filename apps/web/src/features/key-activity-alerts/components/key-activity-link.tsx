import { Button } from '@mantine/core';
import { IconMailBolt } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useKeyActivityT } from '../i18n/use-key-activity-t.ts';

/** The way from the Alerts page to the key-activity e-mail rules. */
export function KeyActivityLink() {
  const t = useKeyActivityT();
  return (
    <Button component={Link} to="/key-activity-alert" variant="default" leftSection={<IconMailBolt size={16} />}>
      {t('keyActivity.title')}
    </Button>
  );
}
