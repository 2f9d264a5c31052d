import type { MutationResolvers } from '../__generated__/resolvers-types.js';

type MutationField = Exclude<keyof MutationResolvers, '__isTypeOf'>;

/**
 * Every mutation, by whether it may change what a visitor can read (issue #39, decision 0082): `true` empties the
 * public-answer cache on every gateway process (http/public-cache.ts) once it succeeds, `false` leaves it. Public data
 * is what a request without a token reads: pandits (profile, listing, verified flag, photos, ratings), their free days
 * (so every change of a booking's dates or status), packages, ceremonies, testimonials, reviews and the About page.
 * The type makes a new mutation fail to compile until it is listed here; when in doubt, `true`.
 */
export const CHANGES_PUBLIC_DATA = {
  // The account's own credentials, session, settings and private records: nothing a visitor reads.
  login: false,
  register: false,
  logout: false,
  changePassword: false,
  requestPasswordReset: false,
  resetPassword: false,
  ping: false,
  createApiKey: false,
  revokeApiKey: false,
  setPreferredLanguage: false,
  setMessageChannels: false,
  resendMessage: false,
  savePanditApplicationDraft: false,
  discardPanditApplicationDraft: false,
  applyAsPandit: false, // an application is not public until approved
  resubmitPanditApplication: false,
  addPanditDocument: false, // verified changes only when a document is reviewed
  requestPandit: false,
  markPanditRequestHandled: false,
  reportProblem: false,
  replyToComplaint: false,
  reopenComplaint: false,
  requestAccountDeletion: false,
  cancelAccountDeletion: false,
  createRazorpayOrder: false,
  submitUpiPayment: false, // waits for an admin's check; the booking's dates do not move
  // Pandits, their listing and what their cards show.
  updateProfile: true, // a pandit's name
  createUser: true,
  updateUser: true,
  deleteUser: true,
  createPandit: true,
  deletePandit: true,
  setPanditVerified: true,
  approvePandit: true,
  rejectPandit: true,
  updatePanditProfile: true,
  addPanditPhotos: true,
  reviewPanditDocument: true,
  createReview: true,
  // Free days: every change of a booking's dates or status.
  setMyAvailability: true,
  createBooking: true,
  cancelBooking: true,
  confirmBooking: true,
  declineBooking: true,
  completeBooking: true,
  confirmCeremony: true,
  updateBookingStatus: true,
  updateBookingPayment: true,
  rescheduleBooking: true,
  acceptBookingOffer: true,
  declineBookingOffer: true,
  declineSubstitute: true,
  verifyPayment: true,
  rejectPayment: true,
  markRefunded: true,
  resolveComplaint: true, // may cancel and refund the booking
  // Catalogue and pages.
  createPackage: true,
  updatePackage: true,
  deletePackage: true,
  createCeremony: true,
  updateCeremony: true,
  deleteCeremony: true,
  createTestimonial: true,
  updateTestimonial: true,
  deleteTestimonial: true,
  toggleTestimonialFeatured: true,
  updateAbout: true,
  importData: true,
  clearData: true,
} satisfies Record<MutationField, boolean>;

/** Whether running these root fields may change public data (an unknown field or none known: yes). */
export const changesPublicData = (fields: readonly string[] | null): boolean =>
  fields === null ||
  fields.length === 0 ||
  fields.some((f) => (CHANGES_PUBLIC_DATA as Record<string, boolean | undefined>)[f] !== false);
