import { describe, expect, it } from 'vitest';
import { SPECIALIZATIONS } from '../../reference/index.js';
import { applicationFields, rejectionReason, tidyList } from './pandit-onboarding.rules.js';

const base = {
  name: 'Pt. Hari Om',
  email: 'Hari@Example.in',
  phone: '98123 45678',
  state: 'UP',
  city: 'varanasi',
  location: 'Assi Ghat',
  bio: 'Bio',
  experience: 0,
  specializations: ['Ganga Aarti'],
  languages: ['हिन्दी'],
  pricing: { basic: 0, premium: 0, deluxe: 0, virtualBasic: 5 },
  virtualPoojaAvailable: false,
};

describe('application rules', () => {
  it('normalises a valid application', () => {
    const f = applicationFields(base);
    expect(f).toMatchObject({ email: 'hari@example.in', phone: '9812345678', whatsappNumber: '9812345678', state: 'Uttar Pradesh', city: 'Varanasi', virtualBasicPrice: null, photos: [] });
  });

  it('tidies lists: trims, maps Hindi reference names to English, ignores duplicates', () => {
    expect(tidyList([' Ganga Aarti', 'ganga aarti', '', 'गंगा आरती', 'My Own Puja'], SPECIALIZATIONS)).toEqual(['Ganga Aarti', 'My Own Puja']);
  });

  it('a partial edit keeps the rest and re-checks the city against a new state', () => {
    const current = applicationFields(base);
    expect(applicationFields({ bio: 'New' }, current)).toEqual({ ...current, bio: 'New' });
    expect(() => applicationFields({ state: 'Kerala' }, current)).toThrow(/Choose a city of Kerala/);
  });

  it.each([
    [{ experience: -1 }, 'experience'],
    [{ experience: 81 }, 'experience'],
    [{ pricing: { basic: -5, premium: 0, deluxe: 0 } }, 'pricing.basic'],
    [{ specializations: [' '] }, 'specializations'],
    [{ whatsappNumber: '123' }, 'whatsappNumber'],
    [{ avatar: 'data:image/svg+xml,<svg/>' }, 'avatar'],
  ])('refuses %o (%s)', (patch, field) => {
    try {
      applicationFields({ ...base, ...patch });
      expect.unreachable();
    } catch (e) {
      expect((e as { extensions: { fields: object } }).extensions.fields).toHaveProperty([field]);
    }
  });

  it('rejection reasons: at least 10 characters after trimming', () => {
    expect(() => rejectionReason('  123456789  ')).toThrow('Rejection reason must be at least 10 characters.');
    expect(rejectionReason('  1234567890  ')).toBe('1234567890');
  });
});
