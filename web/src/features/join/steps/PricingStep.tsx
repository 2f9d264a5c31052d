import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceField } from '../applicationInput';
import type { JoinForm } from '../useJoinDraft';

/** Step 4: the three tier prices, and the virtual ones when virtual poojas are offered. */
export function PricingStep({ form }: { form: JoinForm }) {
  const { t } = useTranslation('pandit');
  const priceInput = (field: PriceField) => (
    <NumberInput
      label={t(`join.fields.${field}`)}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      required
      {...form.getInputProps(`pricing.${field}`)}
      data-testid={`join-${field}`}
    />
  );
  return (
    <Stack gap="sm" mt="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {priceInput('basic')}
        {priceInput('premium')}
        {priceInput('deluxe')}
      </SimpleGrid>
      <Switch
        label={t('join.fields.virtual')}
        {...form.getInputProps('virtualPoojaAvailable', { type: 'checkbox' })}
        data-testid="join-virtual"
      />
      {form.values.virtualPoojaAvailable && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {priceInput('virtualBasic')}
          {priceInput('virtualPremium')}
          {priceInput('virtualDeluxe')}
        </SimpleGrid>
      )}
    </Stack>
  );
}
