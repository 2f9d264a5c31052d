import { z } from 'zod';
import { dateSchema, hasNul, text, wholeNumber } from './common.js';
import type { RuleMessageKey } from './messages.js';
import { SEARCH_MAX, SEARCH_MIN, termLength as length } from './search-term.js';

const k = (key: RuleMessageKey) => key;

/** Largest page of any list. */
export const MAX_PAGE_SIZE = 100;
export { SEARCH_MAX, SEARCH_MIN, searchTerm } from './search-term.js';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? undefined, schema.optional());

/** PageInput: 1-based page, 1 to 100 items (defaults are the list's). */
export const pageInputSchema = z.object({
  page: optional(wholeNumber(1, Number.MAX_SAFE_INTEGER, k('page.invalid'))),
  limit: optional(wholeNumber(1, MAX_PAGE_SIZE, k('limit.invalid'))),
});

/** Empty (or only spaces) means no search: undefined. */
const blankIsAbsent = (v: unknown) => (v == null || (typeof v === 'string' && v.trim() === '' && !hasNul(v)) ? undefined : v);

/** A public search term: absent or blank means no search; otherwise SEARCH_MIN to SEARCH_MAX characters after trimming. */
export const searchSchema = z.preprocess(
  blankIsAbsent,
  text()
    .refine((s) => length(s) >= SEARCH_MIN && length(s) <= SEARCH_MAX, k('search.length'))
    .optional(),
);

const filterPrice = optional(wholeNumber(0, Number.MAX_SAFE_INTEGER, k('filter.priceInvalid')));

/** The numbers and text of PanditFilter (enums are checked by GraphQL). */
export const panditFilterSchema = z
  .object({
    search: searchSchema,
    state: optional(text().max(80, k('state.unknown'))),
    city: optional(text().max(80, k('city.unknown'))),
    minPrice: filterPrice,
    maxPrice: filterPrice,
    minRating: optional(
      z
        .number({ error: k('filter.ratingInvalid') })
        .min(0, k('filter.ratingInvalid'))
        .max(5, k('filter.ratingInvalid')),
    ),
  })
  .refine((f) => f.minPrice == null || f.maxPrice == null || f.minPrice <= f.maxPrice, {
    path: ['maxPrice'],
    message: k('filter.priceRange'),
  });

/** The text of PackageFilter. */
export const packageFilterSchema = z.object({
  search: searchSchema,
  destination: optional(text().max(SEARCH_MAX, k('search.tooLong'))),
});

/** How many testimonials a list may ask for. */
export const testimonialLimitSchema = optional(wholeNumber(1, MAX_PAGE_SIZE, k('limit.invalid')));

/** The admin's booking filter: dates (YYYY-MM-DD) and search; the end not before the start. */
export const adminBookingFilterSchema = z
  .object({
    from: optional(dateSchema()),
    to: optional(dateSchema()),
    search: optional(text().max(SEARCH_MAX, k('search.tooLong'))),
  })
  .refine((f) => f.from == null || f.to == null || f.from <= f.to, { path: ['to'], message: k('filter.dateRange') });

/** A free-text search of an admin list (users, applications): any length up to SEARCH_MAX (a short name is fine). */
export const adminSearchSchema = optional(text().max(SEARCH_MAX, k('search.tooLong')));
