import { Alert, Anchor, Box, Button, Flex, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy, IconRotateClockwise } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { can } from '@kc/domain/can';
import { SR_STAFF_RIGHT } from '@kc/domain/service-requests/rights';
import { isOpenStatus } from '@kc/domain/service-requests/rules';
import type { ServiceRequest } from '@kc/domain/service-requests/schemas';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { formatDate, formatDateTime, formatPhone } from '#web/lib/format.ts';
import {
  srDetailQueryOptions,
  srTechniciansQueryOptions,
  srTypesQueryOptions,
  useChangeServiceRequest,
  usePinServiceRequest,
  type SrChange,
} from '../api/service-requests-api.ts';
import { useServiceRequestsT } from '../i18n/use-service-requests-t.ts';
import { CloseRequestModal } from './close-request-modal.tsx';
import { PinToggle, StatusBadge } from './sr-columns.tsx';
import { pinFailureText } from './sr-list-page.tsx';
import { SrNotes } from './sr-notes.tsx';
import { RequestFiles } from './request-files.tsx';

type T = ReturnType<typeof useServiceRequestsT>;

/** A calendar day (YYYY-MM-DD) as written, whatever the viewer's time zone. */
const calendarDay = (d: string) => formatDate(`${d}T12:00:00Z`, 'UTC');

/** What a failed change says: a stale version (409) reloads the request and says so; field errors go in place. */
export function changeFailure(error: unknown, t: T): { text: string; field?: Record<string, string> } {
  if (isApiError(error) && error.status === 409) {
    const stale = error.fieldErrors.some((f) => f.field === 'version');
    return {
      text: stale
        ? t('serviceRequests.detail.stale')
        : t('serviceRequests.detail.conflict', { message: error.message }),
    };
  }
  if (isApiError(error) && error.fieldErrors.length) return { text: error.message, field: error.fieldErrorMap() };
  return { text: isApiError(error) && error.message ? error.message : String(error) };
}

/**
 * /service-requests/property/{propertyId}/{requestId} (spec 000 §2.2, spec 001 §3): the request's status, type,
 * assignee (editable with the Requests right), description, contact, notes, close with a resolution note, reopen, pin,
 * the shipping order line, and links to its property and corporation with the property's warranty date.
 */
export function SrDetailPage({
  requestId,
  rights,
}: {
  requestId: number;
  rights: Readonly<Partial<Record<string, boolean>>>;
}) {
  const t = useServiceRequestsT();
  const request = useQuery(srDetailQueryOptions(requestId));
  if (request.isPending) return <PageSkeleton />;
  if (request.isError) {
    if (isApiError(request.error) && [400, 403, 404].includes(request.error.status))
      return <EntityNotFoundPage entityName="service-request" />;
    return (
      <PageContainer>
        <PageHeader
          title={t('serviceRequests.detail.title', { id: requestId })}
          back={{ to: '/service-requests', label: t('serviceRequests.detail.backToList') }}
        />
        <QueryState
          error={request.error}
          onRetry={() => void request.refetch()}
          text={{
            notFound: t('serviceRequests.detail.missing'),
            loadFailed: t('serviceRequests.detail.loadFailed'),
            retry: t('serviceRequests.detail.retry'),
          }}
        />
      </PageContainer>
    );
  }
  return <Detail request={request.data} canEdit={can(rights, SR_STAFF_RIGHT)} />;
}

