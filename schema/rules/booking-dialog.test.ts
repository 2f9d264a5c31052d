import { describe, expect, it } from 'vitest';
import { addDays, indiaToday } from './booking.js';
import { bookingDialogSchema } from './booking-dialog.js';

const booking = {
  panditId: '5b6f0c2e-8a0d-4c39-9a51-0c7f4f3f2a11',
  packageId: null,
  date: addDays(indiaToday(), 3),
  time: '09:00',
  location: 'Sigra, Varanasi',
  notes: null,
  tier: 'BASIC',
  isVirtual: false,
};
const CEREMONY_ID = '0b7e1c1e-3f8a-4d1c-9a51-2c7f4f3f2a22';
/** Each problem once, sorted (the booking rule may check the sankalp as well). */
const issues = (input: object) =>
  [...new Set(bookingDialogSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [])].sort();

describe('bookingDialogSchema', () => {
  it('takes a booking without a ceremony (a pandit without ceremonies)', () => {
    expect(issues({ ...booking, ceremonyId: null, sankalp: null, samagriBy: null })).toEqual([]);
  });

  it('asks for the ceremony, the names and the gotra when the pandit performs ceremonies', () => {
    const empty = { familyNames: [''], gotra: '', nakshatra: null, occasion: null };
    expect(issues({ ...booking, ceremonyId: '', sankalp: empty, samagriBy: 'PANDIT' })).toEqual([
      'ceremonyId: ceremony.unknown',
      'sankalp.familyNames.0: sankalp.nameRequired',
      'sankalp.gotra: sankalp.gotraRequired',
    ]);
  });

  it('keeps the booking rules, and takes the nakshatra in either language', () => {
    const sankalp = { familyNames: ['Asha Verma'], gotra: 'Kashyap', nakshatra: 'रोहिणी', occasion: 'New home' };
    const input = { ...booking, ceremonyId: CEREMONY_ID, sankalp, samagriBy: 'FAMILY' };
    expect(issues(input)).toEqual([]);
    expect(issues({ ...input, sankalp: { ...sankalp, nakshatra: 'Pluto' } })).toEqual([
      'sankalp.nakshatra: sankalp.nakshatraInvalid',
    ]);
    expect(issues({ ...input, location: '' })).toEqual(['location: booking.locationRequired']);
  });
});
