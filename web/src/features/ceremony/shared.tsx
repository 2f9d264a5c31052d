import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../app/i18n';
import { localeFor, numberFormat } from '../../app/format';
import type { Localized } from '../marketplace/reference';
import enCeremony from '../../locales/en/ceremony.json';
import hiCeremony from '../../locales/hi/ceremony.json';
import { inLanguage } from './names';

/*
 * What the ceremony pages, the booking dialog, My Bookings, the workspace and the console share of the ceremony code,
 * in one module (one lazy chunk): the 'ceremony' words, the duration and search helpers, the samagri list.
 */

// The 'ceremony' namespace ships with this code, not the first load.
registerNamespace('ceremony', { en: enCeremony, hi: hiCeremony });

/** A ceremony's length in words: '2 hours 30 minutes', '2 घंटे 30 मिनट' (Intl's unit names, no words of our own). */
export function formatMinutes(minutes: number, lang: string): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(localeFor(lang), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? unit(hours, 'hour') : '', rest || !hours ? unit(rest, 'minute') : ''].filter(Boolean).join(' ');
}

/** Whether a ceremony matches what was typed: its names in both scripts and its aliases, ignoring case. */
export function ceremonyMatches(c: { name: Localized; aliases: readonly string[] }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [c.name.en, c.name.hi, ...c.aliases].some((s) => s.toLowerCase().includes(q));
}

export interface SamagriLine {
  name: { en: string; hi: string };
  quantity: { en: string; hi: string };
}

/** Samagri items with their quantities, in the page's language. */
export function SamagriList({ items, testId }: { items: readonly SamagriLine[]; testId?: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <List spacing={2} size="sm" data-testid={testId}>
      {items.map((s, i) => (
        <List.Item key={i}>
          {inLanguage(s.name, lang)}
          {inLanguage(s.quantity, lang) && (
            <Text span c="dimmed" size="sm">
              {' '}
              · {inLanguage(s.quantity, lang)}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** A group of fields with its name on the border (a plain fieldset: Mantine's Fieldset would be one more chunk). */
export const FIELDSET = {
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-sm)',
  padding: 'var(--mantine-spacing-sm)',
  margin: 0,
  minWidth: 0,
} as const;
