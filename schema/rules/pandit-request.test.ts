import { describe, expect, it } from 'vitest';
import { makePanditRequestInputSchema } from './pandit-request.js';

const now = new Date('2026-03-10T06:00:00Z'); // 11:30 in India
const schema = makePanditRequestInputSchema(() => now);
const base = { name: 'Asha Verma', ceremony: 'Griha Pravesh', city: 'Lucknow' };
const keysOf = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('panditRequestInputSchema', () => {
  it('takes a phone or an e-mail, normalised, and blanks as absent', () => {
    expect(schema.parse({ ...base, phone: '+91 98765-43210', email: '' })).toMatchObject({
      phone: '9876543210',
      email: null,
      preferredDate: null,
      note: null,
    });
    expect(schema.parse({ ...base, email: ' Asha@Example.COM ' }).email).toBe('asha@example.com');
  });

  it('asks for a contact when neither is given', () => {
    expect(keysOf({ ...base, phone: ' ', email: null })).toEqual({ phone: 'request.contactRequired' });
  });

  it('checks each field with its own message', () => {
    expect(keysOf({ name: 'A', phone: '12345', ceremony: ' ', city: '', email: 'x@y' })).toEqual({
      name: 'name.length',
      phone: 'phone.invalid',
      email: 'email.invalid',
      ceremony: 'request.ceremonyRequired',
      city: 'request.cityRequired',
    });
    expect(keysOf({ ...base, phone: '9876543210', city: 'x'.repeat(121), note: 'n'.repeat(1001) })).toEqual({
      city: 'request.tooLong',
      note: 'booking.notesTooLong',
    });
  });

  it('takes a preferred date from today (India) to 12 months ahead', () => {
    const contact = { ...base, phone: '9876543210' };
    expect(schema.parse({ ...contact, preferredDate: '2026-03-10' }).preferredDate).toBe('2026-03-10');
    expect(keysOf({ ...contact, preferredDate: '2026-03-09' })).toEqual({ preferredDate: 'booking.datePast' });
    expect(keysOf({ ...contact, preferredDate: '2027-06-01' })).toEqual({ preferredDate: 'booking.dateTooFar' });
    expect(keysOf({ ...contact, preferredDate: '2026-02-30' })).toEqual({ preferredDate: 'date.invalid' });
  });
});
