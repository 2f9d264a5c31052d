import type { Request, Response } from 'express';
import { Kind, type DocumentNode } from 'graphql';
import type { ApiCaller } from './api-access.js';

/** Which requests are writes: shared by the public cache (http/public-cache.ts) and the replica's routing. */
const MUTATION = /\bmutation\b/;

/**
 * The operation of a /graphql request as http/api-access.ts resolved it (GET or POST, persisted-query hashes
 * replaced by their query), else the POST body.
 */
export const graphqlOf = (
  req: Request,
  res: Response,
): { query?: unknown; variables?: unknown; operationName?: unknown; kind?: unknown } =>
  (res.locals as ApiCaller).graphql ?? (req.method === 'POST' ? ((req.body as object | undefined) ?? {}) : {});
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');
export const isMutation = (op: { query?: unknown; kind?: unknown }) =>
  op.kind !== undefined ? op.kind === 'mutation' : MUTATION.test(textOf(op.query));

/** A write: a GraphQL mutation, or a REST request other than GET, HEAD and OPTIONS. */
export const isWriteRequest = (req: Request, res: Response) =>
  req.baseUrl === '/graphql' || (req.baseUrl === '' && req.path === '/graphql')
    ? (req.method === 'POST' || req.method === 'GET') && isMutation(graphqlOf(req, res))
    : req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';

/** The root fields of a document's operations (what a write runs: http/public-writes.ts decides on them). */
export const rootFieldsOf = (document: DocumentNode): string[] =>
  document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION
      ? d.selectionSet.selections.flatMap((sel) => (sel.kind === Kind.FIELD ? [sel.name.value] : []))
      : [],
  );

/** Where rest/router.ts leaves the root fields of the operation a REST route runs (`res.locals`), for the cache. */
export const REST_FIELDS = 'restOperationFields';
