import { findNakshatra } from '@marketplace/schema/rules';
import type { DomainEventType } from './events.js';
import type { LanguageValue } from './message.entity.js';
import { COMPLAINT_TEMPLATES } from '../complaint/complaint.templates.js';

/**
 * Who a message is for: the booking's customer, its pandit, the account the event is about, every admin, the person
 * who sent a "find me a pandit" request (an e-mail address, with or without an account), the grievance officer, or a
 * substitute pandit a request is offered to (the event's account, with the booking's facts).
 */
export type RecipientRole = 'customer' | 'pandit' | 'account' | 'admin' | 'requester' | 'officer' | 'substitute';

/** The facts a template reads (all already formatted for display). */
export interface MessageFacts {
  name: string;
  customerName?: string;
  panditName?: string;
  /** The ceremony: the package's name, "<ceremony> with <pandit>", or "a ceremony with <pandit>". */
  service?: string;
  date?: string;
  time?: string;
  location?: string;
  reason?: string;
  amount?: string;
  /** The booking's one reference (bookingReference in schema/rules: the same on screen, receipt, UPI note and console). */
  reference?: string;
  /** A link the message leads to (the booking, a review, a reset page). */
  link?: string;
  /** A reminder's distance from the ceremony: 24 or 2 hours. */
  hours?: number;
  /** A trip (package): a start date, no hour. */
  trip?: boolean;
  /** A virtual ceremony's video link (confirmed, rescheduled and reminder messages). */
  videoLink?: string;
  /** The customer has to pay now (a confirmed booking, unpaid): the message's button says so. */
  payDue?: boolean;
  /** A cancellation's refund (refund policy): its amount and the day it reaches the customer at the latest. */
  refund?: { amount: string; by: string };
  /** An offer to a substitute: until when it can be accepted (date and time, India). */
  offerUntil?: string;
  /** The ceremony's name alone (an offer names no pandit). */
  ceremonyName?: string;
  /** The family's sankalp, for the pandit: names, gotra, nakshatra, occasion (issue #33). */
  sankalp?: { familyNames: string[]; gotra: string; nakshatra?: string; occasion?: string };
  /** Who brings the samagri, when the booking said. */
  samagriBy?: 'PANDIT' | 'FAMILY';
  /** The samagri the family arranges (items with quantities), in the customer's messages when samagriBy is FAMILY. */
  samagri?: string[];
  /** A complaint's facts (issue #35): its number, category, outcome, the outcome's reason and refunded amount. */
  complaint?: { number: string; category: string; outcome?: string; note?: string; amount?: string };
  /** The grievance officer (configuration), named in every complaint message. */
  officer?: { name: string; email: string; phone: string; address: string };
  /** A payment's price broken down (payment.received): the lines of the receipt and the tax invoice. */
  breakdown?: { dakshina: string; samagri?: string; platformFee: string; gst: string; total: string };
  /** The grievance officer's daily digest: one line per ticket. */
  digest?: string[];
}

export interface Rendered {
  subject: string;
  /** Paragraphs of the body. */
  lines: string[];
  action?: { label: string; url: string };
}

type Template = (f: MessageFacts) => Rendered;
type ByLanguage = Record<LanguageValue, Template>;

/** The date and, for a ceremony, its hour with the time zone (India's, as every booking's; issue #37). */
const when = (f: MessageFacts, lang: LanguageValue) => {
  if (f.trip) return lang === 'hi' ? `आरंभ: ${f.date ?? ''}` : `Starts ${f.date ?? ''}`;
  return lang === 'hi'
    ? `${f.date ?? ''} को ${f.time ?? ''} बजे (भारतीय समय, IST)`
    : `${f.date ?? ''} at ${f.time ?? ''} IST (India time)`;
};
const video = (f: MessageFacts, lang: LanguageValue) =>
  f.videoLink ? (lang === 'hi' ? `वीडियो से जुड़ें: ${f.videoLink}` : `Join by video: ${f.videoLink}`) : '';
