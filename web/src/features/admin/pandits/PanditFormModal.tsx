import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { applicationInputSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import { ruleText, useRuleForm } from '../../../app/ruleForm';
import { useQuery } from '../../../app/query';
import { inLanguage } from '../../ceremony/names';
import { FormModal } from '../kit';
import { ImageField } from '../ImageField';
import type { AdminPandit } from './PanditsTab';

const CreatePanditDocument = graphql(`
  mutation AdminCreatePandit($input: PanditApplicationInput!) {
    createPandit(input: $input) {
      pandit {
        id
      }
      oneTimePassword
    }
  }
`);
const UpdatePanditDocument = graphql(`
  mutation AdminUpdatePandit($id: ID!, $input: UpdatePanditInput!) {
    updatePanditProfile(id: $id, input: $input) {
      id
    }
  }
`);

/** The ceremonies to pick from (the table's names; the pandit's are sent by English name, which the server maps). */
const CeremonyNamesDocument = graphql(`
  query AdminCeremonyNames {
    ceremonies {
      id
      name {
        en
        hi
      }
    }
  }
`);

const PRICES = ['basic', 'premium', 'deluxe', 'virtualBasic', 'virtualPremium', 'virtualDeluxe'] as const;
const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * Add (a new account with a one-time password shown once) or edit a pandit; the ceremonies picked from the table
 * (issue #33; sent by English name, which the server maps), languages as comma-separated text.
 */
export function PanditFormModal({ pandit, onClose }: { pandit: AdminPandit | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const form = useRuleForm({
    schema: applicationInputSchema,
    initialValues: {
      name: pandit?.name ?? '',
      email: pandit?.email ?? '',
      phone: pandit?.phone ?? '',
      whatsappNumber: pandit?.whatsappNumber ?? '',
      state: pandit?.state ?? '',
      city: pandit?.city ?? '',
      location: pandit?.location ?? '',
      bio: pandit?.bio ?? '',
      experience: pandit?.experience ?? 0,
      specializations: pandit?.specializations ?? [],
      languages: pandit?.languages.join(', ') ?? '',
      virtualPoojaAvailable: pandit?.virtualPoojaAvailable ?? false,
      avatar: pandit?.avatar ?? '',
      pricing: {
        basic: pandit?.pricing.basic ?? 0,
        premium: pandit?.pricing.premium ?? 0,
        deluxe: pandit?.pricing.deluxe ?? 0,
        virtualBasic: pandit?.pricing.virtualBasic ?? null,
        virtualPremium: pandit?.pricing.virtualPremium ?? null,
        virtualDeluxe: pandit?.pricing.virtualDeluxe ?? null,
      },
    },
    toInput: (v) => toInput(v),
  });
  const [password, setPassword] = useState<string | null>(null);
  const [create] = useMutation(CreatePanditDocument, { refetchQueries: ['AdminPandits'] });
  const [update] = useMutation(UpdatePanditDocument, { refetchQueries: ['AdminPandits'] });
  const ceremonies = useQuery(CeremonyNamesDocument).data?.ceremonies ?? [];

  async function save(values: typeof form.values) {
    const input = toInput(values);
    if (pandit) {
      const { photos: _p, ...edit } = input;
      await update({ variables: { id: pandit.id, input: edit } });
      notifications.show({ color: 'green', message: t('pandits.updated') });
      onClose();
    } else {
      const r = await create({ variables: { input } });
      notifications.show({ color: 'green', message: t('pandits.added') });
      setPassword(r.data!.createPandit.oneTimePassword);
    }
  }

  if (password) {
    return (
      <Modal opened onClose={onClose} title={t('pandits.added')}>
        <Stack>
          <Alert color="yellow">{t('form.oneTimePassword')}</Alert>
          <Code fz="lg" data-testid="one-time-password">
            {password}
          </Code>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </Stack>
      </Modal>
    );
  }

  const text = (k: 'name' | 'email' | 'phone' | 'whatsappNumber' | 'state' | 'city' | 'location', required = true) => (
    <TextInput label={t(`pandits.fields.${k}`)} withAsterisk={required} {...form.getInputProps(k)} />
  );
  const pricingError = ruleText(form.errors.pricing);
  return (
    <FormModal
      form={form}
      title={t(pandit ? 'pandits.edit' : 'pandits.add')}
      size="xl"
      onClose={onClose}
      onSave={save}
      failTitle={t(pandit ? 'pandits.updateFailed' : 'pandits.addFailed')}
      testId="pandit-form"
      saveTestId="pandit-save"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('name')}
        {text('email')}
        {text('phone')}
        {text('whatsappNumber', false)}
        {text('state')}
        {text('city')}
      </SimpleGrid>
      {text('location')}
      <Textarea label={t('pandits.fields.bio')} withAsterisk autosize minRows={2} {...form.getInputProps('bio')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t('pandits.experience')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('experience')}
          onChange={(x) => form.setFieldValue('experience', Number(x) || 0)}
        />
        <MultiSelect
          label={t('pandits.fields.specializations')}
          data={ceremonies.map((c) => ({ value: c.name.en, label: inLanguage(c.name, i18n.language) }))}
          {...form.getInputProps('specializations')}
          searchable
          data-testid="pandit-ceremonies"
        />
        <TextInput
          label={t('pandits.fields.languages')}
          description={t('pandits.commaHint')}
          {...form.getInputProps('languages')}
        />
      </SimpleGrid>
      <Checkbox label={t('pandits.fields.virtual')} {...form.getInputProps('virtualPoojaAvailable', { type: 'checkbox' })} />
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {PRICES.map((p) => (
          <NumberInput
            key={p}
            label={t(`pandits.prices.${p}`)}
            prefix="₹"
            min={0}
            allowDecimal={false}
            value={form.values.pricing[p] ?? ''}
            onChange={(x) => form.setFieldValue(`pricing.${p}`, x === '' ? null : Number(x))}
            error={ruleText(form.errors[`pricing.${p}`])}
          />
        ))}
      </SimpleGrid>
      {pricingError && <Alert color="red">{pricingError}</Alert>}
      <ImageField label={t('pandits.fields.avatar')} {...form.getInputProps('avatar')} />
    </FormModal>
  );
}

interface PanditFormValues {
  languages: string;
  whatsappNumber: string;
  avatar: string;
  pricing: Record<(typeof PRICES)[number], number | null>;
}

/** The form's values as the application input the shared rule checks and the server takes. */
function toInput<V extends PanditFormValues>(v: V) {
  const pricing = { ...v.pricing, basic: v.pricing.basic ?? 0, premium: v.pricing.premium ?? 0, deluxe: v.pricing.deluxe ?? 0 };
  return {
    ...v,
    pricing,
    languages: list(v.languages),
    whatsappNumber: v.whatsappNumber || null,
    avatar: v.avatar || null,
    photos: [] as string[],
  };
}
