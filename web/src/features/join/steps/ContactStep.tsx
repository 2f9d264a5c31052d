import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JoinForm } from '../useJoinDraft';

/** Step 1: who the pandit is and how to reach them. */
export function ContactStep({ form }: { form: JoinForm }) {
  const { t } = useTranslation('pandit');
  return (
    <Stack gap="sm" mt="md">
      <TextInput label={t('join.fields.name')} required {...form.getInputProps('name')} data-testid="join-name" />
      <TextInput label={t('join.fields.email')} required type="email" {...form.getInputProps('email')} data-testid="join-email" />
      <TextInput label={t('join.fields.phone')} required type="tel" {...form.getInputProps('phone')} data-testid="join-phone" />
      <TextInput
        label={t('join.fields.whatsapp')}
        description={t('join.fields.whatsappHint')}
        type="tel"
        placeholder={form.values.phone}
        {...form.getInputProps('whatsappNumber')}
        data-testid="join-whatsapp"
      />
    </Stack>
  );
}
