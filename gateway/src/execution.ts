import {
  BREAK,
  GraphQLError,
  execute,
  printSchema,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';

/**
 * Execution of GraphQL documents, for Apollo (`compiledGateway`) and the REST routes (rest/router.ts) alike: a
 * document that has run COMPILE_AFTER times is compiled by graphql-jit into a function for its exact selection (no
 * per-field argument, directive and type lookups, no generic completion), with the schema's own resolvers and scalars;
 * until then it runs on graphql-js's `execute`. Compiling costs about 1 ms for the web's documents and 12 ms for an
 * introspection query, so a caller sending new documents can make the gateway compile at most one request in
 * COMPILE_AFTER + 1, and one-off documents are never compiled. Measured (`npm run bench` data, REST home list,
 * alternating bursts): 0.997 -> 0.807 ms of gateway CPU per request, +17% requests per second.
 *
 * Compiled code is kept per document object (a WeakMap): Apollo's document store hands the same parsed document to
 * every request with the same text, and drops it (and so its compiled code) when it evicts the text; the REST routes'
 * documents are parsed once at start-up. Errors a request's variables raise are graphql-js's own (the compiled
 * coercion words them differently, and Apollo answers 400 from graphql-js's wording): such a request is run again by
 * `execute`, which refuses it before any resolver runs.
 */
type Compiled = { uses: number; query?: CompiledQuery | null };
const compiledByDocument = new WeakMap<DocumentNode, Map<string, Compiled>>();
/**
 * The entries holding compiled code, least recently used first, at most MAX_COMPILED (a compiled query is tens of
 * kilobytes of code, and Apollo's document store keeps thousands of documents): the oldest gives its code up and
 * counts its uses again.
 */
const hot = new Set<Compiled>();
export const MAX_COMPILED = 500;

export interface ExecuteArgs {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  contextValue: unknown;
  variableValues?: Record<string, unknown> | null;
}

/**
 * A document is compiled after this many runs on graphql-js (10: its eleventh use runs compiled; the web's and a
 * partner's documents get there within seconds). The test suite sets GRAPHQL_COMPILE_AFTER=0, so every request it
 * makes runs compiled (gateway/vitest.config.ts).
 */
export const COMPILE_AFTER = Number(process.env.GRAPHQL_COMPILE_AFTER ?? 10);

/**
 * Variables already known not to coerce (request-guards.ts and the REST shim count the cost first, which coerces them
 * with graphql-js, stopping at the first error). They go straight to `execute`, which reports at most 50 errors:
 * compiled coercion reports every one (20,000 bad list items took seconds), and its answer would be discarded anyway.
 */
const invalidVariables = new WeakSet<object>();
export const markVariablesInvalid = (variables: object | null | undefined) => {
  if (variables) invalidVariables.add(variables);
};

export async function executeDocument(args: ExecuteArgs): Promise<ExecutionResult> {
  if (args.variableValues && invalidVariables.has(args.variableValues)) return execute(args);
  const compiled = compiledFor(args);
  if (!compiled) return execute(args);
  const result = await compiled.query(undefined, args.contextValue, args.variableValues ?? {});
  // Variables that do not coerce: no data, errors only. graphql-js words them (and Apollo's 400 reads that wording).
  if (result.data === undefined && result.errors?.length) return execute(args);
  return result.errors?.length ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
}

/**
 * graphql-jit's errors as graphql-js's own class: theirs have a read-only `message`, which plugins rewrite
 * (graphql-armor's suggestion blocking), and the same location, path, extensions and original error otherwise.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  return Object.assign(copy, { locations: error.locations });
}

/** Whether `document`'s operation runs compiled now (for tests). */
export function isCompiled(document: DocumentNode, operationName?: string | null): boolean {
  return Boolean(compiledByDocument.get(document)?.get(operationName ?? '')?.query);
}

function compiledFor({ schema, document, operationName }: ExecuteArgs): CompiledQuery | null {
  let byOperation = compiledByDocument.get(document);
  if (!byOperation) compiledByDocument.set(document, (byOperation = new Map()));
  const key = operationName ?? '';
  let entry = byOperation.get(key);
  if (!entry) byOperation.set(key, (entry = { uses: 0 }));
  if (entry.query) {
    hot.delete(entry);
    hot.add(entry);
    return entry.query;
  }
  if (entry.query === null || entry.uses++ < COMPILE_AFTER) return null;
  // A document graphql-jit cannot compile (it answers errors instead), or would answer differently, stays on graphql-js.
  const query = protoAlias(document) ? null : compileQuery(schema, document, operationName ?? undefined);
  entry.query = query && isCompiledQuery(query) ? query : null;
  if (entry.query) hot.add(entry);
  if (hot.size > MAX_COMPILED) {
    const oldest = hot.values().next().value!;
    hot.delete(oldest);
    oldest.query = undefined;
    oldest.uses = 0;
  }
  return entry.query;
}

/** An alias `__proto__`: compiled code builds results as object literals, where it would set a prototype, not a field. */
function protoAlias(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.alias?.value !== '__proto__') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Apollo Server's documented seam for its executor (the gateway interface): the schema, fixed, and `executeDocument`.
 * Apollo still parses, validates, runs the plugins and formats errors; only execution is replaced.
 */
export function compiledGateway<C extends BaseContext>(schema: GraphQLSchema): ApolloServerOptionsWithGateway<C>['gateway'] {
  return {
    onSchemaLoadOrUpdate(callback) {
      // The SDL only for a plugin that reads it (Apollo's schema reporting; none here): printing it cost ~6 ms at start.
      callback({
        apiSchema: schema,
        get coreSupergraphSdl() {
          return printSchema(schema);
        },
      });
      return () => {};
    },
    async load() {
      return {
        executor: (request) =>
          executeDocument({
            schema,
            document: request.document,
            operationName: request.request.operationName, // as asked (Apollo's own is null when none matched)
            contextValue: request.context,
            variableValues: request.request.variables,
          }),
      };
    },
    async stop() {},
  };
}