function Detail({ request: r, canEdit }: { request: ServiceRequest; canEdit: boolean }) {
  const t = useServiceRequestsT();
  const change = useChangeServiceRequest(r.id);
  const pin = usePinServiceRequest();
  const [closing, setClosing] = useState(false);
  const [problem, setProblem] = useState<{ text: string; field?: Record<string, string> } | null>(null);
  const open = isOpenStatus(r.statusId);

  const run = (c: SrChange, done: string, after?: () => void) => {
    setProblem(null);
    change.mutate(
      { change: c, version: r.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: done });
          after?.();
        },
        onError: (e) => {
          const failure = changeFailure(e, t);
          setProblem(failure);
          // A stale version: the close dialog's note is of no use on the reloaded request.
          if (!failure.field) setClosing(false);
        },
      },
    );
  };

  return (
    <PageContainer>
      <PageHeader
        title={t('serviceRequests.detail.title', { id: r.id })}
        description={r.property.name}
        back={{ to: '/service-requests', label: t('serviceRequests.detail.backToList') }}
        badge={<StatusBadge statusId={r.statusId} name={r.statusName} />}
        actions={
          canEdit ? (
            <>
              <PinToggle
                row={r}
                t={t}
                busy={pin.isPending}
                onToggle={() =>
                  pin.mutate(
                    { id: r.id, pinned: !r.pinned },
                    {
                      onError: (e) =>
                        notifications.show({
                          color: 'orange',
                          message: pinFailureText(e, t('serviceRequests.pin.failed')),
                        }),
                    },
                  )
                }
              />
              {open ? (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconCircleCheck size={16} aria-hidden />}
                  onClick={() => setClosing(true)}
                >
                  {t('serviceRequests.detail.close')}
                </Button>
              ) : (
                <Button
                  variant="light"
                  leftSection={<IconRotateClockwise size={16} aria-hidden />}
                  loading={change.isPending}
                  onClick={() => run({ kind: 'reopen', body: {} }, t('serviceRequests.detail.reopened', { id: r.id }))}
                >
                  {t('serviceRequests.detail.reopen')}
                </Button>
              )}
            </>
          ) : null
        }
      />
      {problem && !problem.field ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          data-testid="sr-problem"
        >
          {problem.text}
        </Alert>
      ) : null}
      <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
        <Stack gap="lg" w="100%" style={{ flex: 2, minWidth: 0 }}>
          <SectionCard title={t('serviceRequests.detail.summary')} testId="sr-summary">
            <Stack gap="sm">
              <Row label={t('serviceRequests.detail.status')}>
                <Group gap="xs">
                  <StatusBadge statusId={r.statusId} name={r.statusName} />
                  <Text size="sm" c="dimmed">
                    {t('serviceRequests.detail.statusSince', { date: formatDateTime(r.statusLastModified) })}
                  </Text>
                </Group>
              </Row>
              {canEdit ? (
                <TypeAndAssignee
                  key={r.version}
                  request={r}
                  saving={change.isPending}
                  errors={problem?.field ?? {}}
                  onSave={(body) => run({ kind: 'update', body }, t('serviceRequests.detail.saved', { id: r.id }))}
                />
              ) : (
                <>
                  <Row label={t('serviceRequests.detail.type')}>{r.type.name}</Row>
                  <Row label={t('serviceRequests.detail.assignee')}>
                    {r.assignee?.name ?? t('serviceRequests.detail.unassigned')}
                  </Row>
                </>
              )}
              <Row label={t('serviceRequests.detail.description')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {r.description}
                </Text>
              </Row>
              <Row label={t('serviceRequests.detail.contact')}>
                <ContactLines contact={r.contact} t={t} />
              </Row>
              <Row label={t('serviceRequests.detail.created')}>
                {t('serviceRequests.detail.createdBy', { date: formatDateTime(r.createdAt), name: r.createdBy.name })}
              </Row>
              <Row label={t('serviceRequests.detail.source')}>{t(`serviceRequests.detail.sources.${r.source}`)}</Row>
              {r.closedAt ? (
                <Row label={t('serviceRequests.detail.closed')}>
                  {t('serviceRequests.detail.createdBy', {
                    date: formatDateTime(r.closedAt),
                    name: r.closedBy?.name ?? '',
                  })}
                </Row>
              ) : null}
              {r.resolutionNote ? (
                <Row label={t('serviceRequests.detail.resolution')}>
                  <Text
                    size="sm"
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    data-testid="sr-resolution"
                  >
                    {r.resolutionNote}
                  </Text>
                </Row>
              ) : null}
            </Stack>
          </SectionCard>
          <SrNotes requestId={r.id} notes={r.notes} canAdd={canEdit} />
          <RequestFiles requestId={r.id} canEdit={canEdit} />
        </Stack>
        <Box w="100%" style={{ flex: 1, minWidth: 0 }}>
          <SectionCard title={t('serviceRequests.detail.property')} testId="sr-property">
            <Stack gap="sm">
              <Row label={t('serviceRequests.detail.property')}>
                <Anchor component={Link} to={`/property/${r.property.id}`} size="sm">
                  {r.property.name}
                </Anchor>
              </Row>
              <Row label={t('serviceRequests.detail.corporation')}>
                <Anchor component={Link} to={`/corporation/${r.corporation.id}`} size="sm">
                  {r.corporation.name}
                </Anchor>
              </Row>
              <Row label={t('serviceRequests.detail.region')}>
                <Anchor component={Link} to={`/region/${r.region.id}`} size="sm">
                  {r.region.name}
                </Anchor>
              </Row>
              <Row label={t('serviceRequests.detail.warranty')}>
                {r.property.warrantyDate
                  ? calendarDay(r.property.warrantyDate)
                  : t('serviceRequests.detail.noWarranty')}
              </Row>
              <Row label={t('serviceRequests.detail.shippingOrder')}>
                <span data-testid="sr-shipping-order">
                  {r.shippingOrderId
                    ? t('serviceRequests.detail.shippingOrderNumber', { id: r.shippingOrderId })
                    : t('serviceRequests.detail.noShippingOrder')}
                </span>
              </Row>
            </Stack>
          </SectionCard>
        </Box>
      </Flex>
      <CloseRequestModal
        key={closing ? 'open' : 'shut'}
        requestId={r.id}
        opened={closing}
        saving={change.isPending}
        serverError={problem?.field?.resolutionNote ?? null}
        onClose={() => setClosing(false)}
        onConfirm={(resolutionNote) =>
          run({ kind: 'close', body: { resolutionNote } }, t('serviceRequests.detail.closedDone', { id: r.id }), () =>
            setClosing(false),
          )
        }
      />
    </PageContainer>
  );
}

