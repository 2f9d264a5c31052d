import { WIRE_ENUMS } from './__generated__/contract.js';
import type { BookingStatus, PaymentStatus, PriceTier, RegistrationStatus, Role } from './__generated__/contract.js';

/**
 * The SDL enums whose values are stored, and sent by the REST API, in lower case (spec §3: role 'user',
 * status 'pending', tier 'basic'...). `WIRE_ENUMS` (SDL value → wire value, in SDL order) is generated from
 * the SDL by codegen.ts, which also gives the same maps to the resolver types as `enumValues`; the
 * gateway's entities, its enum resolvers and the REST shim read them from here.
 */
export type WireEnumName = keyof typeof WIRE_ENUMS;

/** The lower-case values of one wire enum, in SDL order, e.g. ['user', 'pandit', 'admin']. */
const valuesOf = <M extends Record<string, string>>(map: M) => Object.values(map) as [M[keyof M], ...M[keyof M][]];

export const ROLE_VALUES = valuesOf(WIRE_ENUMS.Role);
export const REGISTRATION_STATUS_VALUES = valuesOf(WIRE_ENUMS.RegistrationStatus);
export const BOOKING_STATUS_VALUES = valuesOf(WIRE_ENUMS.BookingStatus);
export const PAYMENT_STATUS_VALUES = valuesOf(WIRE_ENUMS.PaymentStatus);
export const TIER_VALUES = valuesOf(WIRE_ENUMS.PriceTier);

export type RoleValue = Lowercase<Role>;
export type RegistrationStatusValue = Lowercase<RegistrationStatus>;
export type BookingStatusValue = Lowercase<BookingStatus>;
export type PaymentStatusValue = Lowercase<PaymentStatus>;
export type TierValue = Lowercase<PriceTier>;

/**
 * REST body fields whose enum values travel in lower case (`serviceType` is the REST name of a booking's
 * tier). GraphQL keeps the SDL's upper-case values.
 */
export const REST_LOWERCASE_FIELDS = [
  'role',
  'status',
  'paymentStatus',
  'registrationStatus',
  'tier',
  'serviceType',
  'samagriBy',
  'providedBy',
] as const;
