import type { Resolvers } from '../__generated__/resolvers-types.js';
import { healthResolvers } from './health.resolvers.js';
import { accountResolvers } from './account/account.resolvers.js';
import { adminResolvers } from './admin/admin.resolvers.js';
import { referenceResolvers } from './reference/reference.resolvers.js';
import { panditOnboardingResolvers } from './pandit/pandit-onboarding.resolvers.js';
import { profileResolvers } from './account/profile.resolvers.js';
import { panditResolvers } from './pandit/pandit.resolvers.js';
import { packageResolvers } from './package/package.resolvers.js';
import { testimonialResolvers } from './testimonial/testimonial.resolvers.js';
import { aboutResolvers } from './about/about.resolvers.js';
import { reviewResolvers } from './review/review.resolvers.js';
import { bookingResolvers } from './booking/booking.resolvers.js';
import { journeyResolvers } from './booking/journey.resolvers.js';
import { guaranteeResolvers } from './booking/guarantee.resolvers.js';
import { reliabilityResolvers } from './pandit/reliability.resolvers.js';
import { packageAdminResolvers } from './package/package-admin.resolvers.js';
import { testimonialAdminResolvers } from './testimonial/testimonial-admin.resolvers.js';
import { aboutAdminResolvers } from './about/about-admin.resolvers.js';
import { messagesResolvers } from './messages/messages.resolvers.js';
import { searchResolvers } from './search/search.resolvers.js';
import { paymentResolvers } from './payment/payment.resolvers.js';
import { partnerResolvers } from './partner/partner.resolvers.js';
import { joinDraftResolvers } from './join-draft/join-draft.resolvers.js';
import { panchangResolvers } from './panchang/panchang.resolvers.js';
import { ceremonyResolvers } from './ceremony/ceremony.resolvers.js';
import { panditRequestResolvers } from './pandit-request/pandit-request.resolvers.js';
import { documentResolvers } from './verification/document.resolvers.js';
import { complaintResolvers } from './complaint/complaint.resolvers.js';
import { privacyResolvers } from './privacy/privacy.resolvers.js';
import { ledgerResolvers } from './ledger/ledger.resolvers.js';
// The modules that react to a booking's change (booking/booking-events.ts), each subscribing when loaded: the status
// history and audit trail, the refund the policy owes, the messages. Their order is the order they run in.
import './admin/booking-history.js';
import './ledger/booking-subscriber.js';
import './payment/booking-subscriber.js';
import './messages/booking-messages.js';

/** Every module's resolvers; schema.ts merges them. Add a module here. */
export const RESOLVERS: Resolvers[] = [
  healthResolvers,
  accountResolvers,
  profileResolvers,
  adminResolvers,
  referenceResolvers,
  panditResolvers,
  ceremonyResolvers,
  panditOnboardingResolvers,
  packageResolvers,
  testimonialResolvers,
  aboutResolvers,
  reviewResolvers,
  bookingResolvers,
  journeyResolvers,
  guaranteeResolvers,
  reliabilityResolvers,
  packageAdminResolvers,
  testimonialAdminResolvers,
  aboutAdminResolvers,
  messagesResolvers,
  searchResolvers,
  paymentResolvers,
  ledgerResolvers,
  partnerResolvers,
  joinDraftResolvers,
  panchangResolvers,
  panditRequestResolvers,
  documentResolvers,
  complaintResolvers,
  privacyResolvers,
];
