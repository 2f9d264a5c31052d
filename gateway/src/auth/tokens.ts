import { SignJWT, jwtVerify } from 'jose';
import type { RoleValue } from '../modules/account/user.entity.js';

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

  /** The claims of a valid token, or null for a missing, forged or expired one. */
  async verify(token: string | undefined): Promise<TokenClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string') return null;
      return { sub: payload.sub, role: payload.role as RoleValue };
    } catch {
      return null;
    }
  }
}
