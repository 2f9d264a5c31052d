import { BookingStatus, PaymentStatus, PriceTier, RegistrationStatus, Role } from './__generated__/contract.js';

/**
 * The SDL enums whose values are stored, and sent by the REST API, in lower case (spec §3: role 'user',
 * status 'pending', tier 'basic'...). Built from the generated contract constants, so the values exist
 * once, in the SDL; the gateway's entities, its enum resolvers, codegen's `enumValues` and the REST
 * shim all read them from here.
 */
export type WireMap<E extends string> = { readonly [K in E]: Lowercase<K> };

function wireMap<E extends string>(sdl: Record<string, E>): WireMap<E> {
  return Object.fromEntries(Object.values(sdl).map((v) => [v, v.toLowerCase()])) as WireMap<E>;
}

/** SDL enum name → { SDL value → lower-case wire value }. */
export const WIRE_ENUMS = {
  Role: wireMap(Role),
  RegistrationStatus: wireMap(RegistrationStatus),
  BookingStatus: wireMap(BookingStatus),
  PaymentStatus: wireMap(PaymentStatus),
  PriceTier: wireMap(PriceTier),
} as const;

export type WireEnumName = keyof typeof WIRE_ENUMS;

/** The lower-case values of one wire enum, e.g. ['user', 'pandit', 'admin']. */
const valuesOf = <E extends string>(map: WireMap<E>) => Object.values(map) as [Lowercase<E>, ...Lowercase<E>[]];

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
export const REST_LOWERCASE_FIELDS = ['role', 'status', 'paymentStatus', 'registrationStatus', 'tier', 'serviceType'] as const;
