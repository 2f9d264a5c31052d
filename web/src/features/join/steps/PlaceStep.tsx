import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JoinReferenceQuery } from '../../../__generated__/graphql';
import { ruleText } from '../../../app/ruleForm';
import type { JoinForm } from '../useJoinDraft';

type State = JoinReferenceQuery['referenceData']['states'][number];

/** Step 2: where the pandit serves (a state, one of its cities, a locality). */
export function PlaceStep({ form, states }: { form: JoinForm; states: State[] }) {
  const { t, i18n } = useTranslation('pandit');
  const hindi = i18n.language.startsWith('hi');
  const selectedState = states.find((s) => s.code === form.values.state);
  const stateOptions = states.map((s) => ({ value: s.code, label: hindi ? s.name.hi : s.name.en }));
  const cityOptions = (selectedState?.cities ?? []).map((c) => ({ value: c.name.en, label: hindi ? c.name.hi : c.name.en }));
  return (
    <Stack gap="sm" mt="md">
      <Select
        label={t('join.fields.state')}
        placeholder={t('join.fields.statePlaceholder')}
        required
        searchable
        data={stateOptions}
        value={form.values.state || null}
        onChange={(v) => {
          form.setFieldValue('state', v ?? '');
          form.setFieldValue('city', '');
        }}
        error={ruleText(form.errors.state)}
        data-testid="join-state"
      />
      <Select
        label={t('join.fields.city')}
        placeholder={t('join.fields.cityPlaceholder')}
        required
        searchable
        disabled={!selectedState}
        data={cityOptions}
        value={form.values.city || null}
        onChange={(v) => form.setFieldValue('city', v ?? '')}
        error={ruleText(form.errors.city)}
        data-testid="join-city"
      />
      <TextInput
        label={t('join.fields.location')}
        placeholder={t('join.fields.locationPlaceholder')}
        required
        {...form.getInputProps('location')}
        data-testid="join-location"
      />
    </Stack>
  );
}
