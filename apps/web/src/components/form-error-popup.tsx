import { Button, Group, List, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FormErrors = Record<string, string | null | undefined>;

/**
 * Spec 000 §5: the form error popup lists every non-null field error as "Field: message", using the field's
 * label where one is given.
 */
export function formErrorLines(errors: FormErrors, labels: Record<string, string> = {}): string[] {
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([field, message]) => `${labels[field] ?? field}: ${message}`);
}

export function FormErrorPopup({
  opened,
  onClose,
  errors,
  labels,
}: {
  opened: boolean;
  onClose: () => void;
  errors: FormErrors;
  labels?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const lines = formErrorLines(errors, labels);
  return (
    <Modal opened={opened && lines.length > 0} onClose={onClose} title={t('formErrors.title')} centered>
      <List size="sm" spacing={6} c="red" data-testid="form-errors">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('formErrors.ok')}</Button>
      </Group>
    </Modal>
  );
}
