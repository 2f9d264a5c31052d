import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The role matrix: every admin operation, GraphQL and REST, as visitor (401 / UNAUTHENTICATED), user and pandit
 * (403 / FORBIDDEN) and admin (allowed: the operation runs; with made-up ids it may answer NOT_FOUND or a
 * validation error, never an authorization error). Destructive operations get harmless arguments.
 */
let s: TestServer;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  s = await startTestServer();
  tokens.user = await s.token('user');
  tokens.pandit = await s.token('pandit');
  tokens.admin = await s.token('admin');
});
afterAll(async () => s?.close());

const NOBODY = '00000000-0000-4000-8000-000000000000';
const PANDIT_INPUT = `{ state: "Uttar Pradesh", city: "Varanasi", location: "Assi Ghat", bio: "b", experience: 1,
  specializations: ["Ganga Aarti"], languages: ["Hindi"], pricing: { basic: 1, premium: 2, deluxe: 3 }, virtualPoojaAvailable: false,
  name: "Role Matrix", email: "x-ROLE@example.com", phone: "9876500000" }`;

const GRAPHQL: Array<[string, string]> = [
  ['users', '{ users { pageInfo { totalCount } } }'],
  ['adminDashboard', '{ adminDashboard { stats { totalBookings } } }'],
  ['adminBookings', '{ adminBookings { pageInfo { totalCount } } }'],
  ['dataCounts', '{ dataCounts { users } }'],
  ['exportData', '{ exportData }'],
  ['auditLog', '{ auditLog { pageInfo { totalCount } } }'],
  ['aboutEditable', '{ aboutEditable { hi { title } } }'],
  ['booking.history', `{ adminBookings(page: { limit: 1 }) { items { history { to } } } }`],
  [
    'createUser',
    `mutation { createUser(input: { name: "Role Matrix", email: "role-ROLE@example.com", role: USER }) { oneTimePassword } }`,
  ],
  ['updateUser', `mutation { updateUser(id: "${NOBODY}", input: { name: "New Name" }) { id } }`],
  ['deleteUser', `mutation { deleteUser(id: "${NOBODY}") }`],
  ['createPandit', `mutation { createPandit(input: ${PANDIT_INPUT}) { oneTimePassword } }`],
  ['deletePandit', `mutation { deletePandit(id: "${NOBODY}") }`],
  ['setPanditVerified', `mutation { setPanditVerified(id: "${NOBODY}", verified: true) { id } }`],
  [
    'createPackage',
    'mutation { createPackage(input: { name: "P", description: "D", destination: "Puri", price: 1, duration: "1 day" }) { id } }',
  ],
  ['updatePackage', `mutation { updatePackage(id: "${NOBODY}", input: { popular: true }) { id } }`],
  ['deletePackage', `mutation { deletePackage(id: "${NOBODY}") }`],
  [
    'createTestimonial',
    'mutation { createTestimonial(input: { name: "N", location: "Pune", rating: 5, comment: "C", date: "2026-01-01" }) { id } }',
  ],
  ['updateTestimonial', `mutation { updateTestimonial(id: "${NOBODY}", input: { rating: 4 }) { id } }`],
  ['deleteTestimonial', `mutation { deleteTestimonial(id: "${NOBODY}") }`],
  ['toggleTestimonialFeatured', `mutation { toggleTestimonialFeatured(id: "${NOBODY}") { id } }`],
  ['updateAbout', 'mutation { updateAbout(en: { title: "T", content: "C", mission: "M", vision: "V", values: [] }) { title } }'],
  ['importData', 'mutation { importData(mode: MERGE, data: { version: 1 }) { accountsWithoutPassword } }'],
  ['clearData', 'mutation { clearData(confirm: false) { deleted { pandits } } }'],
  ['updateBookingStatus', `mutation { updateBookingStatus(id: "${NOBODY}", status: CONFIRMED) { id } }`],
  ['updateBookingPayment', `mutation { updateBookingPayment(id: "${NOBODY}", paymentStatus: PAID) { id } }`],
];

