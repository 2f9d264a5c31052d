import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REASONS } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';

// The gateway validates every input with @marketplace/schema/rules: one VALIDATION_FAILED shape, the
// same paths (rooted at the argument) and rule keys the web translates, and no NUL reaches PostgreSQL.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { token } }';
const PROFILE = 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { name } }';
const REVIEW = 'mutation($i: CreateReviewInput!) { createReview(input: $i) { id } }';
const REJECT = 'mutation($id: ID!, $r: String!) { rejectPandit(id: $id, reason: $r) { id } }';

describe('validation failures', () => {
  it('carry English messages in fields and rule keys in fieldKeys, path by path', async () => {
    const r = await s.gql(REGISTER, { i: { name: 'Asha', email: 'a@b.c', password: 'password123' } });
    expect(r.errors?.[0]?.message).toBe('Enter a valid email address');
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        'input.email': 'Enter a valid email address',
        'input.password': 'This password is too common. Please choose another.',
      },
      fieldKeys: { 'input.email': 'email.invalid', 'input.password': 'password.common' },
    });
  });

  it('the password policy is length and not-common only (no composition rules)', async () => {
    const r = await s.gql(REGISTER, {
      i: { name: 'Asha', email: `asha.${Date.now()}@example.in`, password: 'only lower case words' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.register.token).toMatch(/^ey/);
  });

  it('refuses text with a NUL character before it reaches PostgreSQL', async () => {
    const u = await s.newUser();
    const profile = await s.gql(PROFILE, { i: { name: 'Nul\u0000Name' } }, u.token);
    // Refused by the request guard before any resolver: the path is the variable's (`i`), the key the rule's.
    expect(profile.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { 'i.name': 'text.invalidCharacters' },
    });
    const login = await s.rest('POST', '/api/auth/login', { email: 'user@demo.in\u0000', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.fieldKeys).toEqual({ 'body.email': 'text.invalidCharacters' });
    const review = await s.gql(
      REVIEW,
      { i: { bookingId: '00000000-0000-4000-8000-000000000000', rating: 5, comment: 'ok\u0000ok' } },
      u.token,
    );
    expect(review.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { 'i.comment': 'text.invalidCharacters' },
    });
  });

  it('a top-level argument is its own path', async () => {
    const admin = await s.token('admin');
    const r = await s.gql(REJECT, { id: '00000000-0000-4000-8000-000000000000', r: ' too short ' }, admin);
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { reason: 'Rejection reason must be at least 10 characters.' },
      fieldKeys: { reason: 'rejectionReason.tooShort' },
    });
  });
});

describe('the reasons in the contract', () => {
  it('errorReasons lists every reason by domain, and a refusal carries one of them', async () => {
    const r = await s.gql('{ errorReasons { request upload admin booking payment slot complaint } }');
    expect(r.errors).toBeUndefined();
    const listed = new Set(Object.values(r.data.errorReasons as Record<string, string[]>).flat());
    expect([...listed].sort()).toEqual([...ERROR_REASONS].sort());
    expect(r.data.errorReasons.request).toContain('ONCE_PER_REQUEST');

    const twice = await s.gql(
      'mutation { a: login(input: { email: "a@example.in", password: "x" }) { token } b: login(input: { email: "b@example.in", password: "x" }) { token } }',
    );
    const reason = twice.errors?.[0]?.extensions?.reason as string;
    expect(reason).toBe('ONCE_PER_REQUEST');
    expect(listed.has(reason)).toBe(true);
  });
});
