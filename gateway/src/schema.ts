import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { applyMiddleware } from 'graphql-middleware';
import type { GraphQLSchema } from 'graphql';
import { permissions } from './auth/permissions.js';
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
  return applyMiddleware(schema, permissions(schema));
}
