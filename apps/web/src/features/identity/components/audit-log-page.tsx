import { Badge, Card, Code, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { PageHeader } from '#web/components/page-header.tsx';
import { AUDIT_ENTITY_TYPES, canonicalEntityType, type AuditEntityType, type RevisionPage } from '@kc/domain/audit';
import { AUDIT_PAGE_SIZE, auditRevisionsQueryOptions, type AuditTarget, type Revision } from '../api/audit.ts';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';
import { PageContainer } from '#web/components/page-container.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Revision>();
const EMPTY: Revision[] = [];

/** Columns that must not be squeezed below their content on narrow screens (the table scrolls instead). */
const MIN_WIDTHS: Record<string, number> = { time: 150, author: 140, type: 96, path: 140 };

const TYPE_COLORS: Record<string, string> = {
  CREATE: 'teal',
  ADD: 'teal',
  UPDATE: 'blue',
  DELETE: 'red',
  REMOVE: 'red',
};

/** House style: MM/DD/YYYY and hh:mm a. */
export const formatAuditTime = (iso: string) => dayjs(iso).format('MM/DD/YYYY hh:mm a');

/** A value as compact JSON (strings as they are); empty for none. */
export function compactValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function ValueCell({ value }: { value: unknown }) {
  const text = compactValue(value);
  if (text === '')
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <Code
      block={false}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 360, display: 'inline-block' }}
    >
      {text.length > 500 ? `${text.slice(0, 499)}…` : text}
    </Code>
  );
}

/** "the property Summit Oaks": the record as the server names it, else its type and number. */
function useEntityLabel(target: AuditTarget, entity: RevisionPage['entity'] | undefined): string {
  const t = useIdentityT();
  const type = canonicalEntityType(entity?.type ?? target.entityType);
  const known = (AUDIT_ENTITY_TYPES as readonly string[]).includes(type);
  const typeLabel = known ? t(`identity.audit.entityTypes.${type as AuditEntityType}`) : type;
  return entity?.name
    ? t('identity.audit.named', { type: typeLabel, name: entity.name })
    : t('identity.audit.numbered', { type: typeLabel, id: target.entityId });
}

/** The hierarchy pages a trail can go back to (the record's own page); other records have no page of their own. */
const ENTITY_PAGES: Partial<Record<string, string>> = {
  Corporation: '/corporation',
  Division: '/division',
  Region: '/region',
  Property: '/property',
};

function auditBack(entity: RevisionPage['entity'] | undefined, label: string) {
  const base = entity?.name ? ENTITY_PAGES[entity.type] : undefined;
  return base && entity ? { to: `${base}/${entity.id}`, label } : null;
}

/** The audit trail of one entity (spec 000 §2.2; internal roles 102, 103, 105, 106). */
export function AuditLogPage({ target }: { target: AuditTarget }) {
  const t = useIdentityT();
  const [page, setPage] = useState(1);
  const revisions = useQuery(auditRevisionsQueryOptions(target, page));

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('time', {
          header: t('identity.audit.time'),
          cell: (info) => (
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatAuditTime(info.getValue())}
            </Text>
          ),
        }),
        helper.accessor('author', {
          header: t('identity.audit.author'),
          cell: (info) => (
            <div>
              <Text span size="sm">
                {info.getValue()}
              </Text>
              {info.row.original.impersonator ? (
                <Text size="xs" c="dimmed">
                  {t('identity.audit.asImpersonator', { name: info.row.original.impersonator })}
                </Text>
              ) : null}
            </div>
          ),
        }),
        helper.accessor('type', {
          header: t('identity.audit.type'),
          cell: (info) => (
            <Badge variant="light" radius="sm" color={TYPE_COLORS[info.getValue()] ?? 'gray'}>
              {info.getValue()}
            </Badge>
          ),
        }),
        helper.accessor('path', {
          header: t('identity.audit.path'),
          cell: (info) => (
            <Text span size="sm" ff="monospace">
              {info.getValue()}
            </Text>
          ),
        }),
        helper.accessor('oldValue', {
          header: t('identity.audit.oldValue'),
          cell: (info) => <ValueCell value={info.getValue()} />,
        }),
        helper.accessor('newValue', {
          header: t('identity.audit.newValue'),
          cell: (info) => <ValueCell value={info.getValue()} />,
        }),
      ]),
    [t],
  );

  const table = useTable({ features, columns, data: revisions.data?.items ?? EMPTY });
  const total = revisions.data?.total ?? 0;
  const pages = Math.ceil(total / AUDIT_PAGE_SIZE);
  const entity = useEntityLabel(target, revisions.data?.entity);

  return (
    <PageContainer>
      <PageHeader
        title={t('identity.audit.title')}
        description={t('identity.audit.description', { entity })}
        back={auditBack(
          revisions.data?.entity,
          t('identity.audit.backTo', { name: revisions.data?.entity.name ?? '' }),
        )}
      />
      <Card withBorder radius="md" padding={0}>
        {revisions.isPending ? (
          <Stack gap={8} p="md" data-testid="audit-loading">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        ) : total === 0 ? (
          <Text p="lg" c="dimmed" role="status">
            {t('identity.audit.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={900} maxHeight="70vh">
            <Table striped highlightOnHover stickyHeader verticalSpacing="xs">
              <Table.Thead>
                {table.getHeaderGroups().map((group) => (
                  <Table.Tr key={group.id}>
                    {group.headers.map((header) => (
                      <Table.Th key={header.id}>
                        {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Thead>
              <Table.Tbody>
                {table.getRowModel().rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <Table.Td key={cell.id} style={{ verticalAlign: 'top', minWidth: MIN_WIDTHS[cell.column.id] }}>
                        <table.FlexRender cell={cell} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {total > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('identity.audit.total', { count: total })}
          </Text>
          {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
        </Group>
      ) : null}
    </PageContainer>
  );
}
