import { describe, expect, it } from 'vitest';
import {
  dataFileSchema,
  packageInputSchema,
  testimonialInputSchema,
  tidyIncludes,
  updatePackageInputSchema,
  updateTestimonialInputSchema,
  valuesFromLines,
} from './admin.js';
import { RULE_MESSAGES } from './messages.js';
import { checkInput } from './validate.js';

/** As the gateway's admin services check (gateway/src/modules/admin/validate.ts). */
const checkAdminInput = (schema: Parameters<typeof checkInput>[0], value: unknown, root = 'input') =>
  checkInput(schema, value, root, 'admin.fileInvalid');

const PACKAGE = { name: 'Kashi', description: 'Aarti', destination: 'Varanasi', duration: '2 days', price: 5000 };

describe('package rules', () => {
  it('fills defaults for a new package and tidies the includes', () => {
    const r = packageInputSchema.parse({ ...PACKAGE, includes: [' Prasadam', 'prasadam', '', 'Flowers  & Diyas'] });
    expect(r).toMatchObject({ includes: ['Prasadam', 'Flowers & Diyas'], popular: false, virtualAvailable: false, image: null });
  });

  it('a partial change has no defaults: popular alone leaves includes and the virtual flag untouched', () => {
    expect(updatePackageInputSchema.parse({ popular: true })).toEqual({ popular: true });
    expect(updateTestimonialInputSchema.parse({ rating: 4 })).toEqual({ rating: 4 });
  });

  it('answers rule keys with English and Hindi texts at dotted paths', () => {
    const r = checkAdminInput(packageInputSchema, { ...PACKAGE, name: ' ', price: -1, image: 'javascript:alert(1)' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fieldKeys).toEqual({
      'input.name': 'admin.nameRequired',
      'input.price': 'admin.priceInvalid',
      'input.image': 'admin.imageInvalid',
    });
    expect(r.fields['input.price']).toBe(RULE_MESSAGES['admin.priceInvalid'].en);
  });

  it('dedupes case-insensitively keeping the first spelling', () => {
    expect(tidyIncludes(['Photography', 'PHOTOGRAPHY', ' Certificate '])).toEqual(['Photography', 'Certificate']);
  });
});

describe('testimonial rules', () => {
  it('rating 1 to 5 and a real date', () => {
    const base = { name: 'Meera', location: 'Pune, Maharashtra', comment: 'Lovely', date: '2026-02-30', rating: 6 };
    const r = checkAdminInput(testimonialInputSchema, base);
    expect(r.ok ? {} : r.fieldKeys).toEqual({ 'input.rating': 'admin.ratingInvalid', 'input.date': 'date.invalid' });
    expect(testimonialInputSchema.parse({ ...base, rating: 5, date: '2026-02-28' })).toMatchObject({
      featured: false,
      panditId: null,
    });
  });
});

describe('About values and the data file', () => {
  it('values: one per line, blank lines dropped', () => {
    expect(valuesFromLines('Truth\n\n  Seva  \r\n')).toEqual(['Truth', 'Seva']);
  });

  it('a data file needs version 1 and valid records', () => {
    expect(dataFileSchema.safeParse({ version: 2 }).success).toBe(false);
    const r = checkAdminInput(
      dataFileSchema,
      { version: 1, users: [{ id: 'x', name: 'A B', email: 'a@b.c', role: 'user', createdAt: 'now' }] },
      'data',
    );
    expect(r.ok ? [] : Object.keys(r.fieldKeys).sort()).toEqual([
      'data.users.0.createdAt',
      'data.users.0.email',
      'data.users.0.id',
    ]);
  });
});
