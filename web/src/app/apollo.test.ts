import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { MAX_GET_URL, createApolloClient } from './apollo';
import { sha256 } from './persistedQueries';
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

describe("a visitor's queries by hash (automatic persisted queries, decision 0082)", () => {
  /** A stubbed server that knows no hash until a request brings the query's text. */
  function apqServer() {
    const known = new Set<string>();
    const sent: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(String(input), 'http://x');
        sent.push(url);
        const hash = (JSON.parse(url.searchParams.get('extensions') ?? '{}') as { persistedQuery?: { sha256Hash?: string } })
          .persistedQuery?.sha256Hash;
        const query = url.searchParams.get('query');
        if (hash && query) known.add(hash);
        const body =
          hash && !query && !known.has(hash)
            ? { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }
            : { data: ANSWER };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    return sent;
  }

  it('asks by hash (GET, no text); on PERSISTED_QUERY_NOT_FOUND once more with the text; then by hash alone', async () => {
    const sent = apqServer();
    const client = createApolloClient('/graphql');
    const result = await client.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ apiLimits: ANSWER.apiLimits });
    await client.query({ query: QUERY, fetchPolicy: 'network-only' });
    // The hash is the SHA-256 of the text the retry sent (what the server checks).
    const hash = await sha256(sent[1]!.searchParams.get('query')!);
    expect(sent.map((u) => [u.searchParams.get('query') !== null, u.searchParams.get('operationName')])).toEqual([
      [false, 'Ping'],
      [true, 'Ping'],
      [false, 'Ping'],
    ]);
    for (const url of sent) expect(url.searchParams.get('extensions')).toContain(hash);
  });

  it('Web Crypto gives the SHA-256 the server checks', async () => {
    expect(await sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('a token, a mutation or variables too long for an address: no hash', async () => {
    const sent = recordRequests(ANSWER);
    const client = createApolloClient('/graphql');
    await client.mutate({ mutation: MUTATION });
    await client.query({ query: SEARCH, variables: { q: 'x'.repeat(MAX_GET_URL) }, fetchPolicy: 'network-only' });
    setToken('a-token');
    await client.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(sent).toHaveLength(3);
    for (const request of sent) expect(new URL(request.url, 'http://x').searchParams.get('extensions')).toBeNull();
  });
});
