import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { PANCHANG_CITIES } from './cities.js';
import { MUHURAT_RULES } from './muhurat.js';
import { festivalsOf, muhuratFitsOf, PanchangService } from './panchang.service.js';

/** Issue #38: the panchang (public), its cities, the ceremonies' muhurat rules and date suggestions. */
export const panchangResolvers: Resolvers = {
  Query: {
    panchang: (_p, args) => new PanchangService().day(args),
    panchangForCity: (_p, { date, cityId }) => new PanchangService().forCity(date, cityId),
    panchangRange: (_p, args) => new PanchangService().range(args),
    panchangCities: () => [...PANCHANG_CITIES],
    muhuratRules: () =>
      MUHURAT_RULES.map((r) => ({
        ceremony: r.ceremony,
        name: r.name,
        tithis: r.tithis,
        nakshatras: r.nakshatras,
        weekdays: r.weekdays,
        avoidMonths: r.avoidMonths,
        avoid: r.avoid,
        source: r.source,
      })),
    suggestMuhuratDates: (_p, { panditId, ceremony, from }, ctx) => new PanchangService(ctx).suggest(panditId, ceremony, from),
  },
  Panchang: {
    festivals: (p) => festivalsOf(p),
    muhuratFits: (p) => muhuratFitsOf(p),
  },
  Pandit: {
    panchangCity: (p) => new PanchangService().cityOf(p),
    panchang: (p, { from, to }) => new PanchangService().forPandit(p, from, to),
  },
};
