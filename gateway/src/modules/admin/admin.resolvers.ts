import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AdminService } from './admin.service.js';

export const adminResolvers: Resolvers = {
  Query: {
    users: (_p, args, ctx) => new AdminService(ctx).users(args),
  },
};
