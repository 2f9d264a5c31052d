import { useEffect, useMemo } from 'react';
import { Alert, Button, Group, Loader, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCATION_MAX, ceremonyPriceFor, isChildSamskara, tierTextOf, tiersByPrice } from '@marketplace/schema/rules';
import { useQuery } from '../../app/query';
import { formatMoney } from '../../app/format';
import { formatIndiaTime } from '../../app/indiaTime';
import { ruleText } from '../../app/ruleForm';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { BookableSlotsQuery, BookingPanditQuery } from './operations';
import { useFreeDays } from './useFreeDays';
import { useBookingForm, type BookingValues } from './useBookingForm';
import { dayMark, startsInRahuKaal, usePanchangDays } from '../panchang/usePanchangDays';
import { MuhuratSuggest } from '../panchang/MuhuratSuggest';
import { PanchangDateLine } from '../panchang/PanchangDateLine';
import { BookingDateInput, BookingFormEnd, BookingModal, VirtualSwitch } from './BookingDialogParts';
import { BookingCeremony } from './BookingCeremony';
import { OnlyThisPandit } from './guarantee';

/** A tier's description: the pandit's own text (his content, marked so), else what the tier usually includes. */
function TierDescription({ own, usual }: { own: string | null; usual: string }) {
  return own ? <span data-user-content>{own}</span> : usual;
}

/**
 * Booking a pandit (spec §2, §5): the ceremony with its sankalp and samagri (issue #33), a date the pandit has free,
 * one of the free time slots (India time), the place (unless virtual), the price tier and notes; the price follows the
 * ceremony, the tier and virtual.
 */
