import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
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
import { errorMessage } from '../../../app/errors';
import { useQuery } from '../../../app/query';
import { inLanguage } from '../../ceremony/names';
import { formErrors, serverFieldErrors, NO_NATIVE_CHECKS } from '../shared';
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
  const [v, setV] = useState({
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
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [password, setPassword] = useState<string | null>(null);
  const [create, creating] = useMutation(CreatePanditDocument, { refetchQueries: ['AdminPandits'] });
  const [update, updating] = useMutation(UpdatePanditDocument, { refetchQueries: ['AdminPandits'] });
  const set = <K extends keyof typeof v>(k: K, value: (typeof v)[K]) => setV((old) => ({ ...old, [k]: value }));
  const ceremonies = useQuery(CeremonyNamesDocument).data?.ceremonies ?? [];

  async function submit() {
    const pricing = { ...v.pricing, basic: v.pricing.basic ?? 0, premium: v.pricing.premium ?? 0, deluxe: v.pricing.deluxe ?? 0 };
    const input = {
      ...v,
      pricing,
      specializations: v.specializations,
      languages: list(v.languages),
      whatsappNumber: v.whatsappNumber || null,
      avatar: v.avatar || null,
      photos: [] as string[],
    };
    const local = formErrors(applicationInputSchema, input, i18n.language);
    setErrors(local ?? {});
    if (local) return;
    const { photos: _p, ...edit } = input;
    try {
      if (pandit) {
        await update({ variables: { id: pandit.id, input: edit } });
        notifications.show({ color: 'green', message: t('pandits.updated') });
        onClose();
      } else {
        const r = await create({ variables: { input } });
        notifications.show({ color: 'green', message: t('pandits.added') });
        setPassword(r.data!.createPandit.oneTimePassword);
      }
    } catch (e) {
      setErrors(serverFieldErrors(e, i18n.language));
      notifications.show({
        color: 'red',
        title: t(pandit ? 'pandits.updateFailed' : 'pandits.addFailed'),
        message: errorMessage(e, t),
      });
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
    <TextInput
      label={t(`pandits.fields.${k}`)}
      withAsterisk={required}
      value={v[k]}
      onChange={(e) => set(k, e.currentTarget.value)}
      error={errors[k]}
    />
  );
  return (
    <Modal opened onClose={onClose} title={t(pandit ? 'pandits.edit' : 'pandits.add')} size="xl">
      <Stack
        component="form"
        {...NO_NATIVE_CHECKS}
        gap="sm"
        onSubmit={(e) => (e.preventDefault(), void submit())}
        data-testid="pandit-form"
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
        <Textarea
          label={t('pandits.fields.bio')}
          withAsterisk
          autosize
          minRows={2}
          value={v.bio}
          onChange={(e) => set('bio', e.currentTarget.value)}
          error={errors.bio}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('pandits.experience')}
            min={0}
            allowDecimal={false}
            value={v.experience}
            onChange={(x) => set('experience', Number(x) || 0)}
            error={errors.experience}
          />
          <MultiSelect
            label={t('pandits.fields.specializations')}
            data={ceremonies.map((c) => ({ value: c.name.en, label: inLanguage(c.name, i18n.language) }))}
            value={v.specializations}
            onChange={(x) => set('specializations', x)}
            error={errors.specializations}
            searchable
            data-testid="pandit-ceremonies"
          />
          <TextInput
            label={t('pandits.fields.languages')}
            description={t('pandits.commaHint')}
            value={v.languages}
            onChange={(e) => set('languages', e.currentTarget.value)}
            error={errors.languages}
          />
        </SimpleGrid>
        <Checkbox
          label={t('pandits.fields.virtual')}
          checked={v.virtualPoojaAvailable}
          onChange={(e) => set('virtualPoojaAvailable', e.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {PRICES.map((p) => (
            <NumberInput
              key={p}
              label={t(`pandits.prices.${p}`)}
              prefix="₹"
              min={0}
              allowDecimal={false}
              value={v.pricing[p] ?? ''}
              onChange={(x) => set('pricing', { ...v.pricing, [p]: x === '' ? null : Number(x) })}
            />
          ))}
        </SimpleGrid>
        {errors.pricing && <Alert color="red">{errors.pricing}</Alert>}
        <ImageField
          label={t('pandits.fields.avatar')}
          value={v.avatar}
          onChange={(x) => set('avatar', x)}
          error={errors.avatar}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading} data-testid="pandit-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
