import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { DocumentNode } from 'graphql';

/** Runs one operation where the server render happens (the gateway's schema, a visitor's context): its data. */
export type Executor = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<Record<string, unknown>>;

/**
 * The server render's link (entry-server.tsx): each operation is executed by the gateway in the same process, with
 * no HTTP hop. The executor throws on errors (a page whose data cannot be read is sent without its render).
 */
export function inProcessLink(execute: Executor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: operation.query, variables: operation.variables ?? {}, operationName: operation.operationName })
          .then((data) => {
            observer.next({ data });
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}
