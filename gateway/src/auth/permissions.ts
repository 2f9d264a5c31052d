import { allow, deny, shield, type IRules } from 'graphql-shield';
import { GraphQLError, isObjectType, type GraphQLSchema } from 'graphql';
import {
  canSeeMeetingLink,
  canSeePanditContact,
  isAdmin,
  isAuthenticated,
  isPanditAccount,
  isPanditSelfOrAdmin,
  isSelfOrAdmin,
} from './rules.js';

/**
 * THE authorization map. Every root field has an explicit rule (a test enforces it); anything
 * missing is denied. Object types reached through an allowed root field are readable, except the
 * fields listed here with their own rule.
 */
export const rules = {
  Query: {
    health: allow,
    errorCodes: allow,
    me: allow,
    referenceData: allow,
    siteConfig: allow,
    pandits: allow,
    pandit: allow,
    packages: allow,
    package: allow,
    testimonials: allow,
    about: allow,
    users: isAdmin,
    pendingPandits: isAdmin,
    panditApplications: isAdmin,
    panditApplicationStats: isAdmin,
    panditApplication: isAuthenticated,
    bookableSlots: allow,
    bookings: isAuthenticated,
    booking: isAuthenticated,
    adminDashboard: isAdmin,
    adminBookings: isAdmin,
    dataCounts: isAdmin,
    exportData: isAdmin,
    auditLog: isAdmin,
    aboutEditable: isAdmin,
  },
  Mutation: {
    ping: allow,
    login: allow,
    register: allow,
    updateProfile: isAuthenticated,
    logout: allow,
    changePassword: isAuthenticated,
    applyAsPandit: isAuthenticated,
    resubmitPanditApplication: isAuthenticated,
    updatePanditProfile: isAuthenticated,
    addPanditPhotos: isAuthenticated,
    approvePandit: isAdmin,
    rejectPandit: isAdmin,
    createBooking: isAuthenticated,
    cancelBooking: isAuthenticated,
    confirmBooking: isPanditAccount,
    declineBooking: isPanditAccount,
    completeBooking: isPanditAccount,
    updateBookingStatus: isAdmin,
    updateBookingPayment: isAdmin,
    setMyAvailability: isPanditAccount,
    createReview: isAuthenticated,
    createUser: isAdmin,
    updateUser: isAdmin,
    deleteUser: isAdmin,
    createPandit: isAdmin,
    deletePandit: isAdmin,
    setPanditVerified: isAdmin,
    createPackage: isAdmin,
    updatePackage: isAdmin,
    deletePackage: isAdmin,
    createTestimonial: isAdmin,
    updateTestimonial: isAdmin,
    deleteTestimonial: isAdmin,
    toggleTestimonialFeatured: isAdmin,
    updateAbout: isAdmin,
    importData: isAdmin,
    clearData: isAdmin,
  },
  User: {
    email: isSelfOrAdmin,
    phone: isSelfOrAdmin,
    panditProfile: isSelfOrAdmin,
  },
  Pandit: {
    email: canSeePanditContact,
    phone: canSeePanditContact,
    whatsappNumber: canSeePanditContact,
    rejectionReason: isPanditSelfOrAdmin,
    user: isAdmin,
  },
  Booking: {
    meetingLink: canSeeMeetingLink,
    history: isAdmin,
  },
} satisfies IRules;

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

/** The rule tree with `'*': allow` for object types (roots stay explicit: fallback deny). */
export function ruleTree(schema: GraphQLSchema): IRules {
  const tree: Record<string, Record<string, unknown>> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || ROOTS.has(type.name)) continue;
    tree[type.name] = { '*': allow };
  }
  for (const [type, fields] of Object.entries(rules)) tree[type] = { ...(tree[type] ?? {}), ...fields };
  return tree as IRules;
}

export function permissions(schema: GraphQLSchema) {
  return shield(ruleTree(schema), {
    fallbackRule: deny,
    allowExternalErrors: true,
    fallbackError: () => new GraphQLError('You do not have permission to do this.', { extensions: { code: 'FORBIDDEN' } }),
  });
}
