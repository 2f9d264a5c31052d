import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { applyMiddleware } from 'graphql-middleware';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { permissions, rules } from './auth/permissions.js';
import { DateScalar, DateTimeScalar } from './scalars.js';
import { RESOLVERS } from './modules/index.js';
import { WIRE_ENUMS } from '@marketplace/schema/rules';

export const SCHEMA_DIR = fileURLToPath(new URL('../../schema', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(SCHEMA_DIR, f), 'utf8'));
}

function mergeResolvers(list: object[]): Record<string, Record<string, unknown>> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const resolvers of list) {
    for (const [type, fields] of Object.entries(resolvers)) {
      if (fields instanceof Object && !(fields.constructor?.name === 'GraphQLScalarType')) {
        merged[type] = { ...(merged[type] ?? {}), ...fields };
      } else {
        merged[type] = fields;
      }
    }
  }
  return merged;
}

/** The executable schema: SDL + module resolvers, wrapped by the one permission map. */
export function buildSchema(): GraphQLSchema {
  const typeDefs = loadTypeDefs();
  const resolvers = mergeResolvers([
    { DateTime: DateTimeScalar, Date: DateScalar },
    // Enums whose internal (database) values are lower case: SDL value → wire value.
    WIRE_ENUMS,
    ...RESOLVERS,
  ]);
  const schema = makeExecutableSchema({ typeDefs, resolvers: resolvers as never, inheritResolversFromInterfaces: true });
  return withOpenFieldsUnwrapped(schema, applyMiddleware(schema, permissions(schema)));
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * graphql-shield wraps every field, also the ones whose rule is `allow` (every field of an object type without a
 * rule of its own in permissions.ts): an async call per field per row, which turned a 12-card page into a few
 * hundred promises. Those fields get their own resolver back, unchanged in meaning (`allow` always calls it);
 * root fields and fields with a rule stay behind the shield.
 */
function withOpenFieldsUnwrapped(plain: GraphQLSchema, shielded: GraphQLSchema): GraphQLSchema {
  const ruled = rules as Record<string, Record<string, unknown>>;
  for (const type of Object.values(shielded.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || ROOT_TYPES.has(type.name)) continue;
    const original = plain.getType(type.name);
    if (!isObjectType(original)) continue;
    const own = ruled[type.name];
    if (own !== undefined && Object.getPrototypeOf(own) !== Object.prototype) continue; // a rule for the whole type
    for (const field of Object.values(type.getFields())) {
      if (ruled[type.name]?.[field.name] !== undefined) continue;
      field.resolve = original.getFields()[field.name]?.resolve;
    }
  }
  return shielded;
}
