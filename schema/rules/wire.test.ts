import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
  REGISTRATION_STATUS_VALUES,
  ROLE_VALUES,
  TIER_VALUES,
  WIRE_ENUMS,
} from './index.js';

describe('wire enums', () => {
  it('are the lower-case SDL values (the REST API and the database keep these)', () => {
    expect(WIRE_ENUMS.Role).toEqual({ USER: 'user', PANDIT: 'pandit', ADMIN: 'admin' });
    expect(WIRE_ENUMS.BookingStatus).toEqual({
      PENDING: 'pending',
      CONFIRMED: 'confirmed',
      COMPLETED: 'completed',
      CANCELLED: 'cancelled',
    });
    // In SDL order: the database's check constraints (committed migrations) list them so.
    expect(ROLE_VALUES).toEqual(['user', 'pandit', 'admin']);
    expect(REGISTRATION_STATUS_VALUES).toEqual(['pending', 'approved', 'rejected']);
    expect(BOOKING_STATUS_VALUES).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
    expect(PAYMENT_STATUS_VALUES).toEqual(['pending', 'paid', 'refunded']);
    expect(TIER_VALUES).toEqual(['basic', 'premium', 'deluxe']);
  });
});
