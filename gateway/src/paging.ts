import { Validator } from './errors.js';

export interface PageArgs {
  page?: number | null;
  limit?: number | null;
}

export const MAX_PAGE_SIZE = 100;

/** Validated 1-based page and size → SQL offset and limit. */
export function pageOf(args: PageArgs | null | undefined, defaultLimit = 12) {
  const page = args?.page ?? 1;
  const limit = args?.limit ?? defaultLimit;
  new Validator()
    .check(Number.isInteger(page) && page >= 1, 'page', 'page must be a whole number from 1')
    .check(Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE, 'limit', `limit must be 1 to ${MAX_PAGE_SIZE}`)
    .throwIfAny();
  return { page, limit, offset: (page - 1) * limit };
}
