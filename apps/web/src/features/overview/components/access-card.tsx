import type { Me } from '@kc/domain/auth';
import { Badge, Group, List, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '#web/components/info-card.tsx';

const SHOWN = 6;

/** The corporation and the entities (properties, regions, divisions) this login may reach. */
export function AccessCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  // The corporation has its own line; list what sits below it.
  const entities = me.entityLevels.filter((e) => !(e.entity === 'Corporation' && e.id === me.corporation?.id));
  const shown = entities.slice(0, SHOWN);
  const hidden = entities.length - shown.length;
  return (
    <InfoCard icon={<IconBuilding size={20} />} label={t('landing.accessTitle')}>
      {me.corporation ? (
        <Text size="sm" mb="xs">
          <Text span c="dimmed" size="sm">
            {t('landing.corporation')}:{' '}
          </Text>
          <Text span fw={600} size="sm">
            {me.corporation.name}
          </Text>
        </Text>
      ) : null}
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('landing.noEntities')}
        </Text>
      ) : (
        <List spacing={6} size="sm" listStyleType="none">
          {shown.map((entity) => (
            <List.Item key={`${entity.entity}-${entity.id}`}>
              <Group gap="xs" wrap="nowrap">
                <Badge size="xs" variant="light" color="gray" miw={72}>
                  {t(`landing.entity.${entity.entity}`)}
                </Badge>
                <Text size="sm" truncate="end">
                  {entity.name}
                </Text>
              </Group>
            </List.Item>
          ))}
          {hidden > 0 ? (
            <List.Item>
              <Text size="sm" c="dimmed">
                {t('landing.moreEntities', { count: hidden })}
              </Text>
            </List.Item>
          ) : null}
        </List>
      )}
    </InfoCard>
  );
}
