import { BookingStatus, ImportMode, PaymentStatus, Role } from '@marketplace/schema/rules';
import type { RestRoute } from '../router.js';
import type { Reader } from '../coerce.js';
import { USER_FIELDS } from './account.js';
import { BOOKING_FIELDS } from './booking.js';
import { ONBOARDING_PANDIT_FIELDS, applicationInput } from './onboarding.js';

/** The user fields of a body (spec §7 'user fields or role', the role in the spec's lower case); absent ones stay absent. */
function userInput(body: Reader) {
  return {
    name: body.text('name'),
    email: body.text('email'),
    phone: body.textOrEmpty('phone'),
    avatar: body.textOrEmpty('avatar'),
    role: body.enum('role', Role),
  };
}

const COUNTS = 'users pandits packages bookings reviews testimonials payments refunds messages';
const STATS_FIELDS = `totalPandits pendingPandits approvedPandits rejectedPandits verifiedPandits totalUsers totalAccounts totalAdmins
  newUsersThisMonth totalPackages totalBookings totalTestimonials totalReviews totalRevenue revenueLakhs averageRating`;

export const adminRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/admin/users',
    operation: `query RestUsers($filter: UserFilter, $page: PageInput) {
      users(filter: $filter, page: $page) { items { ${USER_FIELDS} } pageInfo { page limit totalCount hasNextPage } }
    }`,
    variables: ({ query }) => ({
      filter: { search: query.text('search'), role: query.enum('role', Role, { any: ['all'] }) },
      page: { page: query.int('page') ?? 1, limit: query.int('limit') ?? 100 },
    }),
    data: (r) => ({ users: r.users.items, pagination: r.users.pageInfo }),
  },
  {
    // Not in the spec's table; the console's 'add user' (the one-time password is in the answer, once).
    method: 'post',
    path: '/admin/users',
    operation: `mutation RestCreateUser($input: CreateUserInput!) { createUser(input: $input) { user { ${USER_FIELDS} } oneTimePassword } }`,
    authenticated: true,
    variables: ({ body }) => ({ input: userInput(body) }),
    data: (r) => r.createUser,
    status: 201,
  },
  {
    method: 'put',
    path: '/admin/users/:id',
    operation: `mutation RestUpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`,
    authenticated: true,
    variables: ({ params, body }) => ({ id: params.required('id', params.id('id')), input: userInput(body) }),
    // 'updated user' (spec §7): the user itself, and under `user` as /auth/me answers.
    data: (r) => ({ ...r.updateUser, user: r.updateUser }),
  },
  {
    // The spec's double-s spelling and the corrected one.
    method: 'delete',
    path: ['/admin/userss/:id', '/admin/users/:id'],
    operation: `mutation RestDeleteUser($id: ID!) { deleteUser(id: $id) }`,
    authenticated: true,
    variables: ({ params }) => ({ id: params.required('id', params.id('id')) }),
    data: (r) => ({ deleted: r.deleteUser }),
  },
  {
    // JSON: pandit fields (the registration form's names or nested pricing); a `password` in the body is ignored:
    // the server makes a strong one-time password and answers it once.
    method: 'post',
    path: '/pandits/admin/create',
    operation: `mutation RestCreatePandit($input: PanditApplicationInput!, $verified: Boolean) {
      createPandit(input: $input, verified: $verified) { pandit { ${ONBOARDING_PANDIT_FIELDS} } oneTimePassword }
    }`,
    authenticated: true,
    variables: (input, req) => ({ input: applicationInput(input, req), verified: input.body.bool('verified') ?? true }),
    data: (r) => ({ ...r.createPandit.pandit, pandit: r.createPandit.pandit, oneTimePassword: r.createPandit.oneTimePassword }),
    status: 201,
  },
  {
    method: 'delete',
    path: '/pandits/:id',
    operation: `mutation RestDeletePandit($id: ID!) { deletePandit(id: $id) }`,
    authenticated: true,
    variables: ({ params }) => ({ id: params.required('id', params.id('id')) }),
    data: (r) => ({ deleted: r.deletePandit }),
  },
  {
    // The Verified/Unverified toggle (spec §4); body { verified: boolean }.
    method: 'put',
    path: '/admin/pandits/:id/verified',
    operation: `mutation RestPanditVerified($id: ID!, $verified: Boolean!) { setPanditVerified(id: $id, verified: $verified) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    authenticated: true,
    variables: ({ params, body }) => ({
      id: params.required('id', params.id('id')),
      verified: body.required('verified', body.bool('verified')),
    }),
    data: (r) => r.setPanditVerified,
  },
  {
    method: 'get',
    path: '/admin/stats',
    operation: `query RestStats {
      adminDashboard {
        stats { ${STATS_FIELDS} }
        recentBookings { ${BOOKING_FIELDS} }
        topPandits { id name avatar location city state rating reviewCount }
        monthly { month bookings revenue }
        byStatus { status count }
      }
    }`,
    authenticated: true,
    data: (r) => r.adminDashboard,
  },
  {
    method: 'get',
    path: '/admin/bookings',
    operation: `query RestAdminBookings($filter: AdminBookingFilter, $page: PageInput) {
      adminBookings(filter: $filter, page: $page) { items { ${BOOKING_FIELDS} } pageInfo { page limit totalCount hasNextPage } }
    }`,
    authenticated: true,
    variables: ({ query }) => ({
      filter: {
        status: query.enum('status', BookingStatus, { any: ['all'] }),
        paymentStatus: query.enum('paymentStatus', PaymentStatus, { any: ['all'] }),
        from: query.text('from'),
        to: query.text('to'),
        search: query.text('search'),
      },
      page: { page: query.int('page') ?? 1, limit: query.int('limit') ?? 20 },
    }),
    data: (r) => ({ bookings: r.adminBookings.items, pagination: r.adminBookings.pageInfo }),
  },
  {
    method: 'get',
    path: '/admin/counts',
    operation: `query RestDataCounts { dataCounts { ${COUNTS} } }`,
    authenticated: true,
    data: (r) => r.dataCounts,
  },
  {
    method: 'get',
    path: '/admin/export',
    operation: `query RestExport { exportData }`,
    authenticated: true,
    data: (r) => r.exportData,
  },
  {
    method: 'post',
    path: '/admin/import',
    operation: `mutation RestImport($mode: ImportMode!, $data: JSON!) { importData(mode: $mode, data: $data) { mode imported { ${COUNTS} } accountsWithoutPassword } }`,
    authenticated: true,
    variables: ({ body }) => ({
      mode: body.required('mode', body.enum('mode', ImportMode)),
      // The spec's message for an empty import (§8).
      data: body.has('data') ? body.raw('data') : body.required('data', undefined, 'Please paste JSON data first'),
    }),
    data: (r) => ({ ...r.importData, mode: String(r.importData.mode).toLowerCase() }),
  },
  {
    method: 'post',
    path: '/admin/clear',
    operation: `mutation RestClear($confirm: Boolean!) { clearData(confirm: $confirm) { deleted { ${COUNTS} } } }`,
    authenticated: true,
    variables: ({ body }) => ({ confirm: body.bool('confirm') === true }),
    data: (r) => r.clearData,
  },
  {
    method: 'get',
    path: '/admin/audit',
    operation: `query RestAudit($filter: AuditFilter, $page: PageInput) {
      auditLog(filter: $filter, page: $page) { items { id action entity entityId actorName changes createdAt actor { id name } } pageInfo { page limit totalCount hasNextPage } }
    }`,
    authenticated: true,
    variables: ({ query }) => ({
      filter: { entity: query.text('entity'), entityId: query.text('entityId'), action: query.text('action') },
      page: { page: query.int('page') ?? 1, limit: query.int('limit') ?? 20 },
    }),
    data: (r) => ({ entries: r.auditLog.items, pagination: r.auditLog.pageInfo }),
  },
];
