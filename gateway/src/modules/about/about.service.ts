import type { Context } from '../../context.js';
import { AboutContentSchema, type AboutContent, type AboutText } from './about.entity.js';

/** Shown until an admin writes the About content. */
export const FALLBACK_ABOUT: AboutText & { translations: Record<string, Partial<AboutText>> } = {
  title: 'About PanditConnect',
  content:
    'PanditConnect brings devotees and verified pandits together. Whether you need a Griha Pravesh in Pune, a Rudra Abhishek in Varanasi or a virtual Satyanarayan Katha from abroad, we help you find a learned pandit who performs the rituals with devotion and according to tradition, at a fair and transparent price.',
  mission:
    'To make authentic Vedic rituals accessible to every family, with verified pandits, transparent prices and respectful service.',
  vision: 'A trusted home for every sacred ceremony, where tradition and convenience meet.',
  values: ['Authenticity in every ritual', 'Transparency in pricing', 'Respect for every tradition', 'Devotion and punctuality'],
  translations: {
    hi: {
      title: 'पंडितकनेक्ट के बारे में',
      content:
        'पंडितकनेक्ट श्रद्धालुओं और सत्यापित पंडितों को जोड़ता है। पुणे में गृह प्रवेश हो, वाराणसी में रुद्राभिषेक या विदेश से वर्चुअल सत्यनारायण कथा, हम आपको ऐसे विद्वान पंडित खोजने में मदद करते हैं जो श्रद्धा और परंपरा के अनुसार, उचित और पारदर्शी दक्षिणा पर अनुष्ठान संपन्न करें।',
      mission: 'सत्यापित पंडितों, पारदर्शी दक्षिणा और सम्मानजनक सेवा के साथ प्रामाणिक वैदिक अनुष्ठानों को हर परिवार तक पहुँचाना।',
      vision: 'हर पवित्र अनुष्ठान के लिए एक भरोसेमंद ठिकाना, जहाँ परंपरा और सुविधा मिलती हैं।',
      values: ['हर अनुष्ठान में प्रामाणिकता', 'दक्षिणा में पारदर्शिता', 'हर परंपरा का सम्मान', 'श्रद्धा और समय की पाबंदी'],
    },
  },
};

export class AboutService {
  constructor(private readonly ctx: Context) {}

  /**
   * The single About row (or the built-in text when an admin has not written it yet) in `language`:
   * each translated field replaces the English one; a missing or empty translation keeps English.
   */
  async get(language = 'en'): Promise<AboutContent> {
    const row = (await this.ctx.em.findOne(AboutContentSchema, { id: 1 })) ?? {
      id: 1,
      ...FALLBACK_ABOUT,
      values: [...FALLBACK_ABOUT.values],
      updatedBy: null,
      updatedAt: new Date(0),
    };
    const translated = language === 'en' ? undefined : row.translations?.[language];
    if (!translated) return row;
    const pick = <K extends keyof AboutText>(key: K): AboutText[K] => {
      const value = translated[key];
      return (Array.isArray(value) ? value.length > 0 : Boolean(value)) ? (value as AboutText[K]) : row[key];
    };
    return {
      ...row,
      title: pick('title'),
      content: pick('content'),
      mission: pick('mission'),
      vision: pick('vision'),
      values: pick('values'),
    };
  }
}
