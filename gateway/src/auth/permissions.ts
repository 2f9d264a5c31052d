import { allow, deny, rule, shield, type IRules } from 'graphql-shield';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  isObjectType,
  type DocumentNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { Context } from '../context.js';
import { forbidden, unauthenticated } from '../errors.js';
import { auditDenied } from '../modules/admin/audit.service.js';
import {
  canSeeBookingContact,
  canSeeMeetingLink,
  canSeePanditContact,
  isAdmin,
  isAuthenticated,
  isBookingCustomerOrAdmin,
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
    errorReasons: allow,
    me: allow,
    myData: isAuthenticated,
    referenceData: allow,
    siteConfig: allow,
    packageInclusions: allow,
    pandits: allow,
    pandit: allow,
    panditBySlug: allow,
    searchSuggestions: allow,
    freeDays: allow,
    packages: allow,
    ceremonies: allow,
    ceremony: allow,
    package: allow,
    packageBySlug: allow,
    testimonials: allow,
    about: allow,
    users: isAdmin,
    pendingPandits: isAdmin,
    panditApplications: isAdmin,
    panditApplicationStats: isAdmin,
    panditApplication: isAuthenticated,
    bookableSlots: allow,
    availabilityConflicts: isPanditAccount,
    bookings: isAuthenticated,
    booking: isAuthenticated,
    adminDashboard: isAdmin,
    adminBookings: isAdmin,
    dataCounts: isAdmin,
    exportData: isAdmin,
    auditLog: isAdmin,
    panditRequests: isAdmin,
    myDocuments: isAuthenticated,
    documentsToReview: isAdmin,
    complaints: isAuthenticated,
    complaint: isAuthenticated,
    complaintStats: isAdmin,
    messages: isAdmin,
    aboutEditable: isAdmin,
    payments: isAdmin,
    refunds: isAdmin,
    receipt: isAuthenticated,
    priceQuote: allow,
    reconciliation: isAdmin,
    taxStatement: isAuthenticated,
    apiKeys: isAdmin,
    apiLimits: allow,
    myApplicationDraft: isAuthenticated,
    panchang: allow,
    panchangForCity: allow,
    panchangRange: allow,
    panchangCities: allow,
    muhuratRules: allow,
    suggestMuhuratDates: allow,
    bookingOffers: isPanditAccount,
  },
  Mutation: {
    ping: allow,
    login: allow,
    register: allow,
    updateProfile: isAuthenticated,
    logout: allow,
    changePassword: isAuthenticated,
    setPreferredLanguage: isAuthenticated,
    setMessageChannels: isAuthenticated,
    requestAccountDeletion: isAuthenticated,
    cancelAccountDeletion: isAuthenticated,
    requestPasswordReset: allow,
    resetPassword: allow,
    resendMessage: isAdmin,
    applyAsPandit: isAuthenticated,
    resubmitPanditApplication: isAuthenticated,
    savePanditApplicationDraft: isAuthenticated,
    discardPanditApplicationDraft: isAuthenticated,
    updatePanditProfile: isAuthenticated,
    addPanditPhotos: isAuthenticated,
    approvePandit: isAdmin,
    rejectPandit: isAdmin,
    createBooking: isAuthenticated,
    cancelBooking: isAuthenticated,
    confirmBooking: isPanditAccount,
    declineBooking: isPanditAccount,
    acceptBookingOffer: isPanditAccount,
    declineBookingOffer: isPanditAccount,
    declineSubstitute: isAuthenticated,
    completeBooking: isPanditAccount,
    confirmCeremony: isAuthenticated,
    updateBookingStatus: isAdmin,
    updateBookingPayment: isAdmin,
    setMyAvailability: isPanditAccount,
    rescheduleBooking: isAuthenticated,
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
    createCeremony: isAdmin,
    updateCeremony: isAdmin,
    deleteCeremony: isAdmin,
    toggleTestimonialFeatured: isAdmin,
    updateAbout: isAdmin,
    importData: isAdmin,
    clearData: isAdmin,
    submitUpiPayment: isAuthenticated,
    verifyPayment: isAdmin,
    rejectPayment: isAdmin,
    createRazorpayOrder: isAuthenticated,
    markRefunded: isAdmin,
    createApiKey: isAdmin,
    revokeApiKey: isAdmin,
    requestPandit: allow,
    markPanditRequestHandled: isAdmin,
    addPanditDocument: isAuthenticated,
    reviewPanditDocument: isAdmin,
    reportProblem: isAuthenticated,
    replyToComplaint: isAuthenticated,
    resolveComplaint: isAdmin,
    reopenComplaint: isAuthenticated,
  },
  User: {
    email: isSelfOrAdmin,
    phone: isSelfOrAdmin,
    panditProfile: isSelfOrAdmin,
    preferredLanguage: isSelfOrAdmin,
    messageConsent: isSelfOrAdmin,
    deletionRequestedAt: isSelfOrAdmin,
    deletionDueAt: isSelfOrAdmin,
  },
  Pandit: {
    email: canSeePanditContact,
    phone: canSeePanditContact,
    whatsappNumber: canSeePanditContact,
    rejectionReason: isPanditSelfOrAdmin,
    documents: isPanditSelfOrAdmin,
    user: isAdmin,
  },
  Booking: {
    meetingLink: canSeeMeetingLink,
    proof: canSeeMeetingLink,
    history: isAdmin,
    contact: canSeeBookingContact,
    contactPhone: canSeeMeetingLink,
    sankalp: canSeeMeetingLink,
    upiPayment: isBookingCustomerOrAdmin,
    payments: isBookingCustomerOrAdmin,
    refund: isBookingCustomerOrAdmin,
    refundPreview: isBookingCustomerOrAdmin,
  },
} satisfies IRules;

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

