import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Whether `given` is the hex HMAC-SHA256 of `rawBody` under `secret`, compared in constant time (webhooks). */
export function hmacSha256HexMatches(secret: string, rawBody: Buffer, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'), 'utf8');
  const actual = Buffer.from(given.trim(), 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether `given` is the shared `secret` (a webhook that signs nothing), compared in constant time: digests of equal
 * length, so the length is not told either. */
export const secretMatches = (given: string, secret: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());
