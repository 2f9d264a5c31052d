import { at } from '../../indexed.js';
/**
 * The panchang's names in English and Hindi: THE one place (the API answers them as `LocalizedName`, so the web and
 * partners never keep a copy). English spellings follow the common North Indian almanac transliteration.
 */
export interface Name {
  en: string;
  hi: string;
}

const n = (en: string, hi: string): Name => ({ en, hi });

/** Tithis 1..15 of a paksha; the 15th is Purnima in Shukla and Amavasya in Krishna (see tithiName). */
export const TITHIS: readonly Name[] = [
  n('Pratipada', 'प्रतिपदा'),
  n('Dwitiya', 'द्वितीया'),
  n('Tritiya', 'तृतीया'),
  n('Chaturthi', 'चतुर्थी'),
  n('Panchami', 'पंचमी'),
  n('Shashthi', 'षष्ठी'),
  n('Saptami', 'सप्तमी'),
  n('Ashtami', 'अष्टमी'),
  n('Navami', 'नवमी'),
  n('Dashami', 'दशमी'),
  n('Ekadashi', 'एकादशी'),
  n('Dwadashi', 'द्वादशी'),
  n('Trayodashi', 'त्रयोदशी'),
  n('Chaturdashi', 'चतुर्दशी'),
  n('Purnima', 'पूर्णिमा'),
];
export const AMAVASYA = n('Amavasya', 'अमावस्या');

/** Tithi 1..30 (1..15 Shukla, 16..30 Krishna; 30 is Amavasya). */
export const tithiName = (tithi: number): Name => (tithi === 30 ? AMAVASYA : at(TITHIS, (tithi - 1) % 15));

export const PAKSHAS = { SHUKLA: n('Shukla', 'शुक्ल'), KRISHNA: n('Krishna', 'कृष्ण') } as const;

/** The 27 nakshatras live in the shared rules (the sankalp picks one); the panchang names them from there. */
export { NAKSHATRAS } from '@marketplace/schema/rules/ceremony';

export const YOGAS: readonly Name[] = [
  n('Vishkambha', 'विष्कम्भ'),
  n('Priti', 'प्रीति'),
  n('Ayushman', 'आयुष्मान'),
  n('Saubhagya', 'सौभाग्य'),
  n('Shobhana', 'शोभन'),
  n('Atiganda', 'अतिगण्ड'),
  n('Sukarma', 'सुकर्मा'),
  n('Dhriti', 'धृति'),
  n('Shula', 'शूल'),
  n('Ganda', 'गण्ड'),
  n('Vriddhi', 'वृद्धि'),
  n('Dhruva', 'ध्रुव'),
  n('Vyaghata', 'व्याघात'),
  n('Harshana', 'हर्षण'),
  n('Vajra', 'वज्र'),
  n('Siddhi', 'सिद्धि'),
  n('Vyatipata', 'व्यतीपात'),
  n('Variyana', 'वरीयान'),
  n('Parigha', 'परिघ'),
  n('Shiva', 'शिव'),
  n('Siddha', 'सिद्ध'),
  n('Sadhya', 'साध्य'),
  n('Shubha', 'शुभ'),
  n('Shukla', 'शुक्ल'),
  n('Brahma', 'ब्रह्म'),
  n('Indra', 'इन्द्र'),
  n('Vaidhriti', 'वैधृति'),
];

/** The seven movable karanas, repeated eight times from the second half of Shukla Pratipada. */
const MOVABLE_KARANAS: readonly Name[] = [
  n('Bava', 'बव'),
  n('Balava', 'बालव'),
  n('Kaulava', 'कौलव'),
  n('Taitila', 'तैतिल'),
  n('Garaja', 'गर'),
  n('Vanija', 'वणिज'),
  n('Vishti', 'विष्टि (भद्रा)'),
];
const FIXED_KARANAS = {
  KIMSTUGHNA: n('Kimstughna', 'किंस्तुघ्न'),
  SHAKUNI: n('Shakuni', 'शकुनि'),
  CHATUSHPADA: n('Chatushpada', 'चतुष्पद'),
  NAGA: n('Naga', 'नाग'),
};

/** Karana 0..59: the half-tithi of the Moon–Sun elongation, 6° each. */
export function karanaName(index: number): Name {
  if (index === 0) return FIXED_KARANAS.KIMSTUGHNA;
  if (index === 57) return FIXED_KARANAS.SHAKUNI;
  if (index === 58) return FIXED_KARANAS.CHATUSHPADA;
  if (index === 59) return FIXED_KARANAS.NAGA;
  return at(MOVABLE_KARANAS, (index - 1) % 7);
}
/** Vishti (Bhadra): the karana almanacs keep auspicious work out of. */
export const isVishti = (index: number) => index > 0 && index < 57 && (index - 1) % 7 === 6;

/** Lunar months from Chaitra (0) to Phalguna (11). */
export const MONTHS: readonly Name[] = [
  n('Chaitra', 'चैत्र'),
  n('Vaishakha', 'वैशाख'),
  n('Jyeshtha', 'ज्येष्ठ'),
  n('Ashadha', 'आषाढ़'),
  n('Shravana', 'श्रावण'),
  n('Bhadrapada', 'भाद्रपद'),
  n('Ashwin', 'आश्विन'),
  n('Kartika', 'कार्तिक'),
  n('Margashirsha', 'मार्गशीर्ष'),
  n('Pausha', 'पौष'),
  n('Magha', 'माघ'),
  n('Phalguna', 'फाल्गुन'),
];
export const ADHIKA = n('Adhika', 'अधिक');

/** Sidereal signs from Mesha (0) to Meena (11). */
export const RASHIS: readonly Name[] = [
  n('Mesha', 'मेष'),
  n('Vrishabha', 'वृषभ'),
  n('Mithuna', 'मिथुन'),
  n('Karka', 'कर्क'),
  n('Simha', 'सिंह'),
  n('Kanya', 'कन्या'),
  n('Tula', 'तुला'),
  n('Vrishchika', 'वृश्चिक'),
  n('Dhanu', 'धनु'),
  n('Makara', 'मकर'),
  n('Kumbha', 'कुम्भ'),
  n('Meena', 'मीन'),
];

/** Weekdays from Sunday (0), as the almanacs name them. */
export const VARAS: readonly Name[] = [
  n('Ravivara', 'रविवार'),
  n('Somavara', 'सोमवार'),
  n('Mangalavara', 'मंगलवार'),
  n('Budhavara', 'बुधवार'),
  n('Guruvara', 'गुरुवार'),
  n('Shukravara', 'शुक्रवार'),
  n('Shanivara', 'शनिवार'),
];
