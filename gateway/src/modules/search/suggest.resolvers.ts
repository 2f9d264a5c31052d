import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { suggestBasic } from './suggest-basic.js';

/** Suggestions while typing (the basic matcher; see suggest-basic.ts). */
export const suggestResolvers: Resolvers = {
  Query: {
    searchSuggestions: (_p, { query, language, limit }, ctx) => suggestBasic(ctx, query, language, limit),
  },
};
