import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { DESTINATIONS, INCLUSIONS, LANGUAGES, SPECIALIZATIONS, STATES } from '../../reference/index.js';
import { paymentOptions } from '../payment/payment.resolvers.js';

const referenceData = {
  states: STATES.map((s) => ({
    code: s.code,
    name: s.name,
    kind: s.kind,
    cities: s.cities.map((c) => ({ name: c.name, latitude: c.lat, longitude: c.lng })),
  })),
  destinations: DESTINATIONS.map((d) => ({ ...d, latitude: d.lat, longitude: d.lng })),
  specializations: SPECIALIZATIONS,
  languages: LANGUAGES,
};

export const referenceResolvers: Resolvers = {
  Query: {
    referenceData: () => referenceData,
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
    }),
  },
};
