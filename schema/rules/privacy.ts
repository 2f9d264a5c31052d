import { sankalpSchema, type Bilingual } from './ceremony.js';
import type { RuleMessageKey } from './messages.js';

/*
 * A person's data (issue #35 item 4, decision record 0069): what we keep, why and for how long. One fact, one place:
 * the privacy notice shows this table and the retention job (gateway/src/modules/privacy) reads its periods here.
 */

const DAY_MS = 86_400_000;
const b = (en: string, hi: string): Bilingual => ({ en, hi });

/** The periods the retention job applies, in days. */
export const RETENTION_DAYS = {
  /** A deletion request waits this long (cancellable), then the account is erased. */
  deletionGrace: 30,
  /** A declined pandit application's photos and documents. */
  declinedApplication: 90,
  /** A delivered message's subject and body (the row stays as a record that it was sent). */
  messageBody: 365,
  /** An expired, used or revoked session or reset link, after its end. */
  endedToken: 0,
  /** Invoices and payments: the tax law's eight years (kept without name, e-mail and phone after erasure). */
  payments: 8 * 365,
} as const;

export const retentionMs = (key: keyof typeof RETENTION_DAYS): number => RETENTION_DAYS[key] * DAY_MS;

/** One row of the privacy notice: a piece of personal data, why it is kept, for how long. */
export interface DataItem {
  id: string;
  group: Bilingual;
  what: Bilingual;
  why: Bilingual;
  howLong: Bilingual;
}

const UNTIL_DELETED = b(
  `Until you delete your account (then erased after ${RETENTION_DAYS.deletionGrace} days)`,
  `जब तक आप अपना खाता न हटाएँ (फिर ${RETENTION_DAYS.deletionGrace} दिन बाद मिटा दिया जाता है)`,
);

/** Every piece of personal data we keep, in both languages. */
export const DATA_ITEMS: readonly DataItem[] = [
  {
    id: 'account',
    group: b('Account', 'खाता'),
    what: b('Name, e-mail, phone number, photo', 'नाम, ईमेल, फ़ोन नंबर, फ़ोटो'),
    why: b('To sign you in and to reach you about your bookings', 'आपको साइन इन कराने और आपकी बुकिंग के बारे में आपसे संपर्क करने के लिए'),
    howLong: UNTIL_DELETED,
  },
  {
    id: 'password',
    group: b('Account', 'खाता'),
    what: b('Your password, only as a one-way hash', 'आपका पासवर्ड, केवल एकतरफ़ा हैश के रूप में'),
    why: b('To check your password when you sign in', 'साइन इन के समय आपका पासवर्ड जाँचने के लिए'),
    howLong: UNTIL_DELETED,
  },
  {
    id: 'consents',
    group: b('Account', 'खाता'),
    what: b(
      'Your consents to messages, with the time and the wording shown',
      'संदेशों के लिए आपकी सहमतियाँ, समय और दिखाए गए शब्दों के साथ',
    ),
    why: b(
      'To send only the messages you agreed to, and to show that you agreed',
      'केवल वही संदेश भेजने के लिए जिनकी आपने सहमति दी, और सहमति का प्रमाण रखने के लिए',
    ),
    howLong: UNTIL_DELETED,
  },
  {
    id: 'bookings',
    group: b('Bookings', 'बुकिंग'),
    what: b(
      'Ceremony address, sankalp names and gotra, notes, contact phone',
      'पूजा का पता, संकल्प के नाम और गोत्र, टिप्पणियाँ, संपर्क फ़ोन',
    ),
    why: b('So that the pandit can come and perform the ceremony', 'ताकि पंडित जी आकर पूजा कर सकें'),
    howLong: UNTIL_DELETED,
  },
  {
    id: 'applications',
    group: b('Pandit applications', 'पंडित आवेदन'),
    what: b('Photos, documents, contact details, biography', 'फ़ोटो, दस्तावेज़, संपर्क विवरण, परिचय'),
    why: b('To check an application and to show an approved pandit’s profile', 'आवेदन जाँचने और स्वीकृत पंडित की प्रोफ़ाइल दिखाने के लिए'),
    howLong: b(
      `Until the account is deleted; photos and documents of a declined application ${RETENTION_DAYS.declinedApplication} days after the decision`,
      `खाता हटने तक; अस्वीकृत आवेदन के फ़ोटो और दस्तावेज़ निर्णय के ${RETENTION_DAYS.declinedApplication} दिन बाद तक`,
    ),
  },
  {
    id: 'messages',
    group: b('Messages', 'संदेश'),
    what: b('E-mails, SMS and WhatsApp messages sent to you', 'आपको भेजे गए ईमेल, एसएमएस और व्हाट्सऐप संदेश'),
    why: b('To deliver them and to answer questions about them', 'उन्हें पहुँचाने और उनसे जुड़े सवालों का उत्तर देने के लिए'),
    howLong: b(
      `The text of a delivered message for ${RETENTION_DAYS.messageBody} days; the record that it was sent until the account is deleted`,
      `पहुँचे संदेश का पाठ ${RETENTION_DAYS.messageBody} दिन तक; भेजे जाने का रिकॉर्ड खाता हटने तक`,
    ),
  },
  {
    id: 'payments',
    group: b('Payments', 'भुगतान'),
    what: b('Amounts, payment references, refunds (never card details)', 'राशि, भुगतान संदर्भ, रिफ़ंड (कार्ड का विवरण कभी नहीं)'),
    why: b('Invoices and accounts that the law requires us to keep', 'बिल और लेखा, जिन्हें रखना क़ानूनन ज़रूरी है'),
    howLong: b(
      `${RETENTION_DAYS.payments / 365} years; after you delete your account, without your name, e-mail or phone`,
      `${RETENTION_DAYS.payments / 365} वर्ष; खाता हटाने के बाद आपके नाम, ईमेल या फ़ोन के बिना`,
    ),
  },
  {
    id: 'reviews',
    group: b('Reviews', 'समीक्षाएँ'),
    what: b('Your rating and comment, with your name', 'आपकी रेटिंग और टिप्पणी, आपके नाम के साथ'),
    why: b('To help other families choose a pandit', 'दूसरे परिवारों को पंडित चुनने में मदद के लिए'),
    howLong: b('Until the account is deleted; then kept without your name', 'खाता हटने तक; उसके बाद आपके नाम के बिना'),
  },
  {
    id: 'sessions',
    group: b('Logs', 'लॉग'),
    what: b('Sign-in sessions (device kind and times), sign-in links', 'साइन-इन सत्र (उपकरण का प्रकार और समय), साइन-इन लिंक'),
    why: b('To keep your account safe', 'आपका खाता सुरक्षित रखने के लिए'),
    howLong: b('Removed once they expire or are used', 'समाप्त होने या उपयोग होने पर हटा दिए जाते हैं'),
  },
  {
    id: 'logs',
    group: b('Logs', 'लॉग'),
    what: b('Server logs without names, e-mails, phones or addresses', 'सर्वर लॉग, बिना नाम, ईमेल, फ़ोन या पते के'),
    why: b('To find and fix faults', 'गड़बड़ियाँ खोजने और ठीक करने के लिए'),
    howLong: b('Rotated by the server; nothing personal in them', 'सर्वर द्वारा बदले जाते हैं; इनमें कुछ भी व्यक्तिगत नहीं'),
  },
];