/** A labelled value: label above value on a phone, side by side from 576 px. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Text size="sm" c="dimmed" w={{ base: '100%', xs: 140 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ flex: 1, minWidth: 0, fontSize: 'var(--mantine-font-size-sm)' }}>{children}</div>
    </Group>
  );
}

function ContactLines({ contact, t }: { contact: ServiceRequest['contact']; t: T }) {
  const lines = [
    contact.name,
    contact.phone ? (
      <Anchor key="phone" href={`tel:${contact.phone}`} size="sm">
        {formatPhone(contact.phone) || contact.phone}
      </Anchor>
    ) : null,
    contact.email ? (
      <Anchor key="email" href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {contact.email}
      </Anchor>
    ) : null,
  ].filter(Boolean);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('serviceRequests.detail.noContact')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {lines.map((l, i) =>
        typeof l === 'string' ? (
          <Text key={i} size="sm">
            {l}
          </Text>
        ) : (
          l
        ),
      )}
    </Stack>
  );
}

/** Type and assignee as choices, saved together with the version on screen; Save only when one of them changed. */
function TypeAndAssignee({
  request: r,
  saving,
  errors,
  onSave,
}: {
  request: ServiceRequest;
  saving: boolean;
  errors: Record<string, string>;
  onSave: (body: { typeId?: number; assigneeId?: number | null }) => void;
}) {
  const t = useServiceRequestsT();
  const types = useQuery(srTypesQueryOptions);
  const techs = useQuery(srTechniciansQueryOptions);
  const [typeId, setTypeId] = useState(String(r.type.id));
  const [assigneeId, setAssigneeId] = useState(r.assignee ? String(r.assignee.id) : '');
  const typeChoices = (types.data ?? []).filter((ty) => !ty.disabled || ty.id === r.type.id);
  if (!typeChoices.some((ty) => ty.id === r.type.id))
    typeChoices.unshift({ ...r.type, serviceKind: null, disabled: false });
  const techChoices = (techs.data ?? []).filter((u) => !u.disabled || u.id === r.assignee?.id);
  if (r.assignee && !techChoices.some((u) => u.id === r.assignee!.id))
    techChoices.unshift({ ...r.assignee, lastActivity: null, disabled: false, activeStatus: true });
  const body = {
    ...(typeId !== String(r.type.id) ? { typeId: Number(typeId) } : {}),
    ...(assigneeId !== (r.assignee ? String(r.assignee.id) : '')
      ? { assigneeId: assigneeId ? Number(assigneeId) : null }
      : {}),
  };
  const changed = Object.keys(body).length > 0;
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NativeSelect
          label={t('serviceRequests.detail.type')}
          value={typeId}
          onChange={(e) => setTypeId(e.currentTarget.value)}
          data={typeChoices.map((ty) => ({ value: String(ty.id), label: ty.name }))}
          error={errors.typeId}
          w={{ base: '100%', xs: 220 }}
          data-testid="sr-type"
        />
        <NativeSelect
          label={t('serviceRequests.detail.assignee')}
          value={assigneeId}
          onChange={(e) => setAssigneeId(e.currentTarget.value)}
          data={[
            { value: '', label: t('serviceRequests.detail.unassigned') },
            ...techChoices.map((u) => ({ value: String(u.id), label: u.name })),
          ]}
          error={errors.assigneeId}
          w={{ base: '100%', xs: 220 }}
          data-testid="sr-assignee"
        />
      </Group>
      {changed ? (
        <Group>
          <Button
            size="xs"
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            loading={saving}
            onClick={() => onSave(body)}
          >
            {t('serviceRequests.detail.save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
