import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
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

/**
 * GraphQL: when an operation failed because the database is unreachable, answer HTTP 503 with
 * Retry-After and code SERVICE_UNAVAILABLE instead of a masked INTERNAL_SERVER_ERROR. Every answer
 * has the X-Request-Id header; server-side failures also carry it in `extensions.requestId`.
 */
export function operationalPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let unavailable = false;
      return {
        async didEncounterErrors({ errors, response }) {
          if (!errors.some((e) => isDatabaseUnavailable(e.originalError ?? e))) return;
          unavailable = true;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const requestId = currentRequest()?.requestId;
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) => {
            const masked = e.extensions?.code === 'INTERNAL_SERVER_ERROR';
            return unavailable && masked
              ? { message: UNAVAILABLE_MESSAGE, path: e.path, extensions: { code: 'SERVICE_UNAVAILABLE', requestId } }
              : masked
                ? { ...e, extensions: { ...e.extensions, requestId } }
                : e;
          });
          if (unavailable) response.http.status = 503;
        },
      };
    },
  };
}
