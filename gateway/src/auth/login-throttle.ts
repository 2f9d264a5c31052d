import type { Context } from '../context.js';
import { clientAddress, consume, giveBack, reset } from '../limits/rate-limits.js';

/**
 * Slows password guessing, shared by every gateway process (counters in PostgreSQL): each attempt
 * takes a point from "this account from this address" and from "this address" BEFORE the password is
 * checked, so parallel guesses cannot get past the limit. A success clears the account+address counter
 * and gives the address its point back. Nobody can lock an account from another address.
 */
export async function assertLoginAllowed(ctx: Context, email: string): Promise<void> {
  const ip = clientAddress();
  await consume(
    ctx,
    [
      { name: 'loginAccountAddress', key: `${email}|${ip}` },
      { name: 'loginAddress', key: ip },
    ],
    // Always on (RATE_LIMITS=off only lifts the request-rate limits, e.g. for tests that register many accounts).
    { always: true, message: (s) => `Too many login attempts. Try again in ${Math.max(1, Math.ceil(s / 60))} minutes.` },
  );
}

export async function loginSucceeded(ctx: Context, email: string): Promise<void> {
  const ip = clientAddress();
  await Promise.all([reset(ctx, 'loginAccountAddress', `${email}|${ip}`), giveBack(ctx, 'loginAddress', ip)]);
}
