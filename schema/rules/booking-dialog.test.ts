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
const issues = (input: object) =>
  bookingDialogSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

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

  it('keeps the booking rules and answers the nakshatra in English', () => {
    const sankalp = { familyNames: ['Asha Verma'], gotra: 'Kashyap', nakshatra: 'रोहिणी', occasion: 'New home' };
    const input = { ...booking, ceremonyId: 'c1', sankalp, samagriBy: 'FAMILY' };
    const parsed = bookingDialogSchema.parse(input);
    expect(parsed.sankalp?.nakshatra).toBe('Rohini');
    expect(parsed.samagriBy).toBe('FAMILY');
    expect(issues({ ...input, location: '' })).toEqual(['location: booking.locationRequired']);
  });
});
