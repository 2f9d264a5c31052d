import { ERROR_CODES } from '@marketplace/schema/rules';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export async function databaseHealthy(em: { getConnection(): { execute(sql: string): Promise<unknown> } }) {
  try {
    await em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}

export const healthResolvers: Resolvers = {
  Query: {
    health: async (_p, _a, ctx) => ((await databaseHealthy(ctx.em)) ? 'OK' : 'DEGRADED'),
    errorCodes: () => ERROR_CODES,
  },
  Mutation: {
    ping: () => true,
  },
};