// ---------------------------------------------------------------- consents

/** The consents a person gives or withdraws (each recorded in the consent log). */
export const CONSENT_KINDS = ['marketing', 'sms', 'whatsapp'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * The exact wording shown for each consent, by version: the log records the version the person saw. A changed
 * wording gets a new version (never an edit of an old one); the forms show CONSENT_VERSION's text.
 */
export const CONSENT_WORDING: Record<ConsentKind, Record<string, Bilingual>> = {
  marketing: {
    'marketing-1': b(
      'Send me e-mails about festivals, new ceremonies and offers. I can stop them at any time from my profile.',
      'मुझे त्योहारों, नई पूजाओं और ऑफ़र के बारे में ईमेल भेजें। मैं इन्हें कभी भी अपनी प्रोफ़ाइल से बंद कर सकता/सकती हूँ।',
    ),
  },
  sms: {
    'sms-1': b(
      'Send me booking updates and reminders by SMS. I can stop them at any time from my profile.',
      'मुझे बुकिंग की जानकारी और याद-दिहानी एसएमएस से भेजें। मैं इन्हें कभी भी अपनी प्रोफ़ाइल से बंद कर सकता/सकती हूँ।',
    ),
  },
  whatsapp: {
    'whatsapp-1': b(
      'Send me booking updates and reminders on WhatsApp. I can stop them at any time from my profile.',
      'मुझे बुकिंग की जानकारी और याद-दिहानी व्हाट्सऐप पर भेजें। मैं इन्हें कभी भी अपनी प्रोफ़ाइल से बंद कर सकता/सकती हूँ।',
    ),
  },
};

/** The wording version the forms show now. */
export const CONSENT_VERSION: Record<ConsentKind, string> = {
  marketing: 'marketing-1',
  sms: 'sms-1',
  whatsapp: 'whatsapp-1',
};

/** The wording the forms show now for a consent. */
export const consentWording = (kind: ConsentKind): Bilingual => CONSENT_WORDING[kind][CONSENT_VERSION[kind]]!;

// ---------------------------------------------------------------- a child's name in a sankalp

/**
 * The child samskaras (ceremonies for a child, by slug): a sankalp for one names a child, so the booking adult
 * confirms they are the parent or guardian.
 */
export const CHILD_SAMSKARA_SLUGS: ReadonlySet<string> = new Set([
  'mundan-sanskar',
  'namkaran-sanskar',
  'annaprashan',
  'upanayana-janeu',
  'karnavedha',
  'jatakarma',
  'vidyarambh',
]);

/** Whether a ceremony (by slug) is a child samskara. */
export const isChildSamskara = (slug: string | null | undefined): boolean => Boolean(slug && CHILD_SAMSKARA_SLUGS.has(slug));

/**
 * The guardian rule: a sankalp for a child samskara needs `guardianConfirmed` true. Answers the failure's key, or
 * null when the booking may go ahead. The gateway (booking service) and the booking dialog ask the same.
 */
export function guardianFailure(
  ceremonySlug: string | null | undefined,
  sankalp: { guardianConfirmed?: boolean | null } | null | undefined,
): RuleMessageKey | null {
  if (!sankalp || !isChildSamskara(ceremonySlug)) return null;
  return sankalp.guardianConfirmed === true ? null : 'sankalp.guardianRequired';
}

/** The sankalp rule for a booking of this ceremony: the sankalp rule plus the guardian rule (path guardianConfirmed). */
export const sankalpForCeremonySchema = (ceremonySlug: string | null | undefined) =>
  sankalpSchema.superRefine((v, c) => {
    const failure = guardianFailure(ceremonySlug, v);
    if (failure) c.addIssue({ code: 'custom', path: ['guardianConfirmed'], message: failure });
  });
