import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type DocumentNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { INTERNAL_MESSAGE, toWireError, type FieldErrors } from './errors.js';
import { log, logError } from './log.js';
import { queryCost, queryCostError } from './http/query-cost.js';
import type { Context } from './context.js';
import { RULE_MESSAGES, hasNul, type RuleMessageKey } from '@marketplace/schema/rules';

/**
 * Request-level guards shared by /graphql and the REST shim (which runs the same operations), so bad input
 * is a 4xx before any resolver runs.
 */

/** The rule's own message and key (schema/rules): the same answer whether a guard or an input schema refuses it. */
export const NUL_KEY = 'text.invalidCharacters' satisfies RuleMessageKey;
export const NUL_MESSAGE = RULE_MESSAGES[NUL_KEY].en;
export { hasNul };

/** `fieldKeys` for field errors that are all NUL refusals. */
export const nulKeys = (fields: FieldErrors) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, m]) => m === NUL_MESSAGE)
      .map(([p]) => [p, NUL_KEY]),
  );

function nulInValue(value: unknown, path: string, out: FieldErrors) {
  if (typeof value === 'string') {
    if (hasNul(value)) out[path] = NUL_MESSAGE;
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulInValue(v, `${path}.${i}`, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nulInValue(v, `${path}.${k}`, out);
  }
}

function nulInLiteral(node: ValueNode, path: string, out: FieldErrors) {
  if (node.kind === Kind.STRING || node.kind === Kind.ENUM) {
    if (hasNul(node.value)) out[path] = NUL_MESSAGE;
  } else if (node.kind === Kind.LIST) {
    node.values.forEach((v, i) => nulInLiteral(v, `${path}.${i}`, out));
  } else if (node.kind === Kind.OBJECT) {
    for (const f of node.fields) nulInLiteral(f.value, `${path}.${f.name.value}`, out);
  }
}

/**
 * PostgreSQL refuses a NUL character in text ('invalid message format'): refuse it in any variable and any
 * literal argument, whatever its type (search and filter arguments included). Field paths are rooted at
 * the variable or argument name.
 */
export function nulInputError(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined | null,
): GraphQLError | null {
  const fields: FieldErrors = {};
  for (const [name, value] of Object.entries(variables ?? {})) nulInValue(value, name, fields);
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION && def.kind !== Kind.FRAGMENT_DEFINITION) continue;
    for (const v of (def.kind === Kind.OPERATION_DEFINITION && def.variableDefinitions) || []) {
      if (v.defaultValue) nulInLiteral(v.defaultValue, v.variable.name.value, fields);
    }
    const stack = [def.selectionSet];
    while (stack.length) {
      for (const sel of stack.pop()!.selections) {
        if (sel.kind === Kind.FIELD) for (const arg of sel.arguments ?? []) nulInLiteral(arg.value, arg.name.value, fields);
        if ('selectionSet' in sel && sel.selectionSet) stack.push(sel.selectionSet);
      }
    }
  }
  if (!Object.keys(fields).length) return null;
  return new GraphQLError(NUL_MESSAGE, {
    extensions: { code: 'VALIDATION_FAILED', fields, fieldKeys: nulKeys(fields), http: { status: 400 } },
  });
}

/** The schema has no subscriptions (and graphql-js would fail them as an internal error): refuse them as a bad request. */
export function NoSubscriptionsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation === OperationTypeNode.SUBSCRIPTION) {
        context.reportError(new GraphQLError('Subscriptions are not supported by this API.', { nodes: [node] }));
      }
    },
  };
}

/**
 * /graphql: NUL refused before execution; unexpected errors logged with the request id, which the masked
 * error then carries (formatError does the masking, from the one mapping in errors.ts).
 */
export function guardPlugin(): ApolloServerPlugin<Context> {
  return {
    // No context: a token that is invalid, expired or revoked (an everyday 401: one info line, no stack), the database
    // not answering (a warning), or something unexpected (logged with its stack).
    async contextCreationDidFail({ error }) {
      const wire = toWireError(error);
      if (wire.internal) logError('graphql-context', error);
      else log[wire.code === 'SERVICE_UNAVAILABLE' ? 'warn' : 'info']({ code: wire.code }, 'request refused before execution');
    },
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, schema, operationName }) {
          const error = nulInputError(document, request.variables);
          if (error) throw error;
          const tooCostly = queryCostError(queryCost(schema, document, request.variables, operationName).cost);
          if (tooCostly) throw tooCostly;
        },
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            if (toWireError(error).internal) logError(contextValue?.requestId ?? 'graphql', error.originalError ?? error);
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors || !contextValue?.requestId) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) =>
            e.extensions?.code === 'INTERNAL_SERVER_ERROR' && e.message === INTERNAL_MESSAGE
              ? { ...e, extensions: { ...e.extensions, requestId: contextValue.requestId } }
              : e,
          );
        },
      };
    },
  };
}
