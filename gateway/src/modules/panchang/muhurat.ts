import type { Panchang } from './compute.js';
import type { Name } from './names.js';

export type MuhuratCeremony = 'GRIHA_PRAVESH' | 'VIVAH' | 'MUNDAN' | 'NAMKARAN' | 'ANNAPRASHAN';

/**
 * A ceremony's muhurat rules as reference data (decision record 0046): what the marketplace's pandits broadly agree
 * on, from the classical muhurta texts as the common North Indian almanacs summarise them. The planetary conditions
 * (Jupiter or Venus combust, the bride's and groom's charts) are not here: the pandit confirms the muhurat with the
 * family.
 */
export interface MuhuratRule {
  ceremony: MuhuratCeremony;
  name: Name;
  /** Tithis 1..30 (16..30 Krishna paksha). */
  tithis: number[];
  /** Nakshatras 1..27. */
  nakshatras: number[];
  /** 0 Sunday .. 6 Saturday. */
  weekdays: number[];
  /** Amanta months 1 Chaitra .. 12 Phalguna to avoid. */
  avoidMonths: number[];
  /** Kharmas: the Sun in sidereal Dhanu or Meena. */
  avoidKharmas: boolean;
  avoid: Name;
  source: Name;
}

const SOURCE: Name = {
  en: 'Muhurta Chintamani (Daivajna Rama, 1600), as the common North Indian almanacs summarise it',
  hi: 'मुहूर्त चिन्तामणि (दैवज्ञ राम, 1600), जैसा सामान्य उत्तर भारतीय पंचांग उसका सार देते हैं',
};
const COMMON_AVOID: Name = {
  en: 'Rahu Kaal, Bhadra (Vishti karana), Amavasya, an adhika month',
  hi: 'राहु काल, भद्रा (विष्टि करण), अमावस्या, अधिक मास',
};

export const MUHURAT_RULES: readonly MuhuratRule[] = [
  {
    ceremony: 'GRIHA_PRAVESH',
    name: { en: 'Griha Pravesh', hi: 'गृह प्रवेश' },
    tithis: [2, 3, 5, 7, 10, 11, 12, 13, 17, 18, 20],
    nakshatras: [4, 5, 12, 14, 17, 21, 26, 27],
    weekdays: [1, 3, 4, 5],
    avoidMonths: [1, 4, 5, 6, 7, 10],
    avoidKharmas: true,
    avoid: {
      en: `${COMMON_AVOID.en}; Chaitra, Ashadha to Ashwin (Chaturmas) and Pausha; kharmas`,
      hi: `${COMMON_AVOID.hi}; चैत्र, आषाढ़ से आश्विन (चातुर्मास) और पौष; खरमास`,
    },
    source: SOURCE,
  },
  {
    ceremony: 'VIVAH',
    name: { en: 'Vivah (wedding)', hi: 'विवाह' },
    tithis: [2, 3, 5, 7, 10, 11, 12, 13, 16, 17, 18, 20, 22, 25],
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    weekdays: [1, 3, 4, 5],
    avoidMonths: [1, 5, 6, 7, 10],
    avoidKharmas: true,
    avoid: {
      en: `${COMMON_AVOID.en}; Chaitra, Shravana to Ashwin (Chaturmas) and Pausha; kharmas`,
      hi: `${COMMON_AVOID.hi}; चैत्र, श्रावण से आश्विन (चातुर्मास) और पौष; खरमास`,
    },
    source: SOURCE,
  },
  {
    ceremony: 'MUNDAN',
    name: { en: 'Mundan', hi: 'मुंडन' },
    tithis: [2, 3, 5, 7, 10, 11, 13],
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 18, 22, 23, 24, 27],
    weekdays: [1, 3, 4, 5],
    avoidMonths: [5, 6, 7, 10],
    avoidKharmas: true,
    avoid: {
      en: `${COMMON_AVOID.en}; Shravana to Ashwin (Chaturmas) and Pausha; kharmas`,
      hi: `${COMMON_AVOID.hi}; श्रावण से आश्विन (चातुर्मास) और पौष; खरमास`,
    },
    source: SOURCE,
  },
  {
    ceremony: 'NAMKARAN',
    name: { en: 'Namkaran', hi: 'नामकरण' },
    tithis: [1, 2, 3, 5, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 22, 25, 26, 27],
    nakshatras: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
    weekdays: [1, 3, 4, 5],
    avoidMonths: [],
    avoidKharmas: false,
    avoid: {
      en: `${COMMON_AVOID.en}; the Rikta tithis (Chaturthi, Navami, Chaturdashi)`,
      hi: `${COMMON_AVOID.hi}; रिक्ता तिथियाँ (चतुर्थी, नवमी, चतुर्दशी)`,
    },
    source: SOURCE,
  },
  {
    ceremony: 'ANNAPRASHAN',
    name: { en: 'Annaprashan', hi: 'अन्नप्राशन' },
    tithis: [2, 3, 5, 7, 10, 13, 15, 17, 18, 20, 22, 25],
    nakshatras: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
    weekdays: [1, 3, 4, 5],
    avoidMonths: [],
    avoidKharmas: false,
    avoid: {
      en: `${COMMON_AVOID.en}; the Rikta tithis (Chaturthi, Navami, Chaturdashi)`,
      hi: `${COMMON_AVOID.hi}; रिक्ता तिथियाँ (चतुर्थी, नवमी, चतुर्दशी)`,
    },
    source: SOURCE,
  },
];

export const muhuratRule = (ceremony: MuhuratCeremony) => MUHURAT_RULES.find((r) => r.ceremony === ceremony)!;

/**
 * Whether a date's panchang fits a ceremony: the tithi at sunrise, a favourable nakshatra at some time of the daytime,
 * the weekday, the amanta month (not avoided, not adhika), no kharmas where it counts, and no Bhadra at sunrise.
 */
export function fitsMuhurat(rule: MuhuratRule, p: Panchang): boolean {
  if (!rule.tithis.includes(p.tithi.number)) return false;
  if (!rule.weekdays.includes(p.weekday)) return false;
  if (p.amantaMonth.adhika || rule.avoidMonths.includes(p.amantaMonth.index + 1)) return false;
  if (rule.avoidKharmas && (p.sunRashi.en === 'Dhanu' || p.sunRashi.en === 'Meena')) return false;
  if (p.karanas[0]?.name.en === 'Vishti') return false;
  return p.nakshatras.some((n) => n.start < p.sunset && rule.nakshatras.includes(n.number));
}
