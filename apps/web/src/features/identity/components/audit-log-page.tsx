import { Badge, Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { DataTable, TableCard, TablePager, type DataColumn } from '#web/components/data-table.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { AUDIT_ENTITY_TYPES, canonicalEntityType, type AuditEntityType, type RevisionPage } from '@kc/domain/audit';
import { AUDIT_PAGE_SIZE, auditRevisionsQueryOptions, type AuditTarget, type Revision } from '../api/audit.ts';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';
import { PageContainer } from '#web/components/page-container.tsx';

const EMPTY: Revision[] = [];

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

  const columns = useMemo<DataColumn<Revision>[]>(
    () => [
      {
        id: 'time',
        header: t('identity.audit.time'),
        primary: true,
        minWidth: 150,
        cell: (r) => (
          <Text span size="sm" fw="inherit" style={{ whiteSpace: 'nowrap' }}>
            {formatAuditTime(r.time)}
          </Text>
        ),
      },
      {
        id: 'author',
        header: t('identity.audit.author'),
        phone: 'card',
        minWidth: 140,
        cell: (r) => (
          <div>
            <Text span size="sm">
              {r.author}
            </Text>
            {r.impersonator ? (
              <Text size="xs" c="dimmed">
                {t('identity.audit.asImpersonator', { name: r.impersonator })}
              </Text>
            ) : null}
          </div>
        ),
      },
      {
        id: 'type',
        header: t('identity.audit.type'),
        phone: 'card',
        minWidth: 96,
        cell: (r) => (
          <Badge variant="light" radius="sm" color={TYPE_COLORS[r.type] ?? 'gray'}>
            {r.type}
          </Badge>
        ),
      },
      {
        id: 'path',
        header: t('identity.audit.path'),
        phone: 'card',
        minWidth: 140,
        cell: (r) =>
          r.path === '' ? null : (
            <Text span size="sm" ff="monospace">
              {r.path}
            </Text>
          ),
      },
      {
        id: 'oldValue',
        header: t('identity.audit.oldValue'),
        phone: 'details',
        cell: (r) => <ValueCell value={r.oldValue} />,
      },
      {
        id: 'newValue',
        header: t('identity.audit.newValue'),
        phone: 'details',
        cell: (r) => <ValueCell value={r.newValue} />,
      },
    ],
    [t],
  );

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
      <TableCard>
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
          <DataTable
            rows={revisions.data?.items ?? EMPTY}
            columns={columns}
            rowKey={(r) => r.id}
            perPage={AUDIT_PAGE_SIZE}
          />
        )}
      </TableCard>
      {total > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('identity.audit.total', { count: total })}
          </Text>
          <TablePager pages={pages} page={page} onChange={setPage} />
        </Group>
      ) : null}
    </PageContainer>
  );
}
