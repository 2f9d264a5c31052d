/**
 * Mantine's date pickers in the visitor's language: month names, weekdays and the chosen date follow i18n
 * ('नवंबर 2026', 'सो मं बु…'). The dayjs Hindi locale is imported here, so it ships with the (lazy) chunks
 * that show a date picker and is registered before any picker renders — never with the first page.
 * Import the pickers from this module, not from '@mantine/dates'.
 */
import 'dayjs/locale/hi';
import '@mantine/dates/styles.css';
import type { ComponentProps } from 'react';
import {
  DatePicker as MantineDatePicker,
  DatePickerInput as MantineDatePickerInput,
  DatesProvider,
  type DatePickerType,
} from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** The dayjs locale for an i18n language. */
export function dayjsLocale(lang: string): 'hi' | 'en' {
  return lang.startsWith('hi') ? 'hi' : 'en';
}

function useDatesSettings() {
  const { i18n } = useTranslation();
  // Weeks start on Sunday in Indian calendars.
  return { locale: dayjsLocale(i18n.language), firstDayOfWeek: 0 as const };
}

export function DatePicker<T extends DatePickerType = 'default'>(props: ComponentProps<typeof MantineDatePicker<T>>) {
  return (
    <DatesProvider settings={useDatesSettings()}>
      <MantineDatePicker<T> {...props} />
    </DatesProvider>
  );
}

export function DatePickerInput<T extends DatePickerType = 'default'>(props: ComponentProps<typeof MantineDatePickerInput<T>>) {
  return (
    <DatesProvider settings={useDatesSettings()}>
      <MantineDatePickerInput<T> {...props} />
    </DatesProvider>
  );
}
