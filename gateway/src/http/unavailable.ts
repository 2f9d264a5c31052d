import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Context } from '../context.js';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable.js';
import { currentRequest } from './request-scope.js';

export { UNAVAILABLE_MESSAGE };

export function sendUnavailable(res: Response) {
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res
    .status(503)
    .json({ success: false, message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE', requestId: currentRequest()?.requestId });
}

/** For the GraphQL context function: a database failure while loading the viewer becomes a 503 answer. */
export function unavailableError(): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: new Map([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
    },
  });
}

/** The message of a part that could not be read after the request's write committed. */
export const COMMITTED_MESSAGE = 'Saved. Part of the answer could not be read right now; it will show when you look again.';

/**
 * Whether an operation's errors leave a truthful answer: its write committed (`ctx.committed`), every root field it
 * asked has data and every error is the database not answering (a part read after the commit, left null). Then the
 * answer is the result, never 503: a 503 would tell the client that nothing happened.
 */
export function committedAnswer(ctx: Pick<Context, 'committed'> | undefined, result: ExecutionResult): boolean {
  if (!ctx?.committed || !result.data || !result.errors?.length) return false;
  return (
    Object.values(result.data).every((v) => v != null) && result.errors.every((e) => isDatabaseUnavailable(e.originalError ?? e))
  );
}

/**
 * GraphQL: when an operation failed because the database is unreachable, answer HTTP 503 with
 * Retry-After and code SERVICE_UNAVAILABLE instead of a masked INTERNAL_SERVER_ERROR; but once the operation's write
 * committed (`ctx.committed`), never 503: the result with what could not be read null and its errors, HTTP 200 (each
 * error then says the write was saved and names it in `extensions.committed`). Every answer has the X-Request-Id
 * header; server-side failures also carry it in `extensions.requestId`.
 */
export function operationalPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let unavailable = false;
      return {
        async didEncounterErrors({ errors, response, contextValue }) {
          if (!errors.some((e) => isDatabaseUnavailable(e.originalError ?? e))) return;
          unavailable = true;
          if (contextValue.committed) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const requestId = currentRequest()?.requestId;
          const committed = unavailable ? contextValue.committed : undefined;
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) => {
            const masked = e.extensions?.code === 'INTERNAL_SERVER_ERROR';
            return unavailable && masked
              ? {
                  message: committed ? COMMITTED_MESSAGE : UNAVAILABLE_MESSAGE,
                  path: e.path,
                  extensions: { code: 'SERVICE_UNAVAILABLE', requestId, ...(committed ? { committed } : {}) },
                }
              : masked
                ? { ...e, extensions: { ...e.extensions, requestId } }
                : e;
          });
          if (unavailable && !committed) response.http.status = 503;
        },
      };
    },
  };
}
