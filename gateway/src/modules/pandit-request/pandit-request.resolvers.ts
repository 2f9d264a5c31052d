import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { UserSchema, type User } from '../account/user.entity.js';
import { PanditRequestService, statusOf } from './pandit-request.service.js';

/** "Find me a pandit" requests: arguments in, service call, result out (permissions.ts says who). */
export const panditRequestResolvers: Resolvers = {
  Query: {
    panditRequests: (_p, { status, page }, ctx) => new PanditRequestService(ctx).list(status, page),
  },
  Mutation: {
    requestPandit: (_p, { input }, ctx) => new PanditRequestService(ctx).create(input),
    markPanditRequestHandled: (_p, { id }, ctx) => new PanditRequestService(ctx).markHandled(id),
  },
  PanditRequest: {
    status: (r) => statusOf(r),
    user: (r, _a, ctx) => {
      const ref = r.user as unknown as { id: string } | null;
      return ref ? ctx.loaders.byId<User>(UserSchema, 'User').load(ref.id) : null;
    },
  },
};