const where = (f: MessageFacts, lang: LanguageValue) =>
  f.location ? (lang === 'hi' ? `स्थान: ${f.location}` : `Place: ${f.location}`) : '';
const ref = (f: MessageFacts, lang: LanguageValue) =>
  lang === 'hi' ? `बुकिंग संख्या: ${f.reference}` : `Booking reference: ${f.reference}`;
const bookingsAction = (f: MessageFacts, lang: LanguageValue) =>
  f.link ? { label: lang === 'hi' ? 'बुकिंग देखें' : 'View booking', url: f.link } : undefined;
const sankalp = (f: MessageFacts, lang: LanguageValue) => {
  const s = f.sankalp;
  if (!s) return [];
  const hi = lang === 'hi';
  return [
    `${hi ? 'संकल्प: परिवार' : 'Sankalp: family'}: ${s.familyNames.join(', ')}; ${hi ? 'गोत्र' : 'gotra'}: ${s.gotra}` +
      (s.nakshatra ? `; ${hi ? 'नक्षत्र' : 'nakshatra'}: ${(hi && findNakshatra(s.nakshatra)?.hi) || s.nakshatra}` : '') +
      (s.occasion ? `; ${hi ? 'अवसर' : 'occasion'}: ${s.occasion}` : ''),
  ];
};
const samagriLine = (f: MessageFacts, lang: LanguageValue) => {
  if (!f.samagriBy) return '';
  if (lang === 'hi') return f.samagriBy === 'FAMILY' ? 'सामग्री: परिवार जुटाएगा' : 'सामग्री: पंडित जी लाएँगे';
  return f.samagriBy === 'FAMILY' ? 'Samagri: the family arranges it' : 'Samagri: the pandit brings it';
};
const samagriList = (f: MessageFacts, lang: LanguageValue) =>
  f.samagri?.length
    ? [lang === 'hi' ? 'कृपया यह सामग्री तैयार रखें:' : 'Please have this samagri ready:', ...f.samagri.map((i) => `- ${i}`)]
    : [];
/** The payment e-mail's price lines, as the receipt shows them (the fee and its GST inside the price). */
const breakdownLines = (f: MessageFacts, lang: LanguageValue) => {
  const b = f.breakdown;
  if (!b) return [];
  const hi = lang === 'hi';
  return [
    hi ? 'कीमत का ब्योरा:' : 'Price breakdown:',
    `- ${hi ? 'पंडित जी की दक्षिणा (कर-मुक्त धार्मिक सेवा)' : "Pandit's dakshina (exempt religious service)"}: ${b.dakshina}`,
    ...(b.samagri ? [`- ${hi ? 'सामग्री' : 'Samagri'}: ${b.samagri}`] : []),
    `- ${hi ? 'प्लेटफ़ॉर्म शुल्क' : 'Platform fee'}: ${b.platformFee}`,
    `- ${hi ? 'प्लेटफ़ॉर्म शुल्क पर जीएसटी' : 'GST on the platform fee'}: ${b.gst}`,
    `- ${hi ? 'कुल भुगतान' : 'Total paid'}: ${b.total}`,
    hi ? 'कर चालान और रसीद आपकी बुकिंग में हैं।' : 'The tax invoice and the receipt are in your booking.',
  ];
};
const details = (f: MessageFacts, lang: LanguageValue) =>
  [
    when(f, lang),
    where(f, lang),
    video(f, lang),
    ...sankalp(f, lang),
    samagriLine(f, lang),
    ...samagriList(f, lang),
    ref(f, lang),
  ].filter(Boolean);

/**
 * Every message's words, per event, recipient and language (English and Hindi). The subject and the lines
 * become the e-mail's text and HTML (render.ts) and the text message's body.
 */
