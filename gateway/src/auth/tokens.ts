import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type RoleValue } from '../modules/account/user.entity.js';
import { isUuid } from '@marketplace/schema/rules';

export interface TokenClaims {
  sub: string;
  role: RoleValue;
  /** The session (auth/sessions.ts) the token belongs to: revoking it ends the token before its expiry. */
  sid: string;
}

/** What every access token must say about itself; a token missing any of these is refused. */
export const TOKEN_PROFILE = {
  alg: 'HS256',
  /** RFC 9068 access-token type: no other JWT signed with the same key passes as one. */
  typ: 'at+jwt',
  issuer: 'panditconnect',
  audience: 'panditconnect-api',
} as const;

/** Seconds two clocks may differ by (expiry and issue time). */
export const CLOCK_SKEW_S = 30;

export class Tokens {
  /**
   * The HMAC key, imported once: given the secret's bytes, jose imports a CryptoKey on every sign and verify (a
   * profile showed the import at a third of a request's JWT cost).
   */
  private readonly key: Promise<CryptoKey>;
  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  /** An access token; `ttl` defaults to the configured one (API clients), browser sessions pass a short one. */
  async sign(claims: TokenClaims, ttl: string = this.ttl): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: TOKEN_PROFILE.alg, typ: TOKEN_PROFILE.typ })
      .setSubject(claims.sub)
      .setIssuer(TOKEN_PROFILE.issuer)
      .setAudience(TOKEN_PROFILE.audience)
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(await this.key);
  }

  /**
   * The claims of a token valid in every respect, or null: HS256 only, type, issuer, audience, expiry and issue time
   * required and checked (an issue time later than now, beyond the clock skew, is refused: jose checks it only with
   * `maxTokenAge`), a subject that is an account id (UUID), a known role and a session id (UUID).
   */
  async verify(token: string | undefined, now = Date.now()): Promise<TokenClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [TOKEN_PROFILE.alg],
        typ: TOKEN_PROFILE.typ,
        issuer: TOKEN_PROFILE.issuer,
        audience: TOKEN_PROFILE.audience,
        requiredClaims: ['exp', 'iat', 'sub', 'iss', 'aud'],
        clockTolerance: CLOCK_SKEW_S,
        currentDate: new Date(now),
      });
      if (payload.iat! > Math.floor(now / 1000) + CLOCK_SKEW_S) return null;
      if (!isUuid(payload.sub) || !(ROLES as readonly unknown[]).includes(payload.role) || !isUuid(payload.sid)) return null;
      return { sub: payload.sub, role: payload.role as RoleValue, sid: payload.sid };
    } catch {
      return null;
    }
  }
}
