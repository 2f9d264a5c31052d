import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRAVELLERS_MAX, addDays, packageTotal, tripDays } from '@marketplace/schema/rules';
import { useQuery } from '../../app/query';
import { formatDate, formatMoney } from '../../app/format';
import { formatDuration } from '../../app/duration';
import { ruleText } from '../../app/ruleForm';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { useReference } from '../marketplace/reference';
import { BookingPackageQuery } from './operations';
import { useBookingForm, type BookingValues } from './useBookingForm';
import { BookingDateInput, BookingFormEnd, BookingModal } from './BookingDialogParts';

export interface TripTarget {
  id: string;
  name: string;
  price?: number;
  pricePerPerson?: unknown;
  durationDays?: unknown;
  [key: string]: unknown;
}

/**
 * Booking a package, which is a trip: a start date (the span it covers is shown), travellers and a contact phone;
 * no hour, no ceremony address and no virtual switch (a trip is travelled; decision 0056). The total follows the
 * travellers when the price is per person. A second booking of the same trip and start date asks first.
 */
export function TripBookingForm({
  opened,
  onClose,
  pkg,
  onBooked,
}: {
  opened: boolean;
  onClose: () => void;
  pkg: TripTarget;
  onBooked?: (booking: BookingCardFragment) => void;
}) {
  const { i18n } = useTranslation('booking');
  const { t: tj } = useTranslation('journey');
  const { place } = useReference();
  const packageId = pkg.id;
  const packageQuery = useQuery(BookingPackageQuery, { variables: { id: packageId }, skip: !opened });
  const pack = packageQuery.data?.package ?? null;
  // Asked after a second booking of the same trip and start date: book it again?
  const [duplicate, setDuplicate] = useState<BookingValues | null>(null);

  /** The CreateBookingInput the answers make; the shared rules check exactly this. */
  const toInput = (v: BookingValues) => ({
    panditId: null,
    packageId,
    date: v.date ?? '',
    notes: v.notes.trim() || null,
    tier: 'BASIC' as const,
    isVirtual: false,
    travellers: v.travellers,
    contactPhone: v.contactPhone.trim(),
  });
  const { form, confirm, submitting, problem, ready } = useBookingForm({
    target: `/${packageId}`,
    opened,
    toInput,
    onClose,
    onBooked,
    onDuplicateTrip: setDuplicate,
  });
  const submit = (values: BookingValues, confirmDuplicate = false) => {
    setDuplicate(null);
    void confirm(values, confirmDuplicate);
  };

  const { date } = form.values;
  const lang = i18n.language;
  const unitPrice = pack?.price ?? (typeof pkg.price === 'number' ? pkg.price : null);
  const perPerson = pack ? pack.pricePerPerson : pkg.pricePerPerson !== false;
  const travellers = form.values.travellers;
  // The same sum the server writes on the booking (packageTotal).
  const price = unitPrice == null ? null : packageTotal({ price: unitPrice, pricePerPerson: perPerson }, travellers);
  const name = pack?.name ?? pkg.name;
  const days = tripDays(pack?.durationDays ?? pkg.durationDays);

  return (
    <BookingModal
      opened={opened}
      onClose={onClose}
      name={name}
      loading={packageQuery.loading && !pack}
      loadFailed={Boolean(packageQuery.error && !pack)}
      onRetry={() => void packageQuery.refetch()}
      after={
        <Modal
          opened={duplicate !== null}
          onClose={() => setDuplicate(null)}
          title={tj('dialog.duplicateTitle')}
          zIndex={300}
          data-testid="duplicate-trip-dialog"
        >
          <Stack>
            <Text size="sm">
              {tj('dialog.duplicateText', { name, date: duplicate?.date ? formatDate(duplicate.date, lang) : '' })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDuplicate(null)} data-testid="duplicate-trip-keep">
                {tj('dialog.duplicateKeep')}
              </Button>
              <Button
                onClick={() => duplicate && submit(duplicate, true)}
                loading={submitting}
                data-testid="duplicate-trip-confirm"
              >
                {tj('dialog.duplicateConfirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      }
    >
      {pack && (
        <Text size="sm" c="dimmed">
          {place(pack.destination)} · {formatDuration(pack.durationDays, pack.durationNights, lang)}
        </Text>
      )}
      <BookingDateInput form={form} label={tj('dialog.startDate')} />
      {date && (
        <Text size="sm" data-testid="booking-trip-span">
          {tj('dialog.tripSpan', {
            count: days,
            from: formatDate(date, lang, { weekday: 'short', day: 'numeric', month: 'short' }),
            to: formatDate(addDays(date, days - 1), lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
          })}
        </Text>
      )}
      <NumberInput
        label={tj('dialog.travellers')}
        min={1}
        max={TRAVELLERS_MAX}
        allowDecimal={false}
        clampBehavior="strict"
        value={form.values.travellers}
        onChange={(v) => form.setFieldValue('travellers', typeof v === 'number' ? v : Number(v) || 1)}
        error={ruleText(form.errors.travellers)}
        required
        data-testid="booking-travellers"
      />
      <TextInput
        label={tj('dialog.contactPhone')}
        description={tj('dialog.contactPhoneHint')}
        type="tel"
        autoComplete="tel"
        {...form.getInputProps('contactPhone')}
        error={ruleText(form.errors.contactPhone)}
        required
        data-testid="booking-contact-phone"
      />
      {unitPrice != null && (
        <Text size="sm" c="dimmed" data-testid="booking-price-basis">
          {perPerson
            ? tj('dialog.pricePerPerson', { price: formatMoney(unitPrice, lang), count: travellers })
            : tj('dialog.pricePerGroup', { price: formatMoney(unitPrice, lang), count: travellers })}
        </Text>
      )}
      <BookingFormEnd
        form={form}
        price={price}
        problem={problem}
        ready={ready}
        submitting={submitting}
        onCancel={onClose}
        onConfirm={(v) => submit(v)}
      />
    </BookingModal>
  );
}
