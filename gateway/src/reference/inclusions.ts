import type { Localized } from './types.js';

export interface Inclusion {
  id: string;
  name: Localized;
}

const i = (id: string, en: string, hi: string): Inclusion => ({ id, name: { en, hi } });

/**
 * What a package may include, in English and Hindi: the admin form's quick-add chips, and the names the web
 * shows in the visitor's language. A package stores the English name; anything else an admin types is kept
 * (and shown) as typed.
 */
export const INCLUSIONS: Inclusion[] = [
  i('accommodation', 'Hotel stay', 'होटल में ठहरना'),
  i('meals', 'Meals', 'भोजन'),
  i('darshan', 'Temple darshan pass', 'मंदिर दर्शन पास'),
  i('transport', 'Local transport', 'स्थानीय परिवहन'),
  i('guide', 'Guide', 'गाइड'),
  i('pooja', 'Pooja', 'पूजा'),
  i('aarti', 'Traditional Aarti', 'पारंपरिक आरती'),
  i('flowers', 'Flowers & Diyas', 'फूल और दीये'),
  i('prasadam', 'Prasadam', 'प्रसादम'),
  i('photography', 'Photography', 'फ़ोटोग्राफ़ी'),
  i('chanting', 'Vedic Chanting', 'वैदिक मंत्रोच्चार'),
  i('certificate', 'Certificate', 'प्रमाणपत्र'),
  i('boat', 'Boat ride', 'नौका विहार'),
  i('pickup', 'Airport or station pickup', 'हवाई अड्डा या स्टेशन से पिकअप'),
];
