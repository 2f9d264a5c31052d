import { BookingStatus, PaymentStatus, PriceTier, PROOF_PHOTOS_MAX, SamagriProvider } from '@marketplace/schema/rules';
import { uploadedUrls, uploads } from '../upload.js';
import type { Reader } from '../coerce.js';
import type { RestRoute } from '../router.js';
import { indiaToday } from '../../modules/booking/booking.rules.js';

/** The booking as the REST clients know it (spec §3), with nested pandit, package and customer. */
export const BOOKING_FIELDS = `id date time location notes tier isVirtual totalAmount status paymentStatus meetingLink
  cancellationReason createdAt travellers contactPhone reference
  user { id name avatar }
  pandit { id name avatar location city state rating virtualPoojaAvailable }
  package { id name destination price duration image }
  review { id rating comment createdAt }
  ceremony { id slug name { en hi } }
  sankalp { familyNames gotra nakshatra occasion }
  samagriBy`;

/** Spec field names beside the nested objects: userId, panditId, packageId, serviceType (= tier). */
function wire(b: any) {
  if (!b) return b;
  return {
    ...b,
    userId: b.user?.id ?? null,
    panditId: b.pandit?.id ?? null,
    packageId: b.package?.id ?? null,
    serviceType: b.tier,
  };
}

/** The family's sankalp (an object or its JSON text), when the body has one. */
function sankalpOf(body: Reader) {
  if (!body.has('sankalp')) return undefined;
  const s = body.object('sankalp');
  return {
    familyNames: s.list('familyNames') ?? [],
    gotra: s.text('gotra') ?? '',
    nakshatra: s.text('nakshatra'),
    occasion: s.text('occasion'),
  };
}

/** 'YYYY-MM-DD' as is; an ISO instant becomes its India date; anything else goes through for validation. */
function dateOf(s: string | undefined): string {
  const t = (s ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}T/.test(t) && !Number.isNaN(Date.parse(t))) return indiaToday(new Date(t));
  return t;
}
/** '6:00' → '06:00'. */
const timeOf = (s: string | undefined) => {
  const t = (s ?? '').trim();
  return /^\d:\d\d$/.test(t) ? `0${t}` : t;
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
    variables: ({ query }) => ({
      filter: { status: query.enum('status', BookingStatus, { any: ['all'] }) },
      page: { page: query.int('page') ?? 1, limit: query.int('limit') ?? 100 },
    }),
    data: (r) => ({ bookings: r.bookings.items.map(wire), pagination: r.bookings.pageInfo }),
  },
  {
    method: 'get',
    path: '/bookings/:id',
    operation: `query RestBooking($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    variables: ({ params }) => ({ id: params.id('id') }),
    data: (r) => wire(r.booking),
  },
  {
    method: 'post',
    path: '/bookings',
    // totalAmount is ignored: the server computes the amount. serviceType is the tier.
    operation: `mutation RestCreateBooking($input: CreateBookingInput!) { createBooking(input: $input) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    variables: ({ body, header }) => ({
      input: {
        panditId: body.id('pandit') ?? body.id('panditId'),
        packageId: body.id('package') ?? body.id('packageId'),
        date: dateOf(body.text('date')),
        time: timeOf(body.text('time')),
        location: body.textOrEmpty('location'),
        notes: body.textOrEmpty('notes'),
        tier: body.enum('serviceType', PriceTier),
        isVirtual: body.bool('isVirtual') ?? false,
        travellers: body.int('travellers'),
        contactPhone: body.text('contactPhone')?.trim(),
        confirmDuplicate: body.bool('confirmDuplicate'),
        ceremonyId: body.id('ceremonyId') ?? body.id('ceremony'),
        sankalp: sankalpOf(body),
        samagriBy: body.enum('samagriBy', SamagriProvider),
        idempotencyKey: header.text('idempotency-key')?.trim() ?? body.text('idempotencyKey')?.trim(),
      },
    }),
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
    variables: ({ params, body }) => ({
      id: params.id('id'),
      status: body.required('status', body.enum('status', BookingStatus)),
      reason: body.text('reason')?.trim() ?? null,
    }),
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
    variables: ({ params, body }) => ({
      id: params.id('id'),
      paymentStatus: body.required('paymentStatus', body.enum('paymentStatus', PaymentStatus)),
    }),
    data: (r) => wire(r.updateBookingPayment),
  },
  {
    method: 'put',
    path: '/bookings/:id/cancel',
    // The customer cancels their own booking up to 24 hours before it starts.
    operation: `mutation RestCancelBooking($id: ID!, $reason: String) { cancelBooking(id: $id, reason: $reason) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    variables: ({ params, body }) => ({ id: params.id('id'), reason: body.text('reason')?.trim() ?? null }),
    data: (r) => wire(r.cancelBooking),
  },
  {
    method: 'post',
    path: '/bookings/:id/proof',
    // The pandit completes a ceremony with its proof: photos (multipart 'photos', kept private) and/or joinedAt.
    before: (app) => [uploads(app, [{ name: 'photos', maxCount: PROOF_PHOTOS_MAX }], { private: true })],
    operation: `mutation RestCompleteBooking($id: ID!, $proof: CeremonyProofInput) {
      completeBooking(id: $id, proof: $proof) { ${BOOKING_FIELDS} }
    }`,
    authenticated: true,
    variables: ({ params, body }, req) => ({
      id: params.id('id'),
      proof: { photos: uploadedUrls(req, 'photos'), joinedAt: body.text('joinedAt') ?? null },
    }),
    data: (r) => wire(r.completeBooking),
  },
  {
    method: 'put',
    path: '/bookings/:id/confirm',
    operation: `mutation RestConfirmBooking($id: ID!) { confirmBooking(id: $id) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    variables: ({ params }) => ({ id: params.id('id') }),
    data: (r) => wire(r.confirmBooking),
  },
  {
    method: 'put',
    path: '/bookings/:id/decline',
    operation: `mutation RestDeclineBooking($id: ID!, $reason: String!) { declineBooking(id: $id, reason: $reason) { ${BOOKING_FIELDS} } }`,
    authenticated: true,
    variables: ({ params, body }) => ({ id: params.id('id'), reason: body.text('reason') ?? '' }),
    data: (r) => wire(r.declineBooking),
  },
  {
    method: 'put',
    path: '/bookings/:id/reschedule',
    // The customer moves a pending or confirmed booking to another free slot of the same pandit; it becomes pending.
    operation: `mutation RestRescheduleBooking($id: ID!, $date: Date!, $time: String!) {
      rescheduleBooking(id: $id, date: $date, time: $time) { ${BOOKING_FIELDS} }
    }`,
    authenticated: true,
    variables: ({ params, body }) => ({
      id: params.id('id'),
      date: body.required('date', dateOf(body.text('date')) || undefined),
      time: body.required('time', timeOf(body.text('time')) || undefined),
    }),
    data: (r) => wire(r.rescheduleBooking),
  },
];
