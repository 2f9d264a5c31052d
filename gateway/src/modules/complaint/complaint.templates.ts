import {
  COMPLAINT_ACK_HOURS,
  COMPLAINT_REOPEN_DAYS,
  COMPLAINT_RESOLVE_DAYS,
  complaintCategoryLabel,
} from '@marketplace/schema/rules';
import type { LanguageValue } from '../messages/message.entity.js';
import type { MessageFacts, Rendered } from '../messages/templates.js';

/** The complaint desk's messages (issue #35), joined into the messages module's TEMPLATES table. */

type Lang = LanguageValue;
const hi = (lang: Lang) => lang === 'hi';

const officerLines = (f: MessageFacts, lang: Lang) => {
  const o = f.officer;
  if (!o) return [];
  return hi(lang)
    ? [`शिकायत अधिकारी: ${o.name}, ${o.email}, ${o.phone}, ${o.address}`]
    : [`Grievance officer: ${o.name}, ${o.email}, ${o.phone}, ${o.address}`];
};

const outcomeLine = (f: MessageFacts, lang: Lang, forPandit: boolean) => {
  const c = f.complaint;
  if (!c) return '';
  const amount = c.amount ?? '';
  switch (c.outcome) {
    case 'REFUND_FULL':
      return hi(lang) ? `निर्णय: पूरी राशि (${amount}) वापस की जाएगी।` : `Outcome: a full refund of ${amount}.`;
    case 'REFUND_PARTIAL':
      return hi(lang) ? `निर्णय: ${amount} वापस किए जाएँगे।` : `Outcome: a partial refund of ${amount}.`;
    case 'WARNING':
      return forPandit
        ? hi(lang)
          ? 'निर्णय: आपको चेतावनी दी गई है। यह आपके रिकॉर्ड में दर्ज है; दोबारा शिकायत पर खाता निलंबित हो सकता है।'
          : 'Outcome: you are given a warning. It is recorded; another upheld complaint may suspend your listing.'
        : hi(lang)
          ? 'निर्णय: पंडित जी को चेतावनी दी गई है।'
          : 'Outcome: the pandit has been given a warning.';
    case 'SUSPENSION':
      return forPandit
        ? hi(lang)
          ? 'निर्णय: आपकी सूची निलंबित कर दी गई है; आपकी प्रोफ़ाइल अब निर्देशिका में नहीं दिखती।'
          : 'Outcome: your listing is suspended; your profile no longer appears in the directory.'
        : hi(lang)
          ? 'निर्णय: पंडित जी को निलंबित कर दिया गया है।'
          : 'Outcome: the pandit has been suspended.';
    default:
      return hi(lang) ? 'निर्णय: कोई कार्रवाई नहीं।' : 'Outcome: no action.';
  }
};

const ticket = (f: MessageFacts, lang: Lang) =>
  hi(lang) ? `शिकायत संख्या: ${f.complaint?.number ?? ''}` : `Complaint number: ${f.complaint?.number ?? ''}`;
const ref = (f: MessageFacts, lang: Lang) =>
  f.reference ? (hi(lang) ? `बुकिंग संख्या: ${f.reference}` : `Booking reference: ${f.reference}`) : '';
const action = (f: MessageFacts, lang: Lang) =>
  f.link ? { label: hi(lang) ? 'शिकायत देखें' : 'View the complaint', url: f.link } : undefined;

type ByLanguage = Record<Lang, (f: MessageFacts) => Rendered>;

const received: ByLanguage = {
  en: (f) => ({
    subject: `We received your complaint ${f.complaint?.number ?? ''}`,
    lines: [
      `Namaste ${f.name},`,
      `We have received your complaint (${complaintCategoryLabel(f.complaint?.category ?? '', 'en')}) and registered it.`,
      ticket(f, 'en'),
      ref(f, 'en'),
      `Our support team will answer within ${COMPLAINT_ACK_HOURS} hours and resolve it within ${COMPLAINT_RESOLVE_DAYS} days. You can follow and answer it in My Bookings.`,
      ...officerLines(f, 'en'),
    ].filter(Boolean),
    action: action(f, 'en'),
  }),
  hi: (f) => ({
    subject: `आपकी शिकायत ${f.complaint?.number ?? ''} हमें मिल गई है`,
    lines: [
      `नमस्ते ${f.name},`,
      `आपकी शिकायत (${complaintCategoryLabel(f.complaint?.category ?? '', 'hi')}) हमें मिल गई है और दर्ज कर ली गई है।`,
      ticket(f, 'hi'),
      ref(f, 'hi'),
      `हमारी सहायता टीम ${COMPLAINT_ACK_HOURS} घंटों में उत्तर देगी और ${COMPLAINT_RESOLVE_DAYS} दिनों में इसका समाधान करेगी। आप 'मेरी बुकिंग' में इसे देख और उत्तर दे सकते हैं।`,
      ...officerLines(f, 'hi'),
    ].filter(Boolean),
    action: action(f, 'hi'),
  }),
};

