import { DomainError } from '../errors.js';

/**
 * Slows password guessing: after MAX_FAILURES failed logins for one email within WINDOW_MS, further
 * attempts for it are refused until the window passes. Per process (a shared store would be needed
 * with several gateway instances; see README decisions).
 */
const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;
const failures = new Map<string, { count: number; resetAt: number }>();

export function assertNotThrottled(email: string, now = Date.now()) {
  const entry = failures.get(email);
  if (entry && entry.resetAt > now && entry.count >= MAX_FAILURES) {
    const minutes = Math.ceil((entry.resetAt - now) / 60000);
    throw new DomainError('RATE_LIMITED', `Too many failed login attempts. Try again in ${minutes} minutes.`, { retryAfterMinutes: minutes });
  }
}

export function recordFailure(email: string, now = Date.now()) {
  const entry = failures.get(email);
  if (!entry || entry.resetAt <= now) failures.set(email, { count: 1, resetAt: now + WINDOW_MS });
  else entry.count += 1;
  if (failures.size > 50_000) for (const [k, v] of failures) if (v.resetAt <= now) failures.delete(k);
}

export function clearFailures(email: string) {
  failures.delete(email);
}
