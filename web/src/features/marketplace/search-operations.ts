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

/** "Find me a pandit", offered when a search finds nobody. */
export const RequestPanditMutation = graphql(`
  mutation RequestPandit($input: PanditRequestInput!) {
    requestPandit(input: $input)
  }
`);

/** What a search that found nobody in a city offers instead (asked only when the results are empty). */
export const SearchElsewhereQuery = graphql(`
  query SearchElsewhere($filter: PanditFilter) {
    pandits(filter: $filter, page: { page: 1, limit: 1 }) {
      elsewhere {
        city
        state
        ceremony
        search
        virtualCount
        virtualPandits {
          ...PanditCardFields
        }
        nearbyCities {
          city
          state
          distanceKm
          panditCount
        }
      }
    }
  }
`);
