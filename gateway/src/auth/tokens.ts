import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type RoleValue } from '../modules/account/user.entity.js';
import { isUuid } from '../ids.js';

export interface TokenClaims {
  sub: string;
  role: RoleValue;
}

export class Tokens {
  private readonly key: Uint8Array;
  constructor(secret: string, private readonly ttl: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.key);
  }

  /**
   * The claims of a token valid in every respect, or null: signed by us with HS256 (no `none`, no other
   * algorithm), an expiry and an issue time, a subject that is an account id (UUID) and a known role.
   */
  async verify(token: string | undefined): Promise<TokenClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp', 'iat'] });
      if (!isUuid(payload.sub) || !(ROLES as readonly unknown[]).includes(payload.role)) return null;
      return { sub: payload.sub, role: payload.role as RoleValue };
    } catch {
      return null;
    }
  }
}
