import { ActionIcon, Box, Button, Checkbox, Group, Loader, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FAMILY_NAMES_MAX, NAKSHATRAS, SANKALP_TEXT_MAX, isChildSamskara } from '@marketplace/schema/rules';
import { useQuery } from '../../app/query';
import { ruleText } from '../../app/ruleForm';
import type { BookingPanditQuery } from '../../__generated__/graphql';
import { inLanguage } from '../ceremony/names';
import { FIELDSET, SamagriList } from '../ceremony/shared';
import { BookingSamagriQuery } from './operations';
import type { BookingValues } from './useBookingForm';

export type PanditCeremonies = NonNullable<BookingPanditQuery['pandit']>['ceremonies'];

/**
 * The ceremony part of a pandit's booking (issue #33): which of the pandit's ceremonies, the family's sankalp (names,
 * gotra, optional nakshatra and occasion) and who brings the samagri (the list shows when the family arranges it).
 */
export function BookingCeremony({ form, ceremonies }: { form: UseFormReturnType<BookingValues>; ceremonies: PanditCeremonies }) {
  const { t, i18n } = useTranslation('ceremony');
  const lang = i18n.language;
  const { ceremonyId, sankalp, samagriBy } = form.values;
  const chosen = ceremonies.find((c) => c.ceremony.id === ceremonyId)?.ceremony;
  const portal = { withinPortal: true, zIndex: 400 } as const;
  const samagri = useQuery(BookingSamagriQuery, { variables: { slug: chosen?.slug ?? '' }, skip: !chosen });
  // What the family arranges: everything when it arranges the samagri, else the items marked as always theirs.
  const familyItems = samagri.data?.ceremony?.samagri.filter((s) => samagriBy === 'FAMILY' || s.providedBy === 'FAMILY') ?? [];
  return (
    <>
      <Select
        label={t('booking.ceremony')}
        placeholder={t('booking.ceremonyPlaceholder')}
        data={ceremonies.map((c) => ({ value: c.ceremony.id, label: inLanguage(c.ceremony.name, lang) }))}
        value={ceremonyId}
        onChange={(v) => form.setFieldValue('ceremonyId', v)}
        error={ruleText(form.errors.ceremonyId)}
        searchable
        required
        comboboxProps={portal}
        data-testid="booking-ceremony"
      />
      <Box component="fieldset" style={FIELDSET} data-testid="booking-sankalp">
        <Text component="legend" fw={500} size="sm" px={4}>
          {t('booking.sankalp')}
        </Text>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('booking.sankalpHint')}
          </Text>
          {sankalp.familyNames.map((_, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                flex={1}
                label={t('booking.familyName', { n: i + 1 })}
                {...form.getInputProps(`sankalp.familyNames.${i}`)}
                maxLength={SANKALP_TEXT_MAX}
                required={i === 0}
                data-testid={`booking-family-name-${i}`}
              />
              {i > 0 && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  mb={form.errors[`sankalp.familyNames.${i}`] ? 22 : 2}
                  aria-label={t('booking.removeName', { n: i + 1 })}
                  onClick={() => form.removeListItem('sankalp.familyNames', i)}
                >
                  ✕
                </ActionIcon>
              )}
            </Group>
          ))}
          {sankalp.familyNames.length < FAMILY_NAMES_MAX && (
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              onClick={() => form.insertListItem('sankalp.familyNames', '')}
              data-testid="booking-add-name"
            >
              {t('booking.addName')}
            </Button>
          )}
          <TextInput
            label={t('booking.gotra')}
            description={t('booking.gotraHint')}
            {...form.getInputProps('sankalp.gotra')}
            maxLength={SANKALP_TEXT_MAX}
            required
            data-testid="booking-gotra"
          />
          <Select
            label={t('booking.nakshatra')}
            placeholder={t('booking.nakshatraPlaceholder')}
            data={NAKSHATRAS.map((n) => ({ value: n.en, label: inLanguage(n, lang) }))}
            value={sankalp.nakshatra}
            onChange={(v) => form.setFieldValue('sankalp.nakshatra', v)}
            error={ruleText(form.errors['sankalp.nakshatra'])}
            clearable
            searchable
            comboboxProps={portal}
            data-testid="booking-nakshatra"
          />
          <TextInput
            label={t('booking.occasion')}
            placeholder={t('booking.occasionPlaceholder')}
            {...form.getInputProps('sankalp.occasion')}
            maxLength={SANKALP_TEXT_MAX}
            data-testid="booking-occasion"
          />
          {isChildSamskara(chosen?.slug) && (
            <Checkbox
              label={t('booking.guardianConfirm')}
              checked={sankalp.guardianConfirmed}
              onChange={(e) => form.setFieldValue('sankalp.guardianConfirmed', e.currentTarget.checked)}
              error={ruleText(form.errors['sankalp.guardianConfirmed'])}
              data-testid="booking-guardian"
            />
          )}
        </Stack>
      </Box>
      <Radio.Group
        label={t('booking.samagri')}
        value={samagriBy}
        onChange={(v) => form.setFieldValue('samagriBy', v)}
        data-testid="booking-samagri"
      >
        <Stack gap={6} mt={6}>
          <Radio value="PANDIT" label={t('booking.samagriPandit')} data-testid="booking-samagri-pandit" />
          <Radio value="FAMILY" label={t('booking.samagriFamily')} data-testid="booking-samagri-family" />
        </Stack>
      </Radio.Group>
      {chosen && samagri.loading && <Loader size="xs" aria-label={t('facts.samagriLoading')} />}
      {chosen && samagri.error && (
        <Text size="sm" c="red.8" role="alert">
          {t('facts.samagriFailed')}
        </Text>
      )}
      {familyItems.length > 0 && (
        <div data-testid="booking-samagri-list">
          <Text size="sm" fw={600} mb={4}>
            {samagriBy === 'FAMILY' ? t('booking.youArrange') : t('booking.youStillArrange')}
          </Text>
          <SamagriList items={familyItems} />
        </div>
      )}
    </>
  );
}