/** isAdmin on a root field, recording a denial in the audit trail (action 'denied'). */
const auditedAdmin = (type: string, field: string) =>
  rule(`admin-${type}.${field}`, { cache: 'contextual' })(async (_p, _a, ctx: Context) => {
    if (ctx.viewer?.role === 'admin') return true;
    await auditDenied(ctx, type, field);
    return ctx.viewer ? forbidden() : unauthenticated();
  });

/** The first admin-only root field an operation selects, as 'Mutation.deleteUser' (null when none). */
export function adminOnlyField(document: DocumentNode): { type: string; field: string } | null {
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const type = def.operation === OperationTypeNode.MUTATION ? 'Mutation' : 'Query';
    const fields = (rules as Record<string, Record<string, unknown>>)[type];
    for (const sel of def.selectionSet.selections) {
      if (sel.kind === Kind.FIELD && fields?.[sel.name.value] === isAdmin) return { type, field: sel.name.value };
    }
  }
  return null;
}

/** The rule tree with `'*': allow` for object types (roots stay explicit: fallback deny; admin roots audited). */
export function ruleTree(schema: GraphQLSchema): IRules {
  const tree: Record<string, Record<string, unknown>> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || ROOTS.has(type.name)) continue;
    tree[type.name] = { '*': allow };
  }
  for (const [type, fields] of Object.entries(rules)) {
    tree[type] = { ...(tree[type] ?? {}) };
    for (const [field, r] of Object.entries(fields)) {
      tree[type][field] = ROOTS.has(type) && r === isAdmin ? auditedAdmin(type, field) : r;
    }
  }
  return tree as IRules;
}

export function permissions(schema: GraphQLSchema) {
  return shield(ruleTree(schema), {
    fallbackRule: deny,
    allowExternalErrors: true,
    // A root field without a rule is denied (and recorded like a denied admin action).
    fallbackError: async (_thrown: unknown, _parent: unknown, _args: unknown, ctx: unknown, info: GraphQLResolveInfo) => {
      if (ROOTS.has(info.parentType.name) && ctx) await auditDenied(ctx as Context, info.parentType.name, info.fieldName);
      return new GraphQLError('You do not have permission to do this.', { extensions: { code: 'FORBIDDEN' } });
    },
  });
}
