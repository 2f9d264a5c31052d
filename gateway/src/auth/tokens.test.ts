import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { TOKEN_PROFILE, Tokens } from './tokens.js';

const SECRET = 'unit-secret-unit-secret-unit-secret-12';
const key = new TextEncoder().encode(SECRET);
const tokens = new Tokens(SECRET, '15m');
const SID = '7d1e2f30-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

/** A token like ours with one part changed or left out. */
function forge(
  change: {
    alg?: string;
    typ?: string | null;
    iss?: string | null;
    aud?: string | null;
    exp?: string | number | null;
    secret?: string;
    sid?: string | null;
    iat?: number;
  } = {},
) {
  const jwt = new SignJWT({ role: 'user', ...(change.sid === null ? {} : { sid: change.sid ?? SID }) })
    .setProtectedHeader({ alg: change.alg ?? 'HS256', ...(change.typ === null ? {} : { typ: change.typ ?? TOKEN_PROFILE.typ }) })
    .setSubject('00000000-0000-0000-0000-000000000001')
    .setIssuedAt(change.iat);
  if (change.iss !== null) jwt.setIssuer(change.iss ?? TOKEN_PROFILE.issuer);
  if (change.aud !== null) jwt.setAudience(change.aud ?? TOKEN_PROFILE.audience);
  if (change.exp !== null) jwt.setExpirationTime(change.exp ?? '15m');
  return jwt.sign(change.secret ? new TextEncoder().encode(change.secret) : key);
}

describe('access tokens', () => {
  it('accept our own', async () => {
    const t = await tokens.sign({ sub: '3f0c9a52-1b2d-4e5f-8a9b-0c1d2e3f4a5b', role: 'admin', sid: SID });
    expect(await tokens.verify(t)).toEqual({ sub: '3f0c9a52-1b2d-4e5f-8a9b-0c1d2e3f4a5b', role: 'admin', sid: SID });
    expect(await tokens.verify(await forge())).toMatchObject({ role: 'user' });
  });

  it.each([
    ['without exp', { exp: null }],
    ['expired', { exp: Math.floor(Date.now() / 1000) - 120 }],
    ['without iss', { iss: null }],
    ['from another issuer', { iss: 'someone-else' }],
    ['without aud', { aud: null }],
    ['for another audience', { aud: 'another-api' }],
    ['without typ', { typ: null }],
    ['of another type (an ID token)', { typ: 'JWT' }],
    ['signed with HS512', { alg: 'HS512' }],
    ['without a session id', { sid: null }],
    ['with a session id that is not a UUID', { sid: 'abc' }],
    ['signed with another key', { secret: 'another-secret-another-secret-another-1' }],
    ['issued an hour from now', { iat: Math.floor(Date.now() / 1000) + 3600, exp: Math.floor(Date.now() / 1000) + 7200 }],
    ['issued a minute from now (beyond the clock skew)', { iat: Math.floor(Date.now() / 1000) + 60 }],
  ] as const)('refuse one %s', async (_name, change) => {
    expect(await tokens.verify(await forge(change as never))).toBeNull();
  });

  it('accept one issued within the clock skew (a server a few seconds ahead)', async () => {
    expect(await tokens.verify(await forge({ iat: Math.floor(Date.now() / 1000) + 5 }))).toMatchObject({ role: 'user' });
  });

  it('refuse an unsigned token (alg none) and garbage', async () => {
    const none = new UnsecuredJWT({ role: 'admin' })
      .setSubject('3f0c9a52-1b2d-4e5f-8a9b-0c1d2e3f4a5b')
      .setIssuer(TOKEN_PROFILE.issuer)
      .setAudience(TOKEN_PROFILE.audience)
      .setIssuedAt()
      .setExpirationTime('15m')
      .encode();
    expect(await tokens.verify(none)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
  });
});
