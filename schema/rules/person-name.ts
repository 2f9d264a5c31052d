/** Titles that come before a name ("Pt. Hari Sharma", "पं. हरि शर्मा", "Shri Ram Kumar"): not part of the name itself. */
const HONORIFICS = new Set(
  ['pt', 'pandit', 'acharya', 'shri', 'sri', 'shree', 'smt', 'dr', 'mr', 'mrs', 'ms', 'swami'].concat([
    'पं',
    'पंडित',
    'पण्डित',
    'आचार्य',
    'श्री',
    'श्रीमती',
    'डॉ',
    'स्वामी',
  ]),
);

/** A person's name in words without the titles before it (all of them when the name is only titles). */
export function nameWords(name: string): string[] {
  const parts = name.split(/\s+/).filter(Boolean);
  const named = parts.filter((part) => !HONORIFICS.has(part.replace(/\.$/, '').toLowerCase()));
  return named.length ? named : parts;
}

/** The first name: the first word after any title ('Shri Ram Kumar' → 'Ram'). */
export const firstName = (name: string): string => nameWords(name)[0] ?? '';
