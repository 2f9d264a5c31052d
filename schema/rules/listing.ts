import { z } from 'zod';
import { dateSchema, text, wholeNumber } from './common.js';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;

/** Largest page of any list. */
export const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX = 200;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? undefined, schema.optional());

/** PageInput: 1-based page, 1 to 100 items (defaults are the list's). */
export const pageInputSchema = z.object({
  page: optional(wholeNumber(1, Number.MAX_SAFE_INTEGER, k('page.invalid'))),
  limit: optional(wholeNumber(1, MAX_PAGE_SIZE, k('limit.invalid'))),
});

export const searchSchema = optional(text().max(SEARCH_MAX, k('search.tooLong')));
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
    search: searchSchema,
  })
  .refine((f) => f.from == null || f.to == null || f.from <= f.to, { path: ['to'], message: k('filter.dateRange') });

/** A free-text search of an admin list (users, applications). */
export const adminSearchSchema = searchSchema;
