import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { selectedFields } from '../../db/selected-columns.js';
import { CeremonyService } from './ceremony.service.js';

const text = (en: string, hi: string) => ({ en, hi });

/** Ceremonies (public), a pandit's and a booking's ceremony, the admin's edits: arguments in, service call, result out. */
export const ceremonyResolvers: Resolvers = {
  Query: {
    ceremonies: (_p, _a, ctx) => new CeremonyService(ctx).list() as never,
    ceremony: (_p, { slug }, ctx) => new CeremonyService(ctx).bySlug(slug),
  },
  Mutation: {
    createCeremony: (_p, { input }, ctx) => new CeremonyService(ctx).create(input),
    updateCeremony: (_p, { id, input }, ctx) => new CeremonyService(ctx).update(id, input),
    deleteCeremony: (_p, { id }, ctx) => new CeremonyService(ctx).delete(id),
  },
  Ceremony: {
    name: (c) => text(c.nameEn, c.nameHi),
    aliases: (c) => c.aliases ?? [],
    description: (c) => text(c.descriptionEn, c.descriptionHi),
    whenDone: (c) => text(c.whenDoneEn, c.whenDoneHi),
    whoFor: (c) => text(c.whoForEn, c.whoForHi),
    prices: (c, { city }, ctx) => new CeremonyService(ctx).prices(c.id, city),
    pandits: (c, args, ctx, info) => new CeremonyService(ctx).pandits(c.id, args, selectedFields(info, ['items'])),
    cities: (c, _a, ctx) => new CeremonyService(ctx).cities(c.id),
  },
  Pandit: {
    ceremonies: (p, _a, ctx) => new CeremonyService(ctx).ofPandit(p.id),
    specializations: async (p, _a, ctx) => (await new CeremonyService(ctx).ofPandit(p.id)).map((c) => c.ceremony.nameEn),
  },
  Booking: {
    ceremony: (b, _a, ctx) => {
      const id = (b.ceremony as { id?: string } | null | undefined)?.id;
      return id ? new CeremonyService(ctx).byId(id) : null;
    },
    sankalp: (b) => (b.sankalp ? { ...b.sankalp, guardianConfirmed: b.sankalp.guardianConfirmed ?? null } : null),
    samagriBy: (b) => b.samagriBy ?? null,
  },
};
