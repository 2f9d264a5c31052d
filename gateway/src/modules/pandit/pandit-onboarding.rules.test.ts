import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../reference/index.js';
import { applicationFields, rejectionReason, tidyList, updatedFields } from './pandit-onboarding.rules.js';

// The field rules themselves are tested in schema/rules/pandit.test.ts; here: reference data and columns.
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

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { extensions: { fields: object; fieldKeys: object } }).extensions;
  }
  throw new Error('expected VALIDATION_FAILED');
};

describe('application columns', () => {
  it('normalises a valid application: reference names in English, WhatsApp defaults to the phone, no virtual prices without virtual poojas', () => {
    expect(applicationFields(base)).toMatchObject({
      email: 'hari@example.in',
      phone: '9812345678',
      whatsappNumber: '9812345678',
      state: 'Uttar Pradesh',
      city: 'Varanasi',
      languages: ['Hindi'],
      virtualBasicPrice: null,
      photos: [],
    });
  });

  it('tidies lists: maps Hindi reference names to English, ignores duplicates', () => {
    expect(tidyList(['Hindi', 'हिन्दी', 'My Own Dialect'], LANGUAGES)).toEqual(['Hindi', 'My Own Dialect']);
  });

  it('refuses a state or city that is not in the reference data, together with the other failures', () => {
    expect(failure(() => applicationFields({ ...base, state: 'Atlantis', phone: '1' })).fieldKeys).toEqual({
      'input.phone': 'phone.invalid',
      'input.state': 'state.unknown',
    });
    expect(failure(() => applicationFields({ ...base, city: 'Pune' })).fieldKeys).toEqual({ 'input.city': 'city.unknown' });
  });

  it('a partial edit keeps the rest and re-checks the city against a new state', () => {
    const current = applicationFields(base);
    expect(updatedFields({ bio: 'New' }, current)).toEqual({ ...current, bio: 'New' });
    expect(updatedFields({ avatar: '' }, { ...current, avatar: 'https://example.com/a.jpg' }).avatar).toBeNull();
    expect(failure(() => updatedFields({ state: 'Kerala' }, current)).fields).toEqual({
      'input.city': 'Choose a city of the chosen state',
    });
    expect(failure(() => updatedFields({ virtualPoojaAvailable: true }, current)).fieldKeys).toEqual({
      'input.pricing.virtualBasic': 'price.virtualRequired',
      'input.pricing.virtualPremium': 'price.virtualRequired',
      'input.pricing.virtualDeluxe': 'price.virtualRequired',
    });
  });

  it('rejection reasons: at least 10 characters after trimming', () => {
    expect(() => rejectionReason('  123456789  ')).toThrow('Rejection reason must be at least 10 characters.');
    expect(rejectionReason('  1234567890  ')).toBe('1234567890');
  });
});