const resolved = (forPandit: boolean): ByLanguage => ({
  en: (f) => ({
    subject: `Complaint ${f.complaint?.number ?? ''} resolved`,
    lines: [
      `Namaste ${f.name},`,
      `Support has resolved complaint ${f.complaint?.number ?? ''} about the booking for ${f.service ?? ''}.`,
      outcomeLine(f, 'en', forPandit),
      f.complaint?.note ? `Reason: ${f.complaint.note}` : '',
      ref(f, 'en'),
      forPandit
        ? ''
        : `If you are not satisfied you can reopen it within ${COMPLAINT_REOPEN_DAYS} days, or write to our grievance officer.`,
      ...officerLines(f, 'en'),
    ].filter(Boolean),
    action: action(f, 'en'),
  }),
  hi: (f) => ({
    subject: `शिकायत ${f.complaint?.number ?? ''} का समाधान हुआ`,
    lines: [
      `नमस्ते ${f.name},`,
      `सहायता टीम ने ${f.service ?? ''} की बुकिंग से जुड़ी शिकायत ${f.complaint?.number ?? ''} का समाधान कर दिया है।`,
      outcomeLine(f, 'hi', forPandit),
      f.complaint?.note ? `कारण: ${f.complaint.note}` : '',
      ref(f, 'hi'),
      forPandit
        ? ''
        : `यदि आप संतुष्ट नहीं हैं तो ${COMPLAINT_REOPEN_DAYS} दिनों के भीतर इसे फिर से खोल सकते हैं, या हमारे शिकायत अधिकारी को लिख सकते हैं।`,
      ...officerLines(f, 'hi'),
    ].filter(Boolean),
    action: action(f, 'hi'),
  }),
});

/** Support wrote in the thread: the devotee and the pandit read its words and answer on the complaint's page. */
const answered: ByLanguage = {
  en: (f) => ({
    subject: `Support answered complaint ${f.complaint?.number ?? ''}`,
    lines: [
      `Namaste ${f.name},`,
      `Our support team wrote about complaint ${f.complaint?.number ?? ''} (booking for ${f.service ?? ''}):`,
      f.complaint?.note ?? '',
      'Please answer on the complaint’s page.',
      ref(f, 'en'),
    ].filter(Boolean),
    action: action(f, 'en'),
  }),
  hi: (f) => ({
    subject: `सहायता टीम ने शिकायत ${f.complaint?.number ?? ''} पर लिखा`,
    lines: [
      `नमस्ते ${f.name},`,
      `हमारी सहायता टीम ने शिकायत ${f.complaint?.number ?? ''} (${f.service ?? ''} की बुकिंग) के बारे में लिखा है:`,
      f.complaint?.note ?? '',
      'कृपया शिकायत के पेज पर उत्तर दें।',
      ref(f, 'hi'),
    ].filter(Boolean),
    action: action(f, 'hi'),
  }),
};

const digest: ByLanguage = {
  en: (f) => ({
    subject: `Complaints due within 3 days or overdue: ${f.digest?.length ?? 0}`,
    lines: [
      `Dear ${f.name},`,
      'These complaints are overdue or due within 3 days (next deadline first):',
      ...(f.digest ?? []).map((l) => `- ${l}`),
    ],
    action: f.link ? { label: 'Open the Support tab', url: f.link } : undefined,
  }),
  hi: (f) => ({
    subject: `3 दिनों में देय या विलंबित शिकायतें: ${f.digest?.length ?? 0}`,
    lines: [
      `प्रिय ${f.name},`,
      'ये शिकायतें विलंबित हैं या 3 दिनों में देय हैं (सबसे पहली समय-सीमा पहले):',
      ...(f.digest ?? []).map((l) => `- ${l}`),
    ],
    action: f.link ? { label: 'सहायता टैब खोलें', url: f.link } : undefined,
  }),
};

export const COMPLAINT_TEMPLATES = {
  'complaint.received': { account: received },
  'complaint.answered': { customer: answered, pandit: answered },
  'complaint.resolved': { customer: resolved(false), pandit: resolved(true) },
  'complaint.digest': { officer: digest },
} as const;
