import { describe, expect, it } from 'vitest';
import { localizeName, type Localized } from '../features/marketplace/reference';
import { dayjsLocale } from './dates';
import { titleKey } from './pageTitle';
import { isUnreachable } from './connection';

const names = new Map<string, Localized>(
  [
    { en: 'Varanasi', hi: 'वाराणसी' },
    { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
    { en: 'Griha Pravesh', hi: 'गृह प्रवेश' },
    { en: 'Hotel stay', hi: 'होटल में ठहरना' },
  ].map((n) => [n.en.toLowerCase(), n]),
);

describe('localizeName', () => {
  it('shows a reference name in the chosen language, whatever its case', () => {
    expect(localizeName(names, 'griha pravesh', true)).toBe('गृह प्रवेश');
    expect(localizeName(names, 'Griha Pravesh', false)).toBe('Griha Pravesh');
    expect(localizeName(names, 'Hotel stay', true)).toBe('होटल में ठहरना');
  });
  it('translates a list part by part and keeps what a person typed', () => {
    expect(localizeName(names, 'Varanasi, Uttar Pradesh', true)).toBe('वाराणसी, उत्तर प्रदेश');
    expect(localizeName(names, 'Assi Ghat, Varanasi', true)).toBe('Assi Ghat, वाराणसी');
    expect(localizeName(names, 'Our own special pooja', true)).toBe('Our own special pooja');
  });
});

describe('locales', () => {
  it('maps the i18n language to the dayjs locale of the date pickers', () => {
    expect(dayjsLocale('hi')).toBe('hi');
    expect(dayjsLocale('hi-IN')).toBe('hi');
    expect(dayjsLocale('en')).toBe('en');
  });
  it('names each route for its page title', () => {
    expect(titleKey('/book/pandit/7')).toBe('book');
    expect(titleKey('/admin')).toBe('admin');
    expect(titleKey('/ceremonies/griha-pravesh/Pune')).toBe('ceremonies');
    expect(titleKey('/')).toBe('home');
    expect(titleKey('/nowhere')).toBe('home');
  });
});

describe('isUnreachable', () => {
  it('tells a server that is away from one that answered', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('x'), { statusCode: 503 }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('x'), { statusCode: 400 }))).toBe(false);
    expect(isUnreachable(new Error('GraphQL error'))).toBe(false);
  });
});
