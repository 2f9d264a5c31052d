/**
 * The TypeScript example of the developers page (shown there as text, and type-checked here against the schema).
 * In your app: run graphql-codegen with the `client` preset against https://<this site>/graphql (or our committed
 * schema/schema.graphql) and import `graphql` from the folder it generates.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from '../../__generated__'; // in your app: './gql'

export const FindPanditsDocument = graphql(`
  query PartnerFindPandits($city: String, $limit: Int!) {
    pandits(filter: { city: $city }, page: { limit: $limit }) {
      items {
        id
        name
        city
        rating
        languages
        pricing {
          basic
        }
      }
      pageInfo {
        totalCount
        hasNextPage
      }
    }
  }
`);

/** What every answer carries besides data (see "Cost and limits"). */
export interface Cost {
  requested: number;
  remaining: number;
  limit: number;
  restoreRate: number;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    readonly retryAfter: number | null,
  ) {
    super(message);
  }
}

/** Runs one typed operation with your key; throws ApiError with the code (RATE_LIMITED: wait `retryAfter` seconds). */
export async function request<Result, Variables>(
  endpoint: string,
  apiKey: string,
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<{ data: Result; cost: Cost }> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await res.json()) as {
    data?: Result;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    extensions: { cost: Cost };
  };
  if (body.errors?.length || !body.data) {
    const retryAfter = res.headers.get('retry-after');
    const first = body.errors?.[0];
    throw new ApiError(
      first?.message ?? res.statusText,
      first?.extensions?.code,
      res.status,
      retryAfter ? Number(retryAfter) : null,
    );
  }
  return { data: body.data, cost: body.extensions.cost };
}

// const { data, cost } = await request('https://<this site>/graphql', process.env.PANDIT_API_KEY!, FindPanditsDocument, { city: 'Varanasi', limit: 12 });
// data.pandits.items[0].pricing.basic is a number; cost.remaining says how much of the bucket is left.
