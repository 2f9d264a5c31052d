import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { SuggestionsService } from './suggestions.service.js';

/** Suggestions while typing: arguments in, service call, result out. */
export const searchResolvers: Resolvers = {
  Query: {
    searchSuggestions: (_p, { query, language, limit }, ctx) => new SuggestionsService(ctx).suggest(query, language, limit),
  },
};