export const TEMPLATES: Record<DomainEventType, Partial<Record<RecipientRole, ByLanguage>>> = {
  'booking.requested': {
    customer: {
      en: (f) => ({
        subject: `Booking request sent: ${f.service}`,
        lines: [
          `Namaste ${f.name},`,
          `Your request for ${f.service} has been sent. We will write when it is confirmed.`,
          ...details(f, 'en'),
        ],
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `बुकिंग अनुरोध भेजा गया: ${f.service}`,
        lines: [
          `नमस्ते ${f.name},`,
          `${f.service} के लिए आपका अनुरोध भेज दिया गया है। पुष्टि होते ही हम आपको सूचित करेंगे।`,
          ...details(f, 'hi'),
        ],
        action: bookingsAction(f, 'hi'),
      }),
    },
    pandit: {
      en: (f) => ({
        subject: `New booking request from ${f.customerName}`,
        lines: [
          `Namaste ${f.name},`,
          `${f.customerName} has asked to book you. Please confirm or decline the request.`,
          ...details(f, 'en'),
        ],
        action: f.link ? { label: 'Open your workspace', url: f.link } : undefined,
      }),
      hi: (f) => ({
        subject: `${f.customerName} से नया बुकिंग अनुरोध`,
        lines: [
          `नमस्ते ${f.name},`,
          `${f.customerName} आपको बुक करना चाहते हैं। कृपया अनुरोध स्वीकार या अस्वीकार करें।`,
          ...details(f, 'hi'),
        ],
        action: f.link ? { label: 'अपना कार्यक्षेत्र खोलें', url: f.link } : undefined,
      }),
    },
  },
  'booking.confirmed': {
    customer: {
      en: (f) => ({
        subject: `Booking confirmed: ${f.service}`,
        lines: [
          `Namaste ${f.name},`,
          `Good news: your booking for ${f.service} is confirmed.`,
          f.payDue ? `Payment of ${f.amount} is now due: press Pay in My Bookings.` : '',
          ...details(f, 'en'),
        ].filter(Boolean),
        action: f.payDue && f.link ? { label: `Pay ${f.amount} now`, url: f.link } : bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `बुकिंग की पुष्टि हो गई: ${f.service}`,
        lines: [
          `नमस्ते ${f.name},`,
          `शुभ समाचार: ${f.service} के लिए आपकी बुकिंग की पुष्टि हो गई है।`,
          f.payDue ? `अब ${f.amount} का भुगतान करना है: 'मेरी बुकिंग' में भुगतान करें।` : '',
          ...details(f, 'hi'),
        ].filter(Boolean),
        action: f.payDue && f.link ? { label: `अभी ${f.amount} का भुगतान करें`, url: f.link } : bookingsAction(f, 'hi'),
      }),
    },
  },
  'booking.declined': {
    customer: {
      en: (f) => ({
        subject: `Booking declined: ${f.service}`,
        lines: [
          `Namaste ${f.name},`,
          `We are sorry: your booking for ${f.service} was declined.`,
          f.reason ? `Reason: ${f.reason}` : '',
          'You can choose another pandit or another time on the site.',
          ...details(f, 'en'),
        ].filter(Boolean),
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `बुकिंग अस्वीकार हुई: ${f.service}`,
        lines: [
          `नमस्ते ${f.name},`,
          `क्षमा करें: ${f.service} के लिए आपकी बुकिंग अस्वीकार कर दी गई है।`,
          f.reason ? `कारण: ${f.reason}` : '',
          'आप साइट पर कोई दूसरे पंडित या दूसरा समय चुन सकते हैं।',
          ...details(f, 'hi'),
        ].filter(Boolean),
        action: bookingsAction(f, 'hi'),
      }),
    },
  },
  'booking.cancelled': {
    customer: {
      en: (f) => ({
        subject: `Booking cancelled: ${f.service}`,
        lines: [
          `Namaste ${f.name},`,
          `Your booking for ${f.service} has been cancelled.`,
          f.reason ? `Reason: ${f.reason}` : '',
          f.refund ? `A refund of ${f.refund.amount} will reach you by ${f.refund.by}.` : '',
          ...details(f, 'en'),
        ].filter(Boolean),
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `बुकिंग रद्द हुई: ${f.service}`,
        lines: [
          `नमस्ते ${f.name},`,
          `${f.service} के लिए आपकी बुकिंग रद्द कर दी गई है।`,
          f.reason ? `कारण: ${f.reason}` : '',
          f.refund ? `${f.refund.amount} की वापसी ${f.refund.by} तक आपको मिल जाएगी।` : '',
          ...details(f, 'hi'),
        ].filter(Boolean),
        action: bookingsAction(f, 'hi'),
      }),
    },
    pandit: {
      en: (f) => ({
        subject: `Booking cancelled by ${f.customerName}`,
        lines: [
          `Namaste ${f.name},`,
          `The booking of ${f.customerName} has been cancelled; the time is free again.`,
          f.reason ? `Reason: ${f.reason}` : '',
          ...details(f, 'en'),
        ].filter(Boolean),
      }),
      hi: (f) => ({
        subject: `${f.customerName} की बुकिंग रद्द हुई`,
        lines: [
          `नमस्ते ${f.name},`,
          `${f.customerName} की बुकिंग रद्द हो गई है; यह समय फिर से उपलब्ध है।`,
          f.reason ? `कारण: ${f.reason}` : '',
          ...details(f, 'hi'),
        ].filter(Boolean),
      }),
    },
  },
  'booking.rescheduled': {
    customer: {
      en: (f) => ({
        subject: `Booking moved: ${f.service}`,
        lines: [`Namaste ${f.name},`, `Your booking for ${f.service} now takes place on ${when(f, 'en')}.`, ...details(f, 'en')],
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `बुकिंग का समय बदला: ${f.service}`,
        lines: [`नमस्ते ${f.name},`, `${f.service} के लिए आपकी बुकिंग अब ${when(f, 'hi')} होगी।`, ...details(f, 'hi')],
        action: bookingsAction(f, 'hi'),
      }),
    },
    pandit: {
      en: (f) => ({
        subject: `Booking moved: ${f.customerName}`,
        lines: [
          `Namaste ${f.name},`,
          `The booking of ${f.customerName} now takes place on ${when(f, 'en')}.`,
          ...details(f, 'en'),
        ],
      }),
      hi: (f) => ({
        subject: `बुकिंग का समय बदला: ${f.customerName}`,
        lines: [`नमस्ते ${f.name},`, `${f.customerName} की बुकिंग अब ${when(f, 'hi')} होगी।`, ...details(f, 'hi')],
      }),
    },
  },
  'booking.completed': {
    customer: {
      en: (f) => ({
        subject: `How was your ceremony? Review ${f.service}`,
        lines: [
          `Namaste ${f.name},`,
          `Your ceremony (${f.service}) is complete. Please share a review to help other devotees.`,
          ref(f, 'en'),
        ],
        action: f.link ? { label: 'Write a review', url: f.link } : undefined,
      }),
      hi: (f) => ({
        subject: `आपका अनुष्ठान कैसा रहा? ${f.service} की समीक्षा करें`,
        lines: [
          `नमस्ते ${f.name},`,
          `आपका अनुष्ठान (${f.service}) पूरा हो गया है। अन्य भक्तों की सहायता के लिए कृपया समीक्षा लिखें।`,
          ref(f, 'hi'),
        ],
        action: f.link ? { label: 'समीक्षा लिखें', url: f.link } : undefined,
      }),
    },
  },
  'booking.reminder': {
    customer: {
      en: (f) => ({
        subject: f.hours === 2 ? `Reminder: ${f.service} in 2 hours` : `Reminder: ${f.service} tomorrow`,
        lines: [
          `Namaste ${f.name},`,
          `A reminder: your ceremony ${f.service} is within the next ${f.hours === 2 ? '2' : '24'} hours.`,
          ...details(f, 'en'),
        ],
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: f.hours === 2 ? `स्मरण: ${f.service} 2 घंटे में` : `स्मरण: ${f.service} कल`,
        lines: [
          `नमस्ते ${f.name},`,
          `स्मरण: आपका अनुष्ठान ${f.service} अगले ${f.hours === 2 ? '2' : '24'} घंटों में है।`,
          ...details(f, 'hi'),
        ],
        action: bookingsAction(f, 'hi'),
      }),
    },
    pandit: {
      en: (f) => ({
        subject:
          f.hours === 2 ? `Reminder: ceremony for ${f.customerName} in 2 hours` : `Reminder: ceremony for ${f.customerName}`,
        lines: [
          `Namaste ${f.name},`,
          `A reminder: your ceremony for ${f.customerName} is within the next ${f.hours === 2 ? '2' : '24'} hours.`,
          ...details(f, 'en'),
        ],
      }),
      hi: (f) => ({
        subject: f.hours === 2 ? `स्मरण: ${f.customerName} का अनुष्ठान 2 घंटे में` : `स्मरण: ${f.customerName} का अनुष्ठान`,
        lines: [
          `नमस्ते ${f.name},`,
          `स्मरण: ${f.customerName} के लिए आपका अनुष्ठान अगले ${f.hours === 2 ? '2' : '24'} घंटों में है।`,
          ...details(f, 'hi'),
        ],
      }),
    },
  },
  'booking.offered': {
    substitute: {
      en: (f) => ({
        subject: `A request offered to you: ${f.ceremonyName ?? 'a ceremony'}, ${f.date}`,
        lines: [
          `Namaste ${f.name},`,
          `A devotee's pandit could not take this request, and it is offered to you at the same price. The first pandit to accept gets it.`,
          `Ceremony: ${f.ceremonyName ?? 'a ceremony'}`,
          when(f, 'en'),
          f.location ? `Place: ${f.location}` : '',
          `Amount: ${f.amount}`,
          f.offerUntil ? `Please answer by ${f.offerUntil} IST.` : '',
          ref(f, 'en'),
        ].filter(Boolean),
        action: f.link ? { label: 'See the offer in your workspace', url: f.link } : undefined,
      }),
      hi: (f) => ({
        subject: `आपको एक अनुरोध भेजा गया: ${f.ceremonyName ?? 'अनुष्ठान'}, ${f.date}`,
        lines: [
          `नमस्ते ${f.name},`,
          'एक भक्त के पंडित जी यह अनुरोध नहीं ले सके, इसलिए यह उसी मूल्य पर आपको भेजा गया है। जो पंडित पहले स्वीकार करेंगे, बुकिंग उन्हीं की होगी।',
          `अनुष्ठान: ${f.ceremonyName ?? 'अनुष्ठान'}`,
          when(f, 'hi'),
          f.location ? `स्थान: ${f.location}` : '',
          `राशि: ${f.amount}`,
          f.offerUntil ? `कृपया ${f.offerUntil} (भारतीय समय) तक उत्तर दें।` : '',
          ref(f, 'hi'),
        ].filter(Boolean),
        action: f.link ? { label: 'अपने कार्यक्षेत्र में अनुरोध देखें', url: f.link } : undefined,
      }),
    },
  },
  'booking.substituted': {
    customer: {
      en: (f) => ({
        subject: `Another pandit will perform your ceremony: ${f.panditName}`,
        lines: [
          `Namaste ${f.name},`,
          `Your first pandit did not answer in time, so we offered your request to other pandits at the same price. ${f.panditName} accepted and your booking is confirmed.`,
          f.payDue ? `Payment of ${f.amount} is now due: press Pay in My Bookings.` : '',
          'If you prefer not to have this pandit, decline him in My Bookings: the booking is cancelled and any payment refunded in full.',
          ...details(f, 'en'),
        ].filter(Boolean),
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `आपका अनुष्ठान अब दूसरे पंडित जी करेंगे: ${f.panditName}`,
        lines: [
          `नमस्ते ${f.name},`,
          `आपके पहले पंडित जी ने समय पर उत्तर नहीं दिया, इसलिए हमने आपका अनुरोध उसी मूल्य पर दूसरे पंडितों को भेजा। ${f.panditName} ने स्वीकार किया है और आपकी बुकिंग की पुष्टि हो गई है।`,
          f.payDue ? `अब ${f.amount} का भुगतान करना है: 'मेरी बुकिंग' में भुगतान करें।` : '',
          "यदि आप ये पंडित जी नहीं चाहते, तो 'मेरी बुकिंग' में उन्हें अस्वीकार करें: बुकिंग रद्द होगी और पूरा भुगतान लौटाया जाएगा।",
          ...details(f, 'hi'),
        ].filter(Boolean),
        action: bookingsAction(f, 'hi'),
      }),
    },
  },
  'booking.unanswered': {
    customer: {
      en: (f) => ({
        subject: `No pandit could take your request: ${f.service}`,
        lines: [
          `Namaste ${f.name},`,
          'We are sorry: no pandit accepted your request in time, so it has been cancelled.',
          f.refund ? `A full refund of ${f.refund.amount} will reach you by ${f.refund.by}.` : 'Nothing was charged.',
          'You can choose another pandit or another time on the site.',
          ...details(f, 'en'),
        ].filter(Boolean),
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `कोई पंडित आपका अनुरोध नहीं ले सके: ${f.service}`,
        lines: [
          `नमस्ते ${f.name},`,
          'क्षमा करें: किसी पंडित ने समय पर आपका अनुरोध स्वीकार नहीं किया, इसलिए उसे रद्द कर दिया गया है।',
          f.refund ? `${f.refund.amount} की पूरी वापसी ${f.refund.by} तक आपको मिल जाएगी।` : 'आपसे कोई राशि नहीं ली गई।',
          'आप साइट पर कोई दूसरे पंडित या दूसरा समय चुन सकते हैं।',
          ...details(f, 'hi'),
        ].filter(Boolean),
        action: bookingsAction(f, 'hi'),
      }),
    },
  },
  'payment.received': {
    customer: {
      en: (f) => ({
        subject: `Payment received: ${f.amount}`,
        lines: [
          `Namaste ${f.name},`,
          `We have received your payment of ${f.amount} for ${f.service}. Thank you.`,
          ...breakdownLines(f, 'en'),
          ref(f, 'en'),
        ],
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `भुगतान प्राप्त हुआ: ${f.amount}`,
        lines: [
          `नमस्ते ${f.name},`,
          `${f.service} के लिए आपका ${f.amount} का भुगतान हमें मिल गया है। धन्यवाद।`,
          ...breakdownLines(f, 'hi'),
          ref(f, 'hi'),
        ],
        action: bookingsAction(f, 'hi'),
      }),
    },
  },
  'payment.rejected': {
    customer: {
      en: (f) => ({
        subject: `Payment not verified: ${f.service}`,
        lines: [
          `Namaste ${f.name},`,
          `We could not verify your payment for ${f.service}.`,
          f.reason ? `Reason: ${f.reason}` : '',
          ref(f, 'en'),
        ].filter(Boolean),
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `भुगतान सत्यापित नहीं हुआ: ${f.service}`,
        lines: [
          `नमस्ते ${f.name},`,
          `${f.service} के लिए आपके भुगतान का सत्यापन नहीं हो सका।`,
          f.reason ? `कारण: ${f.reason}` : '',
          ref(f, 'hi'),
        ].filter(Boolean),
        action: bookingsAction(f, 'hi'),
      }),
    },
  },
  'refund.issued': {
    customer: {
      en: (f) => ({
        subject: `Refund issued: ${f.amount}`,
        lines: [`Namaste ${f.name},`, `A refund of ${f.amount} for ${f.service} has been issued.`, ref(f, 'en')],
        action: bookingsAction(f, 'en'),
      }),
      hi: (f) => ({
        subject: `धनवापसी जारी हुई: ${f.amount}`,
        lines: [`नमस्ते ${f.name},`, `${f.service} के लिए ${f.amount} की धनवापसी जारी कर दी गई है।`, ref(f, 'hi')],
        action: bookingsAction(f, 'hi'),
      }),
    },
  },
  'application.received': {
    account: {
      en: (f) => ({
        subject: 'We received your pandit application',
        lines: [
          `Namaste ${f.name},`,
          'Thank you: your application to join as a pandit has reached us. Our team checks every application and writes to you when it is approved, or if something needs correcting.',
          'You can see where it stands on the Join as Pandit page.',
        ],
        action: f.link ? { label: 'See your application', url: f.link } : undefined,
      }),
      hi: (f) => ({
        subject: 'आपका पंडित आवेदन हमें मिल गया है',
        lines: [
          `नमस्ते ${f.name},`,
          'धन्यवाद: पंडित के रूप में जुड़ने का आपका आवेदन हमें मिल गया है। हमारी टीम हर आवेदन की जाँच करती है और स्वीकृत होने पर, या कुछ सुधारना हो तो, आपको लिखती है।',
          "आवेदन की स्थिति 'पंडित के रूप में जुड़ें' पृष्ठ पर देखें।",
        ],
        action: f.link ? { label: 'अपना आवेदन देखें', url: f.link } : undefined,
      }),
    },
  },
  'application.approved': {
    account: {
      en: (f) => ({
        subject: 'Your pandit application is approved',
        lines: [`Namaste ${f.name},`, 'Your application is approved: your profile is now listed and devotees can book you.'],
        action: f.link ? { label: 'Open your workspace', url: f.link } : undefined,
      }),
      hi: (f) => ({
        subject: 'आपका पंडित आवेदन स्वीकृत हुआ',
        lines: [`नमस्ते ${f.name},`, 'आपका आवेदन स्वीकृत हो गया है: आपकी प्रोफ़ाइल अब दिखाई देती है और भक्त आपको बुक कर सकते हैं।'],
        action: f.link ? { label: 'अपना कार्यक्षेत्र खोलें', url: f.link } : undefined,
      }),
    },
  },
  'application.rejected': {
    account: {
      en: (f) => ({
        subject: 'Your pandit application was not approved',
        lines: [
          `Namaste ${f.name},`,
          'Your application was not approved this time.',
          f.reason ? `Reason: ${f.reason}` : '',
          'You can correct it and send it again.',
        ].filter(Boolean),
        action: f.link ? { label: 'Edit your application', url: f.link } : undefined,
      }),
      hi: (f) => ({
        subject: 'आपका पंडित आवेदन स्वीकृत नहीं हुआ',
        lines: [
          `नमस्ते ${f.name},`,
          'इस बार आपका आवेदन स्वीकृत नहीं हुआ।',
          f.reason ? `कारण: ${f.reason}` : '',
          'आप उसे सुधारकर फिर से भेज सकते हैं।',
        ].filter(Boolean),
        action: f.link ? { label: 'अपना आवेदन संपादित करें', url: f.link } : undefined,
      }),
    },
  },
  'panditRequest.received': {
    admin: {
      en: (f) => ({
        subject: `Find me a pandit: ${f.service} in ${f.location}`,
        lines: [
          `Namaste ${f.name},`,
          `${f.customerName} asks us to find a pandit for ${f.service} in ${f.location}.`,
          f.date ? `Preferred date: ${f.date}` : '',
          'Their contact details and note are in the console, under Bookings, Requests.',
        ].filter(Boolean),
        action: f.link ? { label: 'Open the requests', url: f.link } : undefined,
      }),
      hi: (f) => ({
        subject: `मेरे लिए पंडित ढूँढें: ${f.location} में ${f.service}`,
        lines: [
          `नमस्ते ${f.name},`,
          `${f.customerName} ने ${f.location} में ${f.service} के लिए पंडित ढूँढने का अनुरोध किया है।`,
          f.date ? `पसंदीदा तिथि: ${f.date}` : '',
          "संपर्क विवरण और संदेश कंसोल में 'बुकिंग' के 'अनुरोध' भाग में हैं।",
        ].filter(Boolean),
        action: f.link ? { label: 'अनुरोध खोलें', url: f.link } : undefined,
      }),
    },
    requester: {
      en: (f) => ({
        subject: `We received your request: ${f.service} in ${f.location}`,
        lines: [
          `Namaste ${f.name},`,
          `Thank you: your request for a pandit for ${f.service} in ${f.location} has reached us.`,
          f.date ? `Preferred date: ${f.date}` : '',
          'Our team will look for a pandit and contact you.',
        ].filter(Boolean),
        action: f.link ? { label: 'Browse pandits', url: f.link } : undefined,
      }),
      hi: (f) => ({
        subject: `आपका अनुरोध हमें मिल गया है: ${f.location} में ${f.service}`,
        lines: [
          `नमस्ते ${f.name},`,
          `धन्यवाद: ${f.location} में ${f.service} के लिए पंडित का आपका अनुरोध हमें मिल गया है।`,
          f.date ? `पसंदीदा तिथि: ${f.date}` : '',
          'हमारी टीम आपके लिए पंडित ढूँढकर आपसे संपर्क करेगी।',
        ].filter(Boolean),
        action: f.link ? { label: 'पंडित देखें', url: f.link } : undefined,
      }),
    },
  },
  'account.passwordReset': {
    account: {
      en: (f) => ({
        subject: 'Reset your PanditConnect password',
        lines: [
          `Namaste ${f.name},`,
          'Someone (we hope you) asked to reset the password of this account. The link works once, for one hour.',
          'If you did not ask for it, ignore this e-mail: your password stays the same.',
        ],
        action: f.link ? { label: 'Choose a new password', url: f.link } : undefined,
      }),
      hi: (f) => ({
        subject: 'अपना PanditConnect पासवर्ड रीसेट करें',
        lines: [
          `नमस्ते ${f.name},`,
          'किसी ने (आशा है आपने) इस खाते का पासवर्ड रीसेट करने का अनुरोध किया है। यह लिंक केवल एक बार, एक घंटे तक काम करेगा।',
          'यदि आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
        ],
        action: f.link ? { label: 'नया पासवर्ड चुनें', url: f.link } : undefined,
      }),
    },
  },
  ...COMPLAINT_TEMPLATES,
};

