import { Alert, Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { useReportsT } from '#web/features/reports/i18n/use-reports-t.ts';
import { keyControlInfoQueryOptions } from '../api/reports-api.ts';
import { useReportProperty } from '../api/use-report-property.ts';

/** The reports home: one card per report this login may open at the property (spec 001 §2). */
export function ReportsHome({ propertyId }: { propertyId: number }) {
  const t = useReportsT();
  const info = useQuery(keyControlInfoQueryOptions(propertyId));
  return (
    <Stack gap="md">
      <PageHeader
        title={t('reports.title')}
        description={info.data ? t('reports.homeDescription', { property: info.data.property.name }) : undefined}
      />
      {info.isPending ? (
        <Loader />
      ) : info.isError ? (
        <Alert color="red">{info.error.message}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {info.data.reports.map((kind) => (
            <Card key={kind} withBorder padding="md" component="section" aria-labelledby={`report-${kind}`}>
              <Stack gap="xs">
                <Title order={2} fz="h4" id={`report-${kind}`}>
                  <Anchor component={Link} to={`/property-reports/${kind}?propertyId=${propertyId}`}>
                    {t(`reports.kinds.${kind}`)}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`reports.descriptions.${kind}`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** A page for the property given in the URL, else the header's selected property. */
export function WithReportProperty({
  propertyId,
  children,
}: {
  propertyId?: number;
  children: (propertyId: number) => React.ReactNode;
}) {
  const t = useReportsT();
  const resolved = useReportProperty(propertyId);
  if (resolved.status === 'loading') return <Loader />;
  if (resolved.status === 'none') return <Alert color="yellow">{t('reports.noProperty')}</Alert>;
  return <>{children(resolved.id)}</>;
}
