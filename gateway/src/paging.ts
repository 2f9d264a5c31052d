import { pageInputSchema } from '@marketplace/schema/rules';
import type { PageInput } from './__generated__/resolvers-types.js';
import { validate } from './validation.js';

export type PageArgs = PageInput;

/** Validated 1-based page and size → SQL offset and limit. */
export function pageOf(args: PageArgs | null | undefined, defaultLimit = 12) {
  const checked = validate(pageInputSchema, args ?? {}, 'page');
  const page = checked.page ?? 1;
  const limit = checked.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}
