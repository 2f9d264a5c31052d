import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Pandit } from '../pandit/pandit.entity.js';
import { PanditService, isPublicPandit } from '../pandit/pandit.service.js';
import { DocumentService, documentUrl } from './document.service.js';

const idOf = (ref: unknown) => (ref as { id: string }).id;

/** A pandit's documents and badges: arguments in, service call, result out (permissions.ts says who). */
export const documentResolvers: Resolvers = {
  Query: {
    myDocuments: (_p, _a, ctx) => new DocumentService(ctx).mine(),
    documentsToReview: (_p, { page }, ctx) => new DocumentService(ctx).toReview(page),
  },
  Mutation: {
    addPanditDocument: (_p, { input }, ctx) => new DocumentService(ctx).add(input),
    reviewPanditDocument: (_p, { id, accept, reason }, ctx) => new DocumentService(ctx).review(id, accept, reason),
  },
  Pandit: {
    verifications: (p, _a, ctx) => new DocumentService(ctx).verifications(p.id),
    idVerifiedAt: (p, _a, ctx) => new DocumentService(ctx).idVerifiedAt(p.id),
    // ID verified and approved (decision 0079), not the listing switch (`listed`).
    verified: async (p, _a, ctx) => isPublicPandit(p) && (await new DocumentService(ctx).idVerifiedAt(p.id)) != null,
    documents: (p, _a, ctx) => new DocumentService(ctx).ofPandit(p),
  },
  PanditDocument: {
    url: (d) => documentUrl(d.id),
    uploadedAt: (d) => d.createdAt,
    pandit: async (d, _a, ctx) => (await new PanditService(ctx).byId(idOf(d.pandit))) as Pandit,
  },
};
