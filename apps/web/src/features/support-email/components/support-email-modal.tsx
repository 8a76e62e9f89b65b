import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, FileInput, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { SR_FILE_ACCEPT, SR_FILE_MAX_BYTES, SR_FILE_MESSAGES } from '@kc/domain/service-requests/files';
import {
  SUPPORT_EMAIL_MESSAGES,
  SUPPORT_MESSAGE_MAX,
  SupportEmailFieldsSchema,
} from '@kc/domain/service-requests/support-email';
import { isApiError } from '#web/lib/api-errors.ts';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { useSendSupportEmail } from '../api/support-email-api.ts';
import { useSupportEmailT } from '../i18n/use-support-email-t.ts';

type Errors = Partial<Record<'propertyId' | 'replyTo' | 'message' | 'file', string>>;

/**
 * The send-e-mail widget (spec 000 §2.5 Email Support, §2.6/§5, §8; decision 0065): the property, the address support
 * answers (an e-mail pattern), a free-text message and an optional photo or file. Sending creates a "Support E-mail"
 * service request and e-mails support; success shows the server's message, failure "send e-mail failed".
 */
export default function SupportEmailModal({
  opened,
  onClose,
  propertyId,
  email,
}: {
  opened: boolean;
  onClose: () => void;
  /** The property the shell shows, if any (preselected). */
  propertyId: number | null;
  /** The login's own address (prefilled). */
  email: string;
}) {
  const t = useSupportEmailT();
  const properties = useQuery({ ...myPropertiesQueryOptions, enabled: opened });
  const send = useSendSupportEmail();
  const [chosen, setChosen] = useState<string | null>(propertyId ? String(propertyId) : null);
  const [replyTo, setReplyTo] = useState(email);
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);

  const options = (properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const selected = chosen ?? options[0]?.value ?? null;

  const reset = () => {
    setMessage('');
    setFile(null);
    setErrors({});
    setFailed(null);
  };
  const close = () => {
    if (send.isPending) return;
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const parsed = SupportEmailFieldsSchema.safeParse({ propertyId: selected ?? '', replyTo, message });
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (!selected) found.propertyId = t('supportEmail.propertyPlaceholder');
    if (file && file.size > SR_FILE_MAX_BYTES) found.file = SR_FILE_MESSAGES.tooLarge;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    send.mutate(
      { fields: parsed.data, file },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: result.message });
          reset();
          onClose();
        },
        onError: (err) => {
          if (isApiError(err)) setErrors(err.fieldErrorMap());
          setFailed(isApiError(err) && err.message ? err.message : SUPPORT_EMAIL_MESSAGES.failed);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('supportEmail.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('supportEmail.intro')}
          </Text>
          {failed ? (
            <Alert color="red" variant="light" role="alert" title={SUPPORT_EMAIL_MESSAGES.failed}>
              {failed === SUPPORT_EMAIL_MESSAGES.failed ? null : failed}
            </Alert>
          ) : null}
          <Select
            label={t('supportEmail.property')}
            placeholder={t('supportEmail.propertyPlaceholder')}
            data={options}
            value={selected}
            onChange={setChosen}
            searchable={options.length > 8}
            allowDeselect={false}
            disabled={properties.isPending}
            error={
              errors.propertyId ?? (properties.isSuccess && !options.length ? t('supportEmail.noProperties') : null)
            }
            required
          />
          <TextInput
            label={t('supportEmail.replyTo')}
            description={t('supportEmail.replyToDescription')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={replyTo}
            onChange={(e) => setReplyTo(e.currentTarget.value)}
            error={errors.replyTo}
            required
          />
          <Textarea
            label={t('supportEmail.message')}
            placeholder={t('supportEmail.messagePlaceholder')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={errors.message}
            autosize
            minRows={5}
            maxRows={12}
            maxLength={SUPPORT_MESSAGE_MAX}
            required
            data-autofocus
          />
          <FileInput
            label={t('supportEmail.file')}
            description={t('supportEmail.fileHint', { mb: SR_FILE_MAX_BYTES / 1024 / 1024 })}
            accept={SR_FILE_ACCEPT}
            value={file}
            onChange={setFile}
            error={errors.file}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            clearable
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              {t('supportEmail.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('supportEmail.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
