import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_VALUES, PAYMENT_STATUS_VALUES, REGISTRATION_STATUS_VALUES, ROLE_VALUES, TIER_VALUES, WIRE_ENUMS } from './index.js';

describe('wire enums', () => {
  it('are the lower-case SDL values (the REST API and the database keep these)', () => {
    expect(WIRE_ENUMS.Role).toEqual({ USER: 'user', PANDIT: 'pandit', ADMIN: 'admin' });
    expect(WIRE_ENUMS.BookingStatus).toEqual({ PENDING: 'pending', CONFIRMED: 'confirmed', COMPLETED: 'completed', CANCELLED: 'cancelled' });
    expect([...ROLE_VALUES].sort()).toEqual(['admin', 'pandit', 'user']);
    expect([...REGISTRATION_STATUS_VALUES].sort()).toEqual(['approved', 'pending', 'rejected']);
    expect([...BOOKING_STATUS_VALUES].sort()).toEqual(['cancelled', 'completed', 'confirmed', 'pending']);
    expect([...PAYMENT_STATUS_VALUES].sort()).toEqual(['paid', 'pending', 'refunded']);
    expect([...TIER_VALUES].sort()).toEqual(['basic', 'deluxe', 'premium']);
  });
});
