import type { NextFunction, Request, Response } from 'express';
import { sendError, type RestRoute } from '../router.js';
import { indiaToday } from '../../modules/booking/booking.rules.js';

/** The booking as the REST clients know it (spec §3), with nested pandit, package and customer. */
export const BOOKING_FIELDS = `id date time location notes tier isVirtual totalAmount status paymentStatus meetingLink
  cancellationReason createdAt
  user { id name avatar }
  pandit { id name avatar location city state rating virtualPoojaAvailable }
  package { id name destination price duration image }
  review { id rating comment createdAt }`;

/** Spec field names beside the nested objects: userId, panditId, packageId, serviceType (= tier). */
function wire(b: any) {
  if (!b) return b;
  return { ...b, userId: b.user?.id ?? null, panditId: b.pandit?.id ?? null, packageId: b.package?.id ?? null, serviceType: b.tier };
}

const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'];
const PAYMENTS = ['pending', 'paid', 'refunded'];
const TIERS = ['basic', 'premium', 'deluxe'];

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const int = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : undefined);
/** An id given as a string, or as a nested object with `_id` / `id` (spec §3). */
const idOf = (v: unknown): string | undefined => {
  if (typeof v === 'string') return text(v);
  if (v && typeof v === 'object') return text((v as { _id?: unknown })._id) ?? text((v as { id?: unknown }).id);
  return undefined;
};
/** 'YYYY-MM-DD' as is; an ISO instant becomes its India date; anything else goes through for validation. */
function dateOf(v: unknown): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (/^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s))) return indiaToday(new Date(s));
  return s;
}
/** '6:00' → '06:00'. */
const timeOf = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return /^\d:\d\d$/.test(s) ? `0${s}` : s;
};

/** 400 VALIDATION_FAILED for an enum value the spec does not know, before GraphQL coerces it. */
function oneOf(source: 'body' | 'query', field: string, allowed: string[], required: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const raw = (source === 'body' ? req.body?.[field] : req.query[field]) as unknown;
    const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    const empty = value === undefined || value === null || value === '' || (source === 'query' && value === 'all');
    if (empty && !required) return next();
    if (typeof value === 'string' && allowed.includes(value)) return next();
    const message = `${field} must be one of: ${allowed.join(', ')}`;
    return sendError(res, 'VALIDATION_FAILED', message, { fields: { [field]: message } });
  };
}

const statusOf = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return s && s !== 'all' ? s.toUpperCase() : undefined;
};

export const bookingRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/bookings',
    // A user gets their own bookings, a pandit their ceremonies, an admin everything.
    operation: `query RestBookings($filter: BookingFilter, $page: PageInput) {
      bookings(filter: $filter, page: $page) { items { ${BOOKING_FIELDS} } pageInfo { page limit totalCount hasNextPage } }
    }`,
    authenticated: true,
    before: [oneOf('query', 'status', STATUSES, false)],
    variables: (req) => ({
      filter: { status: statusOf(req.query.status) },
      page: { page: int(req.query.page) ?? 1, limit: int(req.query.limit) ?? 100 },
    }),
    data: (r) => ({ bookings: r.bookings.items.map(wire), pagination: r.bookings.pageInfo }),
  },
  {
    method: 'get',
    path: '/bookings/:id',
    operation: `query RestBooking($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id) }),
    data: (r) => wire(r.booking),
  },
  {
    method: 'post',
    path: '/bookings',
    // totalAmount is ignored: the server computes the amount. serviceType is the tier.
    operation: `mutation RestCreateBooking($input: CreateBookingInput!) { createBooking(input: $input) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    before: [oneOf('body', 'serviceType', TIERS, false)],
    variables: (req) => {
      const b = req.body ?? {};
      const tier = typeof b.serviceType === 'string' && b.serviceType.trim() ? b.serviceType.trim().toUpperCase() : undefined;
      return {
        input: {
          panditId: idOf(b.pandit) ?? idOf(b.panditId),
          packageId: idOf(b.package) ?? idOf(b.packageId),
          date: dateOf(b.date),
          time: timeOf(b.time),
          location: typeof b.location === 'string' ? b.location : undefined,
          notes: typeof b.notes === 'string' ? b.notes : undefined,
          tier,
          isVirtual: b.isVirtual === true || b.isVirtual === 'true',
          idempotencyKey: text(req.get('idempotency-key')) ?? text(b.idempotencyKey),
        },
      };
    },
    data: (r) => wire(r.createBooking),
    status: 201,
  },
  {
    method: 'put',
    path: '/bookings/:id/status',
    // Admin only: any status from any status (spec §4).
    operation: `mutation RestBookingStatus($id: ID!, $status: BookingStatus!, $reason: String) {
      updateBookingStatus(id: $id, status: $status, reason: $reason) { ${BOOKING_FIELDS} }
    }`,
    authenticated: true,
    before: [oneOf('body', 'status', STATUSES, true)],
    variables: (req) => ({ id: String(req.params.id), status: statusOf(req.body?.status), reason: text(req.body?.reason) ?? null }),
    data: (r) => wire(r.updateBookingStatus),
  },
  {
    method: 'put',
    path: '/bookings/:id/payment',
    // Admin only: any payment status from any (spec §4).
    operation: `mutation RestBookingPayment($id: ID!, $paymentStatus: PaymentStatus!) {
      updateBookingPayment(id: $id, paymentStatus: $paymentStatus) { ${BOOKING_FIELDS} }
    }`,
    authenticated: true,
    before: [oneOf('body', 'paymentStatus', PAYMENTS, true)],
    variables: (req) => ({ id: String(req.params.id), paymentStatus: String(req.body.paymentStatus).trim().toUpperCase() }),
    data: (r) => wire(r.updateBookingPayment),
  },
  {
    method: 'put',
    path: '/bookings/:id/cancel',
    // The customer cancels their own booking up to 24 hours before it starts.
    operation: `mutation RestCancelBooking($id: ID!, $reason: String) { cancelBooking(id: $id, reason: $reason) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id), reason: text(req.body?.reason) ?? null }),
    data: (r) => wire(r.cancelBooking),
  },
  {
    method: 'put',
    path: '/bookings/:id/confirm',
    operation: `mutation RestConfirmBooking($id: ID!) { confirmBooking(id: $id) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id) }),
    data: (r) => wire(r.confirmBooking),
  },
  {
    method: 'put',
    path: '/bookings/:id/decline',
    operation: `mutation RestDeclineBooking($id: ID!, $reason: String!) { declineBooking(id: $id, reason: $reason) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id), reason: typeof req.body?.reason === 'string' ? req.body.reason : '' }),
    data: (r) => wire(r.declineBooking),
  },
];
