import { COMPLAINT_STATUS_VALUES } from '@marketplace/schema/rules/complaint';
import {
  MessageStatus,
  PanditRequestStatus,
  WIRE_ENUMS,
  type BookingStatus,
  type PaymentStatus,
  type RegistrationStatus,
  type Role,
} from '@marketplace/schema/rules/__generated__/contract';

/**
 * The console's lists of enum values, read from the generated contract (decision 0005), never typed by hand.
 * The wire enums keep the SDL's order (WIRE_ENUMS: pending before confirmed...); the others are the contract's
 * constants, whose order codegen sorts by name.
 */
const keysOf = <T extends string>(map: Record<T, string>) => Object.keys(map) as T[];
const valuesOf = <T extends string>(constants: Record<string, T>) => Object.values(constants);

export const BOOKING_STATUSES: BookingStatus[] = keysOf(WIRE_ENUMS.BookingStatus);
export const PAYMENT_STATUSES: PaymentStatus[] = keysOf(WIRE_ENUMS.PaymentStatus);
export const ROLES: Role[] = keysOf(WIRE_ENUMS.Role);
export const REGISTRATION_STATUSES: RegistrationStatus[] = keysOf(WIRE_ENUMS.RegistrationStatus);
export const MESSAGE_STATUSES = valuesOf(MessageStatus);
export const COMPLAINT_STATUSES = COMPLAINT_STATUS_VALUES;
export const PANDIT_REQUEST_STATUSES = valuesOf(PanditRequestStatus);

/** A value read from the address bar when it is one of `values`, else null (a hand-edited address is ignored). */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return value && (values as readonly string[]).includes(value) ? (value as T) : null;
}
