import type { Context } from '../../context.js';
import { AboutContentSchema, type AboutContent } from './about.entity.js';

/** Shown until an admin writes the About content. */
export const FALLBACK_ABOUT = {
  title: 'About PanditConnect',
  content:
    'PanditConnect brings devotees and verified pandits together. Whether you need a Griha Pravesh in Pune, a Rudra Abhishek in Varanasi or a virtual Satyanarayan Katha from abroad, we help you find a learned pandit who performs the rituals with devotion and according to tradition, at a fair and transparent price.',
  mission:
    'To make authentic Vedic rituals accessible to every family, with verified pandits, transparent prices and respectful service.',
  vision: 'A trusted home for every sacred ceremony, where tradition and convenience meet.',
  values: ['Authenticity in every ritual', 'Transparency in pricing', 'Respect for every tradition', 'Devotion and punctuality'],
};

export class AboutService {
  constructor(private readonly ctx: Context) {}

  /** The single About row, or the built-in text when an admin has not written it yet. */
  async get(): Promise<AboutContent> {
    const row = await this.ctx.em.findOne(AboutContentSchema, { id: 1 });
    if (row) return row;
    return { id: 1, ...FALLBACK_ABOUT, values: [...FALLBACK_ABOUT.values], updatedBy: null, updatedAt: new Date(0) } as AboutContent;
  }
}
