import { Alert, Anchor, List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate, formatMoneyCents } from '#web/lib/format.ts';
import { usePoFormT } from '../i18n/use-po-form-t.ts';
import { poDraftsQueryOptions } from '../api/po-form-api.ts';

/** The property's drafts, each with a link to resume it (nothing while there are none). */
export function DraftsCard({ propertyId }: { propertyId: number }) {
  const t = usePoFormT();
  const drafts = useQuery(poDraftsQueryOptions(propertyId));
  if (!drafts.data?.length) return null;
  return (
    <Alert color="blue" title={t('poForm.drafts.title')} data-testid="po-drafts">
      {t('poForm.drafts.intro')}
      <List size="sm" mt="xs" spacing={4}>
        {drafts.data.map((d) => (
          <List.Item key={d.id}>
            <Anchor component={Link} to={`/purchase-orders/edit/${propertyId}/${d.id}`} size="sm">
              {t('poForm.drafts.resume', { id: d.id })}
            </Anchor>{' '}
            · {t('poForm.drafts.row', { date: formatDate(d.dateCreated), total: formatMoneyCents(d.totalCents) })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
