import { useId } from 'react';
import { NumberInput, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRICE_FIELDS } from '@marketplace/schema/rules';
import type { PriceField } from '../applicationInput';
import type { RefItem } from '../TagInput';
import type { JoinForm } from '../useJoinDraft';

const money = { min: 0, allowDecimal: false, allowNegative: false, thousandSeparator: ',', thousandsGroupStyle: 'lakh' } as const;

/**
 * Step 4: the three tier prices, and the virtual ones when virtual poojas are offered; what each tier includes in his
 * words, in English and optionally Hindi (issue #37); then, for each ceremony chosen, an optional own price (and
 * online price) that replaces the Basic tier for that ceremony (issue #33).
 */
export function PricingStep({ form, ceremonies }: { form: JoinForm; ceremonies: RefItem[] }) {
  const { t, i18n } = useTranslation('pandit');
  const ownTitle = useId();
  const tiersTitle = useId();
  const priceInput = (field: PriceField) => (
    <NumberInput
      label={t(`join.fields.${field}`)}
      {...money}
      required
      {...form.getInputProps(`pricing.${field}`)}
      data-testid={`join-${field}`}
    />
  );
  const { specializations, virtualPoojaAvailable } = form.values;
  const display = (name: string) => {
    const c = ceremonies.find((x) => x.name.en === name);
    return c ? (i18n.language === 'hi' ? c.name.hi : c.name.en) : name;
  };
  const ownPrice = (name: string, field: 'price' | 'virtualPrice') => {
    const own = form.values.ceremonyPrices[name];
    return (
      <NumberInput
        label={t(field === 'price' ? 'join.fields.ownPrice' : 'join.fields.ownVirtualPrice', { ceremony: display(name) })}
        placeholder={t('join.fields.ownPricePlaceholder')}
        {...money}
        value={own?.[field] ?? ''}
        onChange={(value) =>
          form.setFieldValue('ceremonyPrices', {
            ...form.values.ceremonyPrices,
            [name]: { price: own?.price ?? '', virtualPrice: own?.virtualPrice ?? '', [field]: value },
          })
        }
        data-testid={`join-own-${field}`}
        data-ceremony={name}
      />
    );
  };
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
      {virtualPoojaAvailable && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {priceInput('virtualBasic')}
          {priceInput('virtualPremium')}
          {priceInput('virtualDeluxe')}
        </SimpleGrid>
      )}
      <Stack gap={4} mt="sm" role="group" aria-labelledby={tiersTitle} data-testid="join-tier-includes">
        <Text fw={600} size="sm" id={tiersTitle}>
          {t('join.fields.tierIncludes')}
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          {t('join.fields.tierIncludesHint')}
        </Text>
        <Stack gap="xs">
          {PRICE_FIELDS.map((tier) => {
            const name = t(`booking:tiers.${tier.toUpperCase()}`);
            return (
              <SimpleGrid key={tier} cols={{ base: 1, sm: 2 }}>
                <Textarea
                  label={t('join.fields.tierIncludesEn', { tier: name })}
                  autosize
                  minRows={2}
                  lang="en"
                  {...form.getInputProps(`tierIncludes.${tier}.en`)}
                  data-testid={`join-tier-${tier}-en`}
                />
                <Textarea
                  label={t('join.fields.tierIncludesHi', { tier: name })}
                  autosize
                  minRows={2}
                  lang="hi"
                  {...form.getInputProps(`tierIncludes.${tier}.hi`)}
                  data-testid={`join-tier-${tier}-hi`}
                />
              </SimpleGrid>
            );
          })}
        </Stack>
      </Stack>
      {specializations.length > 0 && (
        <Stack gap={4} mt="sm" role="group" aria-labelledby={ownTitle} data-testid="join-own-prices">
          <Text fw={600} size="sm" id={ownTitle}>
            {t('join.fields.ownPrices')}
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            {t('join.fields.ownPricesHint')}
          </Text>
          <Stack gap="xs">
            {specializations.map((name) => (
              <SimpleGrid key={name} cols={{ base: 1, sm: virtualPoojaAvailable ? 2 : 1 }}>
                {ownPrice(name, 'price')}
                {virtualPoojaAvailable && ownPrice(name, 'virtualPrice')}
              </SimpleGrid>
            ))}
          </Stack>
          {typeof form.errors.ceremonyPrices === 'string' && (
            <Text size="sm" c="red.8" role="alert" mt="xs">
              {form.errors.ceremonyPrices}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
