import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { JoinDraftService } from './join-draft.service.js';

/** The Join-as-Pandit draft of the signed-in account (permissions.ts: authenticated). */
export const joinDraftResolvers: Resolvers = {
  Query: {
    myApplicationDraft: (_p, _a, ctx) => new JoinDraftService(ctx).mine(),
  },
  Mutation: {
    savePanditApplicationDraft: (_p, args, ctx) => new JoinDraftService(ctx).save(args),
    discardPanditApplicationDraft: (_p, _a, ctx) => new JoinDraftService(ctx).discard(),
  },
};