const REST: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users', { name: 'Role Rest', email: 'rest-ROLE@example.com', role: 'user' }],
  ['PUT', `/api/admin/users/${NOBODY}`, { name: 'New Name' }],
  ['DELETE', `/api/admin/userss/${NOBODY}`],
  ['DELETE', `/api/admin/users/${NOBODY}`],
  [
    'POST',
    '/api/pandits/admin/create',
    {
      name: 'Rest Pandit',
      email: 'restp-ROLE@example.com',
      phone: '9876511111',
      state: 'Uttar Pradesh',
      city: 'Varanasi',
      location: 'Ghat',
      bio: 'b',
      experience: 1,
      specializations: ['Ganga Aarti'],
      languages: ['Hindi'],
      basicPrice: 1,
      premiumPrice: 2,
      deluxePrice: 3,
    },
  ],
  ['DELETE', `/api/pandits/${NOBODY}`],
  ['PUT', `/api/admin/pandits/${NOBODY}/verified`, { verified: true }],
  ['POST', '/api/packages', { name: 'P', description: 'D', destination: 'Puri', price: 1, duration: '1 day' }],
  ['PUT', `/api/packages/${NOBODY}`, { popular: true }],
  ['DELETE', `/api/packages/${NOBODY}`],
  ['POST', '/api/testimonials', { name: 'N', location: 'Pune', rating: 5, comment: 'C', date: '2026-01-01' }],
  ['PUT', `/api/testimonials/${NOBODY}`, { rating: 4 }],
  ['DELETE', `/api/testimonials/${NOBODY}`],
  ['PUT', `/api/testimonials/${NOBODY}/featured`],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/bookings'],
  ['GET', '/api/admin/counts'],
  ['GET', '/api/admin/export'],
  ['GET', '/api/admin/audit'],
  ['POST', '/api/admin/import', { mode: 'merge', data: { version: 1 } }],
  ['POST', '/api/admin/clear', { confirm: false }],
  ['PUT', `/api/bookings/${NOBODY}/status`, { status: 'confirmed' }],
  ['PUT', `/api/bookings/${NOBODY}/payment`, { paymentStatus: 'paid' }],
];

const EXPECT: Record<string, { code?: string; status?: number }> = {
  visitor: { code: 'UNAUTHENTICATED', status: 401 },
  user: { code: 'FORBIDDEN', status: 403 },
  pandit: { code: 'FORBIDDEN', status: 403 },
  admin: {},
};
const withRole = (text: string, role: string) => text.replace(/ROLE/g, role);

describe.each(Object.entries(EXPECT))('as %s', (role, expected) => {
  it.each(GRAPHQL)('GraphQL %s', async (_name, query) => {
    const r = await s.gql(withRole(query, role), {}, tokens[role]);
    const codes = (r.errors ?? []).map((e) => e.extensions?.code);
    if (expected.code) expect(codes).toContain(expected.code);
    else {
      expect(codes).not.toContain('UNAUTHENTICATED');
      expect(codes).not.toContain('FORBIDDEN');
    }
  });

  it.each(REST)('REST %s %s', async (method, path, body) => {
    const r = await s.rest(
      method,
      path,
      body === undefined ? undefined : JSON.parse(withRole(JSON.stringify(body), role)),
      tokens[role],
    );
    if (expected.status) expect(r.status).toBe(expected.status);
    else {
      expect([401, 403]).not.toContain(r.status);
      expect(r.status).toBeLessThan(500);
    }
  });
});

it('admin calls that run for real succeed (create answers 2xx, made-up ids 404)', async () => {
  const created = await s.rest(
    'POST',
    '/api/packages',
    { name: 'P2', description: 'D', destination: 'Puri', price: 1, duration: '1 day' },
    tokens.admin,
  );
  expect(created.status).toBe(201);
  expect((await s.rest('DELETE', `/api/packages/${NOBODY}`, undefined, tokens.admin)).status).toBe(404);
  expect((await s.rest('GET', '/api/admin/stats', undefined, tokens.admin)).status).toBe(200);
});
