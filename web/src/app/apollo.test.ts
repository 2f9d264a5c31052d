import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { MAX_GET_URL, createApolloClient } from './apollo';
import { clearToken, setToken } from './token';

/** What the link sent: method, address and headers of each request (a stubbed fetch answering `{ data }`). */
function recordRequests(data: Record<string, unknown>) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; cache?: RequestCache }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        url: String(input),
        headers: (init?.headers ?? {}) as Record<string, string>,
        cache: init?.cache,
      });
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const QUERY = gql`
  query Ping {
    apiLimits {
      maxQueryCost
    }
  }
`;
const SEARCH = gql`
  query Search($q: String) {
    pandits(filter: { search: $q }) {
      pageInfo {
        totalCount
      }
    }
  }
`;
const MUTATION = gql`
  mutation Touch {
    ping
  }
`;

const ANSWER = {
  ping: 'pong',
  apiLimits: { __typename: 'ApiLimits', maxQueryCost: 5000 },
  pandits: { __typename: 'PanditPage', pageInfo: { __typename: 'PageInfo', totalCount: 0 } },
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe("a visitor's queries go as GET (decision 0080)", () => {
  it('a query without a token: GET with the query in the address and apollo-require-preflight', async () => {
    const sent = recordRequests(ANSWER);
    await createApolloClient('/graphql').query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(sent).toHaveLength(1);
    const [request] = sent as [(typeof sent)[number]];
    expect(request.method).toBe('GET');
    expect(new URL(request.url, 'http://x').searchParams.get('operationName')).toBe('Ping');
    expect(request.headers['apollo-require-preflight']).toBe('true');
  });

  it('mutations, queries with a token and queries too long for an address stay POST', async () => {
    const sent = recordRequests(ANSWER);
    const client = createApolloClient('/graphql');
    await client.mutate({ mutation: MUTATION });
    await client.query({ query: SEARCH, variables: { q: 'x'.repeat(MAX_GET_URL) }, fetchPolicy: 'network-only' });
    setToken('a-token');
    await client.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(sent.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
  });
});
