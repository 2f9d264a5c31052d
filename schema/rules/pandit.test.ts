import { describe, expect, it } from 'vitest';
import { applicationInputSchema, applicationStepSchemas, checkInput, photoUrlsSchema, rejectionReasonSchema } from './index.js';

const base = {
  name: 'Pt. Hari Om',
  email: 'Hari@Example.in',
  phone: '98123 45678',
  whatsappNumber: '',
  state: 'UP',
  city: 'varanasi',
  location: 'Assi Ghat',
  bio: 'Bio',
  experience: 0,
  specializations: [' Ganga Aarti', 'ganga aarti', '', 'Rudrabhishek'],
  languages: ['हिन्दी'],
  pricing: { basic: 0, premium: 0, deluxe: 0, virtualBasic: 5 },
  virtualPoojaAvailable: false,
};
const keys = (input: object) => {
  const r = checkInput(applicationInputSchema, input);
  return r.ok ? {} : r.fieldKeys;
};

describe('application', () => {
  it('normalises a valid application', () => {
    const r = checkInput(applicationInputSchema, base);
    expect(r).toMatchObject({
      ok: true,
      data: {
        email: 'hari@example.in',
        phone: '9812345678',
        whatsappNumber: null,
        specializations: ['Ganga Aarti', 'Rudrabhishek'],
        pricing: { basic: 0, virtualBasic: 5, virtualPremium: null },
        avatar: null,
        photos: [],
      },
    });
  });
  it.each([
    [{ experience: -1 }, 'input.experience', 'experience.invalid'],
    [{ experience: 81 }, 'input.experience', 'experience.invalid'],
    [{ experience: 2.5 }, 'input.experience', 'experience.invalid'],
    [{ pricing: { basic: -5, premium: 0, deluxe: 0 } }, 'input.pricing.basic', 'price.invalid'],
    [{ specializations: [' '] }, 'input.specializations', 'specializations.required'],
    [{ languages: [] }, 'input.languages', 'languages.required'],
    [{ whatsappNumber: '123' }, 'input.whatsappNumber', 'whatsapp.invalid'],
    [{ avatar: 'data:image/svg+xml,<svg/>' }, 'input.avatar', 'avatar.invalid'],
    [{ photos: ['/media/x', 'https://example.com/a.jpg'] }, 'input.photos.0', 'photos.invalid'],
    [{ photos: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}.jpg`) }, 'input.photos', 'photos.tooMany'],
    [{ location: 'x' }, 'input.location', 'location.required'],
    [{ bio: ' ' }, 'input.bio', 'bio.required'],
    [{ bio: 'ok\u0000' }, 'input.bio', 'text.invalidCharacters'],
    [{ city: '' }, 'input.city', 'city.required'],
  ])('refuses %o', (patch, path, key) => expect(keys({ ...base, ...patch })).toEqual({ [path]: key }));

  it('virtual prices are required when virtual poojas are offered', () => {
    expect(keys({ ...base, virtualPoojaAvailable: true, pricing: { basic: 1, premium: 2, deluxe: 3 } })).toEqual({
      'input.pricing.virtualBasic': 'price.virtualRequired',
      'input.pricing.virtualPremium': 'price.virtualRequired',
      'input.pricing.virtualDeluxe': 'price.virtualRequired',
    });
  });
  it('the wizard checks each step with the same rules', () => {
    expect(checkInput(applicationStepSchemas.personal, { ...base, phone: '123' })).toMatchObject({
      fieldKeys: { 'input.phone': 'phone.invalid' },
    });
    expect(checkInput(applicationStepSchemas.professional, base).ok).toBe(true);
    expect(
      checkInput(applicationStepSchemas.pricing, {
        virtualPoojaAvailable: true,
        pricing: { basic: 1, premium: 2, deluxe: 3, virtualBasic: 1, virtualPremium: 1 },
      }),
    ).toMatchObject({
      fieldKeys: { 'input.pricing.virtualDeluxe': 'price.virtualRequired' },
    });
    expect(checkInput(applicationStepSchemas.photos, { avatar: null, photos: null })).toEqual({
      ok: true,
      data: { avatar: null, photos: [] },
    });
    const steps = Object.values(applicationStepSchemas)
      .flatMap((s) => Object.keys(s.shape))
      .sort();
    expect(steps).toEqual(Object.keys(applicationInputSchema.shape).sort());
  });
});

describe('rejection reason and photos', () => {
  it('a rejection reason has at least 10 characters after trimming (spec §5)', () => {
    expect(checkInput(rejectionReasonSchema, '  123456789  ', 'reason')).toEqual({
      ok: false,
      fields: { reason: 'Rejection reason must be at least 10 characters.' },
      fieldKeys: { reason: 'rejectionReason.tooShort' },
    });
    expect(checkInput(rejectionReasonSchema, '  1234567890  ', 'reason')).toEqual({ ok: true, data: '1234567890' });
  });
  it('added photos: at least one image URL', () => {
    expect(checkInput(photoUrlsSchema, [], 'urls')).toMatchObject({ fieldKeys: { urls: 'photos.required' } });
    expect(checkInput(photoUrlsSchema, ['ftp://x'], 'urls')).toMatchObject({ fieldKeys: { 'urls.0': 'photos.invalid' } });
  });
});