export function PanditBookingForm({
  opened,
  onClose,
  pandit,
  ceremonyId,
  onBooked,
}: {
  opened: boolean;
  onClose: () => void;
  pandit: { id: string; name: string };
  /** The ceremony chosen before (a ceremony's page). */
  ceremonyId?: string | null;
  onBooked?: (booking: BookingCardFragment) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const { t: tj } = useTranslation('journey');
  const { t: tp } = useTranslation('panchang');
  const panditId = pandit.id;
  const panditQuery = useQuery(BookingPanditQuery, { variables: { id: panditId }, skip: !opened });
  const details = panditQuery.data?.pandit ?? null;
  const offersVirtual = Boolean(details?.virtualPoojaAvailable);

  /** The CreateBookingInput the answers make; the shared rules check exactly this. */
  const toInput = (v: BookingValues) => {
    const virtual = offersVirtual && v.isVirtual;
    // A pandit without any ceremony on his profile (an old one) is booked as before: no ceremony, sankalp or samagri.
    const withCeremony = Boolean(details?.ceremonies.length);
    return {
      // ('' while none is chosen: the dialog's rule then asks for one.)
      ceremonyId: withCeremony ? (v.ceremonyId ?? '') : null,
      sankalp: withCeremony
        ? {
            familyNames: v.sankalp.familyNames.map((n) => n.trim()),
            gotra: v.sankalp.gotra.trim(),
            nakshatra: v.sankalp.nakshatra || null,
            occasion: v.sankalp.occasion.trim() || null,
            // A child samskara: the booking adult confirms they are the parent or guardian (the shared guardian rule).
            guardianConfirmed: isChildSamskara(details?.ceremonies.find((c) => c.ceremony.id === v.ceremonyId)?.ceremony.slug)
              ? v.sankalp.guardianConfirmed
              : null,
          }
        : null,
      samagriBy: withCeremony ? v.samagriBy : null,
      panditId,
      packageId: null,
      date: v.date ?? '',
      time: v.time ?? '',
      location: virtual ? v.location.trim() || null : v.location.trim(),
      notes: v.notes.trim() || null,
      tier: v.tier,
      isVirtual: virtual,
      onlyThisPandit: v.onlyThisPandit,
    };
  };
  const { form, confirm, submitting, problem, ready } = useBookingForm({
    target: `${panditId}/`,
    ceremonyId,
    opened,
    toInput,
    onClose,
    onBooked,
    // Someone else got it: the time is cleared and the slot list refreshed.
    onSlotTaken: () => {
      setTime(null);
      void slotsQuery.refetch();
    },
  });
  const { date, time, tier, isVirtual } = form.values;
  const { setFieldValue } = form;
  // A pandit who performs one ceremony only: it is the one booked.
  const only = details?.ceremonies.length === 1 ? details.ceremonies[0]!.ceremony.id : null;
  useEffect(() => {
    if (only && !form.values.ceremonyId) setFieldValue('ceremonyId', only);
  }, [only, form.values.ceremonyId, setFieldValue]);
  const setTime = (value: string | null) => setFieldValue('time', value);

  const slotsQuery = useQuery(BookableSlotsQuery, {
    variables: { panditId, date: date ?? '' },
    skip: !opened || !date,
    fetchPolicy: 'network-only',
  });
  const freeDays = useFreeDays(panditId, !opened);
  // The panchang of the visible dates at the pandit's city (issue #38): one request; a slot in Rahu Kaal is marked.
  const panchang = usePanchangDays(panditId, !opened);
  const panchangDay = date ? panchang.byDate.get(date) : undefined;
  const virtual = offersVirtual && isVirtual;

  const freeSlots = useMemo(() => {
    if (!date) return [];
    return (slotsQuery.data?.bookableSlots ?? []).filter((s) => s.available).map((s) => s.time);
  }, [date, slotsQuery.data]);

  // A time that is no longer free (another date chosen, or just taken) is cleared.
  useEffect(() => {
    if (time && date && !slotsQuery.loading && !freeSlots.includes(time)) setFieldValue('time', null);
  }, [freeSlots, time, date, slotsQuery.loading, setFieldValue]);

  // His own price for the chosen ceremony, when he set one (schema/rules/pricing.ts).
  const own = details?.ceremonies.find((c) => c.ceremony.id === form.values.ceremonyId);
  const priceOf = (x: typeof tier) => (details ? ceremonyPriceFor(details.pricing, own, x, virtual) : null);
  const price = priceOf(tier);
  const lang = i18n.language;

  return (
    <BookingModal
      opened={opened}
      onClose={onClose}
      name={details?.name ?? pandit.name}
      loading={panditQuery.loading && !details}
      loadFailed={Boolean(panditQuery.error && !details)}
      onRetry={() => void panditQuery.refetch()}
    >
      {details && details.ceremonies.length > 0 && <BookingCeremony form={form} ceremonies={details.ceremonies} />}
      <BookingDateInput
        form={form}
        label={t('dialog.date')}
        excludeDate={freeDays.excludeDate}
        markDate={(d) => dayMark(panchang.byDate.get(d), lang === 'hi' ? 'hi' : 'en', tp)}
      />
      {panchangDay && <PanchangDateLine day={panchangDay} />}
      <MuhuratSuggest panditId={panditId} onPick={(d) => setFieldValue('date', d)} />
      {date && slotsQuery.loading && !slotsQuery.data ? (
        // (A refetch, after a slot was taken, keeps the times on screen: the select does not blink away.)
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('dialog.loadingSlots')}</Text>
        </Group>
      ) : date && slotsQuery.error ? (
        <Alert color="red">
          {t('dialog.slotsFailed')}{' '}
          <Button size="xs" variant="light" onClick={() => void slotsQuery.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          {date && freeSlots.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="booking-free-slots">
              {tj('dialog.freeSlots', { slots: freeSlots.join(', ') })}
            </Text>
          )}
          <Select
            label={tj('dialog.timeIst')}
            placeholder={
              date ? (freeSlots.length ? t('dialog.timePlaceholder') : t('dialog.noSlots')) : t('dialog.pickDateFirst')
            }
            description={date && time ? tj('dialog.chosenTime', { when: formatIndiaTime(date, time, lang) }) : undefined}
            data={freeSlots.map((s) => ({
              value: s,
              label: date && startsInRahuKaal(panchangDay, date, s) ? tp('slot.rahu', { time: s }) : s,
            }))}
            value={time}
            onChange={setTime}
            error={ruleText(form.errors.time)}
            disabled={!date || freeSlots.length === 0}
            required
            data-testid="booking-time"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
        </>
      )}
      {offersVirtual && <VirtualSwitch form={form} description={t('dialog.virtualHint')} />}
      {!virtual && (
        <TextInput
          label={t('dialog.location')}
          placeholder={t('dialog.locationPlaceholder')}
          {...form.getInputProps('location')}
          maxLength={LOCATION_MAX}
          required
          data-testid="booking-location"
        />
      )}
      {details && (
        <Radio.Group label={t('dialog.tier')} value={tier} onChange={(v) => setFieldValue('tier', v)} data-testid="booking-tier">
          <Stack gap={6} mt={6}>
            {/* Cheapest first, each with what it includes: in the pandit's words, else what it usually does (issue #37). */}
            {tiersByPrice(details.pricing, virtual).map((x) => (
              <Radio
                key={x}
                value={x}
                data-testid={`booking-tier-${x.toLowerCase()}`}
                label={`${t(`tiers.${x}`)} · ${formatMoney(priceOf(x)!, lang)}`}
                description={<TierDescription own={tierTextOf(details.tierIncludes, x, lang)} usual={t(`tierIncludes.${x}`)} />}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {details && <OnlyThisPandit form={form} />}
      <BookingFormEnd
        form={form}
        price={price}
        samagriByPandit={Boolean(details?.ceremonies.length) && form.values.samagriBy === 'PANDIT'}
        problem={problem}
        ready={ready}
        submitting={submitting}
        onCancel={onClose}
        onConfirm={(v) => void confirm(v)}
      />
    </BookingModal>
  );
}
