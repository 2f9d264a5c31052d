import { ERROR_CODES, ERROR_REASON_ENUMS } from '@marketplace/schema/rules';
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
    errorReasons: () => {
      const values = <T extends Record<string, string>>(e: T) => Object.values(e) as Array<T[keyof T]>;
      const r = ERROR_REASON_ENUMS;
      return {
        request: values(r.RequestRefusalReason),
        upload: values(r.UploadRefusalReason),
        admin: values(r.AdminRefusalReason),
        booking: values(r.BookingRefusalReason),
        payment: values(r.PaymentRefusalReason),
        slot: values(r.SlotReason),
        complaint: values(r.ComplaintRefusalReason),
      };
    },
  },
  Mutation: {
    ping: () => true,
  },
};
