import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverFieldErrors } from '../../../app/errors';

/**
 * For a form rendered through Mantine's `component="form"`: no browser-native checks ("Please fill out this
 * field." in the browser's language); the shared rules answer in the chosen language instead.
 */
export const NO_NATIVE_CHECKS = { noValidate: true } as const;

/**
 * THE console form: a modal around a `useRuleForm` form (app/ruleForm.ts: the shared zod rule through
 * @mantine/form and mantine-form-zod-resolver). Saving runs only when the rule passes; a server refusal puts its
 * field errors (rule keys, shown in the chosen language) on the same inputs and its reason in a toast.
 */
export function FormModal<V>({
  form,
  title,
  onClose,
  onSave,
  failTitle,
  testId,
  saveTestId,
  saveLabel,
  size,
  children,
}: {
  form: UseFormReturnType<V>;
  title: ReactNode;
  onClose: () => void;
  /** Saves the checked values; throws on a refusal. */
  onSave: (values: V) => Promise<unknown>;
  failTitle: string;
  testId?: string;
  saveTestId?: string;
  saveLabel?: string;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [saving, setSaving] = useState(false);

  async function save(values: V) {
    setSaving(true);
    try {
      await onSave(values);
    } catch (e) {
      form.setErrors(serverFieldErrors(e));
      notifications.show({ color: 'red', title: failTitle, message: errorMessage(e, t) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <Stack
        component="form"
        {...NO_NATIVE_CHECKS}
        gap="sm"
        onSubmit={(e) => {
          e.preventDefault();
          form.onSubmit((values) => void save(values))();
        }}
        data-testid={testId}
      >
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid={saveTestId}>
            {saveLabel ?? t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
