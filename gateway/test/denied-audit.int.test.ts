import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario } from './scenario.js';
import { AuditEntrySchema } from '../src/modules/admin/audit.entity.js';
import { LIMITS } from '../src/limits/rate-limits.js';
import { first } from '../src/indexed.js';

/** Denied admin-only requests are recorded in the audit trail (action 'denied'), at most LIMITS.deniedAudit per address. */
let s: TestServer;
let sc: ReturnType<typeof scenario>;
beforeAll(async () => {
  s = await startTestServer();
  sc = scenario(s);
});
afterAll(async () => s?.close());

const denied = () => s.db.orm.em.fork().find(AuditEntrySchema, { action: 'denied' }, { orderBy: { createdAt: 'asc' } });

async function post(query: string, token?: string, requestId?: string) {
  const res = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: await res.json() };
}

describe('audit of denied admin actions', () => {
  it('a user calling an admin mutation: FORBIDDEN, recorded with the actor, field, address, route and request id', async () => {
    const u = await sc.customer();
    const r = await post(`mutation { deleteUser(id: "${u.id}") }`, u.token, 'deny-test-1');
    expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const entry = first(await denied());
    expect(entry).toMatchObject({ entity: 'Mutation', entityId: 'deleteUser', actorName: u.name });
    expect((entry.actor as unknown as { id: string }).id).toBe(u.id);
    expect(entry.changes).toMatchObject({
      role: { after: 'user' },
      requestId: { after: 'deny-test-1' },
      route: { after: 'POST /graphql' },
    });
    expect(String(entry.changes.address?.after)).toMatch(/127\.0\.0\.1|::1/);
  });

  it('a visitor on a REST admin route (401) and a pandit on another (403) are recorded; admins are not', async () => {
    const before = (await denied()).length;
    expect((await s.rest('GET', '/api/admin/users')).status).toBe(401);
    // Refused before the operation runs (the route requires a login): recorded by the REST router.
    expect((await s.rest('POST', '/api/admin/users', { name: 'X' })).status).toBe(401);
    const p = await sc.pandit();
    expect((await s.rest('DELETE', `/api/admin/users/${p.account.id}`, undefined, p.account.token)).status).toBe(403);
    const admin = await sc.admin();
    expect((await s.rest('GET', '/api/admin/users', undefined, admin.token)).status).toBe(200);
    const entries = (await denied()).slice(before);
    expect(entries.map((e) => [e.entity, e.entityId, e.changes.role?.after, e.changes.route?.after])).toEqual([
      ['Query', 'users', 'visitor', 'GET /api/admin/users'],
      ['REST', 'POST /admin/users', 'visitor', 'POST /api/admin/users'],
      ['Mutation', 'deleteUser', 'pandit', `DELETE /api/admin/users/${p.account.id}`],
    ]);
    // The console lists them with the action filter.
    const list = await s.gql('{ auditLog(filter: {action: "denied"}) { items { action entity entityId } } }', {}, admin.token);
    expect(list.data.auditLog.items.length).toBe(before + 3);
  });

  it(`a flood of denials writes at most ${LIMITS.deniedAudit.points} entries per address; every request is still refused`, async () => {
    const u = await sc.customer();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => post('{ users { items { id } } }', u.token).then((r) => r.body.errors[0].extensions.code)),
    );
    expect(new Set(answers)).toEqual(new Set(['FORBIDDEN']));
    expect((await denied()).length).toBe(LIMITS.deniedAudit.points);
  });
});
