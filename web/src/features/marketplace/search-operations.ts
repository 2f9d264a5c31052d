import { graphql } from '../../__generated__';

/** Suggestions while typing (hero search and the filter's text box). */
export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!, $language: String, $limit: Int) {
    searchSuggestions(query: $query, language: $language, limit: $limit) {
      kind
      label
      value
      id
      state
    }
  }
`);

/** The pandits who offer virtual poojas, offered when nobody is near. */
export const VirtualPanditsQuery = graphql(`
  query VirtualPandits($page: PageInput) {
    pandits(filter: { serviceType: VIRTUAL }, sort: RATING, page: $page) {
      items {
        ...PanditCardFields
      }
      pageInfo {
        totalCount
      }
    }
  }
`);
