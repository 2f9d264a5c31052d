import { grievanceOfficer } from '../complaint/complaint.resolvers.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { DESTINATIONS, INCLUSIONS, LANGUAGES, STATES } from '../../reference/index.js';
import { ceremonyList } from '../ceremony/ceremony.catalog.js';
import { paymentOptions } from '../payment/payment.resolvers.js';

const referenceData = {
  states: STATES.map((s) => ({
    code: s.code,
    name: s.name,
    kind: s.kind,
    cities: s.cities.map((c) => ({ name: c.name, latitude: c.lat, longitude: c.lng })),
  })),
  destinations: DESTINATIONS.map((d) => ({ ...d, latitude: d.lat, longitude: d.lng })),
  languages: LANGUAGES,
};

export const referenceResolvers: Resolvers = {
  ReferenceData: {
    // The ceremonies table (issue #33): id = the ceremony's slug, as the reference list had it.
    specializations: async (_r, _a, ctx) =>
      (await ceremonyList(ctx.app)).map((c) => ({ id: c.slug, name: { en: c.nameEn, hi: c.nameHi } })),
  },
  Query: {
    referenceData: () => referenceData as never,
    packageInclusions: () => INCLUSIONS,
    siteConfig: (_p, _a, { app: { config } }) => ({
      demoMode: config.demoMode,
      supportPhone: config.supportPhone,
      supportEmail: config.supportEmail,
      whatsappNumber: config.whatsappNumber,
      facebookUrl: config.social.facebook ?? null,
      instagramUrl: config.social.instagram ?? null,
      youtubeUrl: config.social.youtube ?? null,
      twitterUrl: config.social.twitter ?? null,
      payments: paymentOptions(config),
      grievanceOfficer: grievanceOfficer(config),
      feeRates: { platformFeePercent: config.money.platformFeePercent, gstRatePercent: config.money.gstRatePercent },
    }),
  },
};
