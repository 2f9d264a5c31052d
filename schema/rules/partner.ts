/**
 * The partner API's published numbers and its key input: the gateway enforces them (http/api-access.ts) and the
 * developers page (web/src/features/developers) shows them, so the docs and the server cannot disagree. An operator
 * may change the budgets with COST_BUDGET_* (the page then reads them from the `apiLimits` query).
 */
import { z } from 'zod';
import { emailSchema } from './account.js';
import { text } from './common.js';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;

/** An operation above this cost answers 400 BAD_REQUEST before execution. */
export const MAX_QUERY_COST = 5000;
/** What a paged list without a `page`/`limit` argument counts (the largest default page of the services). */
export const DEFAULT_PAGE_SIZE = 20;
/** A list of objects with no size argument and no known size. */
export const UNSIZED_LIST = 10;
/** Every request costs at least this much (a query of scalars only, a persisted-query miss). */
export const MIN_REQUEST_COST = 1;

/**
 * Credential operations (each hashes a password or sends an e-mail): at most one of them per request, so a request
 * cannot multiply them with aliases, fragments or several operations (400 BAD_REQUEST, reason ONCE_PER_REQUEST).
 */
export const ONCE_PER_REQUEST_FIELDS = ['login', 'register', 'changePassword', 'requestPasswordReset', 'resetPassword'] as const;

/** A cost bucket: holds at most `limit` points and gets `restoreRate` points back every second. */
export interface CostBudget {
  limit: number;
  restoreRate: number;
}

/**
 * The default buckets. `visitor`: each address without a key, and each logged-in account (the web app's own
 * budget: a page view costs at most ~1,000, so browsing never empties it, even for several people behind one
 * address). `apiKey`: each partner key, five times more.
 */
export const COST_BUDGETS = {
  visitor: { limit: 20_000, restoreRate: 200 },
  apiKey: { limit: 100_000, restoreRate: 1_000 },
} as const satisfies Record<string, CostBudget>;

/** The header a partner sends its key in, and the visible start of every key. */
export const API_KEY_HEADER = 'X-Api-Key';
export const API_KEY_PREFIX = 'pk_live_';

export const API_KEY_NAME_MAX = 120;

/** `createApiKey(input)` (admin console). */
export const apiKeyInputSchema = z.object({
  name: text(k('admin.nameRequired')).min(1, k('admin.nameRequired')).max(API_KEY_NAME_MAX, k('admin.tooLong')),
  contactEmail: emailSchema,
});
export type ApiKeyInputRule = z.infer<typeof apiKeyInputSchema>;
