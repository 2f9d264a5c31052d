import { describe, expect, it } from 'vitest';
import { checkInput } from './validate.js';
import { FAMILY_NAMES_MAX, NAKSHATRAS, SANKALP_TEXT_MAX, ceremonyInputSchema, sankalpSchema } from './ceremony.js';
import { ceremonyPriceFor } from './pricing.js';
import { RULE_MESSAGES } from './messages.js';

describe('sankalpSchema', () => {
  it('trims the names and answers a nakshatra named in Hindi or any case in English', () => {
    const r = checkInput(sankalpSchema, { familyNames: ['  Asha  Verma ', 'Ravi'], gotra: ' Kashyap ', nakshatra: 'रोहिणी' });
    expect(r).toEqual({
      ok: true,
      data: { familyNames: ['Asha Verma', 'Ravi'], gotra: 'Kashyap', nakshatra: 'Rohini', occasion: null },
    });
    expect(checkInput(sankalpSchema, { familyNames: ['A'], gotra: 'B', nakshatra: 'purva phalguni' })).toMatchObject({
      data: { nakshatra: 'Purva Phalguni' },
    });
    expect(NAKSHATRAS).toHaveLength(27);
  });

  it('refuses what breaks a limit, each with its message key (English and Hindi)', () => {
    const long = 'x'.repeat(SANKALP_TEXT_MAX + 1);
    const r = checkInput(sankalpSchema, {
      familyNames: Array.from({ length: FAMILY_NAMES_MAX + 1 }, () => 'Name'),
      gotra: '',
      nakshatra: 'Pluto',
      occasion: long,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fieldKeys).toEqual({
      'input.familyNames': 'sankalp.tooManyNames',
      'input.gotra': 'sankalp.gotraRequired',
      'input.nakshatra': 'sankalp.nakshatraInvalid',
      'input.occasion': 'sankalp.tooLong',
    });
    for (const key of Object.values(r.fieldKeys)) expect(RULE_MESSAGES[key].hi).toBeTruthy();
    expect(checkInput(sankalpSchema, { familyNames: [], gotra: 'B' })).toMatchObject({
      fieldKeys: { 'input.familyNames': 'sankalp.namesRequired' },
    });
  });
});

describe('ceremonyInputSchema', () => {
  it('wants a slug of lower-case words, both languages and a sane duration', () => {
    const r = checkInput(ceremonyInputSchema, {
      slug: 'Griha Pravesh',
      name: { en: 'Griha Pravesh', hi: '' },
      aliases: [],
      description: { en: 'd', hi: 'd' },
      whenDone: { en: 'w', hi: 'w' },
      whoFor: { en: 'f', hi: 'f' },
      durationMinutes: 5,
      steps: [],
      samagri: [{ name: { en: 'Ghee', hi: 'घी' }, quantity: { en: '1 kg', hi: '1 किलो' }, providedBy: 'family' }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fieldKeys).toEqual({
      'input.slug': 'ceremony.slugInvalid',
      'input.name.hi': 'ceremony.nameRequired',
      'input.durationMinutes': 'ceremony.durationInvalid',
      'input.steps': 'ceremony.stepsRequired',
    });
  });
});

describe('ceremonyPriceFor', () => {
  const pricing = { basic: 3000, premium: 4000, deluxe: 6000, virtualBasic: 1100, virtualPremium: 1600, virtualDeluxe: 2100 };
  it("is the pandit's ceremony price plus the tier's surcharge over his Basic, in the same mode", () => {
    expect(ceremonyPriceFor(pricing, { price: 1500, virtualPrice: 900 }, 'BASIC', false)).toBe(1500);
    expect(ceremonyPriceFor(pricing, { price: 1500, virtualPrice: 900 }, 'PREMIUM', false)).toBe(2500);
    expect(ceremonyPriceFor(pricing, { price: 1500, virtualPrice: 900 }, 'deluxe', true)).toBe(1900);
  });
  it('is the tier price without a ceremony price (in that mode)', () => {
    expect(ceremonyPriceFor(pricing, null, 'PREMIUM', false)).toBe(4000);
    expect(ceremonyPriceFor(pricing, { price: 1500, virtualPrice: null }, 'PREMIUM', true)).toBe(1600);
  });
});