/** Which roles an event goes to, from the template table. */
export const recipientsOf = (type: DomainEventType): RecipientRole[] => Object.keys(TEMPLATES[type] ?? {}) as RecipientRole[];

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail's text and HTML bodies, and a short text message, from a rendered template. */
export function bodies(r: Rendered, lang: LanguageValue): { text: string; html: string; short: string } {
  const footer =
    lang === 'hi' ? 'PanditConnect — सत्यापित पंडित, अंग्रेज़ी और हिंदी में' : 'PanditConnect — verified pandits, in English and Hindi';
  const text = [...r.lines, ...(r.action ? [`${r.action.label}: ${r.action.url}`] : []), '', footer]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(r.subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#222;max-width:560px;margin:auto;padding:16px">',
    ...r.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    r.action
      ? `<p><a href="${escapeHtml(r.action.url)}" style="display:inline-block;background:#c2410c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(r.action.label)}</a></p>`
      : '',
    `<hr><p style="font-size:12px;color:#666">${escapeHtml(footer)}</p></body></html>`,
  ].join('');
  const short = [r.subject, r.action?.url].filter(Boolean).join(' ');
  return { text, html, short };
}

/**
 * A text message's template variables, in the order the providers' templates number them ({{1}}, {{2}}... on
 * WhatsApp; var1, var2... on MSG91). Payments and refunds: name, amount, ceremony, booking reference. Every other
 * booking event: name, ceremony, date, time, booking reference. Account events: name.
 */
export function textParams(type: DomainEventType, f: MessageFacts): string[] {
  if (type === 'payment.received' || type === 'refund.issued') {
    return [f.name, f.amount ?? '', f.service ?? '', f.reference ?? ''];
  }
  if (type.startsWith('booking.')) return [f.name, f.service ?? '', f.date ?? '', f.time ?? '', f.reference ?? ''];
  return [f.name];
}
