import { useDeferredValue } from 'react';
import { useQuery as useApolloQuery } from '@apollo/client/react';

/**
 * THE useQuery of the app: Apollo's, with its result deferred (React's useDeferredValue).
 *
 * Apollo hands a new answer to React through useSyncExternalStore, which React always renders at once, in one
 * task: a page of cards arriving on a phone held the main thread for a quarter of a second at a time. Deferred,
 * the urgent render only repeats what is on screen and the new answer renders in a transition, in slices that
 * yield to the browser. Data, loading and error stay one consistent result.
 */
export const useQuery: typeof useApolloQuery = ((...args: Parameters<typeof useApolloQuery>) =>
  useDeferredValue(useApolloQuery(...args))) as typeof useApolloQuery;
