import type { Request } from 'express';
import { sendError, type RestRoute } from '../router.js';
import { USER_FIELDS } from './account.js';
import { BOOKING_FIELDS } from './booking.js';
import { ONBOARDING_PANDIT_FIELDS, applicationInput } from './onboarding.js';

const int = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
/** The spec's lower-case role ('user', 'admin', 'pandit') → the SDL's enum; anything else goes through to fail validation. */
const role = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().toUpperCase() : undefined);

/** The user fields of a body (spec §7 'user fields or role'); absent ones stay absent. */
function userInput(req: Request) {
  const b = (req.body ?? {}) as Record<string, unknown>;
  return { name: str(b.name), email: str(b.email), phone: str(b.phone), avatar: str(b.avatar), role: role(b.role) };
}

const COUNTS = 'users pandits packages bookings reviews testimonials';
const STATS_FIELDS = `totalPandits pendingPandits approvedPandits rejectedPandits verifiedPandits totalUsers totalAdmins
  newUsersThisMonth totalPackages totalBookings totalTestimonials totalReviews totalRevenue revenueLakhs averageRating`;

export const adminRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/admin/users',
    operation: `query RestUsers($filter: UserFilter, $page: PageInput) {
      users(filter: $filter, page: $page) { items { ${USER_FIELDS} } pageInfo { page limit totalCount hasNextPage } }
    }`,
    variables: (req) => ({
      filter: {
        search: req.query.search ? String(req.query.search) : undefined,
        role: req.query.role ? String(req.query.role).toUpperCase() : undefined,
      },
      page: { page: int(req.query.page) ?? 1, limit: int(req.query.limit) ?? 100 },
    }),
    data: (r) => ({ users: r.users.items, pagination: r.users.pageInfo }),
  },
  {
    // Not in the spec's table; the console's 'add user' (the one-time password is in the answer, once).
    method: 'post',
    path: '/admin/users',
    operation: `mutation RestCreateUser($input: CreateUserInput!) { createUser(input: $input) { user { ${USER_FIELDS} } oneTimePassword } }`,
    authenticated: true,
    variables: (req) => ({ input: userInput(req) }),
    data: (r) => r.createUser,
    status: 201,
  },
  {
    method: 'put',
    path: '/admin/users/:id',
    operation: `mutation RestUpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id), input: userInput(req) }),
    // 'updated user' (spec §7): the user itself, and under `user` as /auth/me answers.
    data: (r) => ({ ...r.updateUser, user: r.updateUser }),
  },
  {
    // The spec's double-s spelling and the corrected one.
    method: 'delete',
    path: ['/admin/userss/:id', '/admin/users/:id'],
    operation: `mutation RestDeleteUser($id: ID!) { deleteUser(id: $id) }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id) }),
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
    variables: (req) => ({ input: applicationInput(req), verified: req.body?.verified === false ? false : true }),
    data: (r) => ({ ...r.createPandit.pandit, pandit: r.createPandit.pandit, oneTimePassword: r.createPandit.oneTimePassword }),
    status: 201,
  },
  {
    method: 'delete',
    path: '/pandits/:id',
    operation: `mutation RestDeletePandit($id: ID!) { deletePandit(id: $id) }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id) }),
    data: (r) => ({ deleted: r.deletePandit }),
  },
  {
    // The Verified/Unverified toggle (spec §4); body { verified: boolean }.
    method: 'put',
    path: '/admin/pandits/:id/verified',
    operation: `mutation RestPanditVerified($id: ID!, $verified: Boolean!) { setPanditVerified(id: $id, verified: $verified) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id), verified: req.body?.verified === true || req.body?.verified === 'true' }),
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
    variables: (req) => {
      const q = req.query;
      const up = (v: unknown) => (typeof v === 'string' && v && v !== 'all' ? v.toUpperCase() : undefined);
      return {
        filter: { status: up(q.status), paymentStatus: up(q.paymentStatus), from: str(q.from), to: str(q.to), search: str(q.search) },
        page: { page: int(q.page) ?? 1, limit: int(q.limit) ?? 20 },
      };
    },
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
    before: [
      (req, res, next) => {
        const mode = typeof req.body?.mode === 'string' ? req.body.mode.toLowerCase() : '';
        const fields: Record<string, string> = {};
        if (mode !== 'replace' && mode !== 'merge') fields.mode = 'mode must be replace or merge';
        if (!req.body?.data || typeof req.body.data !== 'object' || Array.isArray(req.body.data)) fields.data = 'Please paste JSON data first';
        if (Object.keys(fields).length) return sendError(res, 'VALIDATION_FAILED', Object.values(fields)[0]!, { fields });
        next();
      },
    ],
    variables: (req) => ({ mode: String(req.body.mode).toUpperCase(), data: req.body.data }),
    data: (r) => ({ ...r.importData, mode: String(r.importData.mode).toLowerCase() }),
  },
  {
    method: 'post',
    path: '/admin/clear',
    operation: `mutation RestClear($confirm: Boolean!) { clearData(confirm: $confirm) { deleted { ${COUNTS} } } }`,
    authenticated: true,
    variables: (req) => ({ confirm: req.body?.confirm === true }),
    data: (r) => r.clearData,
  },
  {
    method: 'get',
    path: '/admin/audit',
    operation: `query RestAudit($filter: AuditFilter, $page: PageInput) {
      auditLog(filter: $filter, page: $page) { items { id action entity entityId actorName changes createdAt actor { id name } } pageInfo { page limit totalCount hasNextPage } }
    }`,
    authenticated: true,
    variables: (req) => ({
      filter: { entity: str(req.query.entity), entityId: str(req.query.entityId), action: str(req.query.action) },
      page: { page: int(req.query.page) ?? 1, limit: int(req.query.limit) ?? 20 },
    }),
    data: (r) => ({ entries: r.auditLog.items, pagination: r.auditLog.pageInfo }),
  },
];
