import { aboutTextInputSchema, aboutTranslationInputSchema } from '@marketplace/schema/rules/admin';
import type { Context } from '../../context.js';
import { audit, diff, snapshot } from '../admin/audit.service.js';
import { parseInput, given } from '../admin/validate.js';
import { AboutContentSchema, type AboutContent, type AboutText } from './about.entity.js';
import { AboutService, FALLBACK_ABOUT } from './about.service.js';

const FIELDS = ['title', 'content', 'mission', 'vision', 'values', 'translations'] as const;

/** The admin's About editing in English and Hindi; records who and when, and the audit trail. */
export class AboutAdminService {
  constructor(private readonly ctx: Context) {}

  /** English as shown, Hindi as stored (empty where English is used). */
  async editable() {
    const en = await new AboutService(this.ctx).get('en');
    const hi: Partial<AboutText> = en.translations?.hi ?? {};
    return {
      en,
      hi: {
        title: hi.title ?? '',
        content: hi.content ?? '',
        mission: hi.mission ?? '',
        vision: hi.vision ?? '',
        values: hi.values ?? [],
      },
    };
  }

  async update(enInput: unknown, hiInput: unknown): Promise<AboutContent> {
    const en = parseInput(aboutTextInputSchema, enInput, 'en');
    const hi = hiInput ? parseInput(aboutTranslationInputSchema, given(hiInput), 'hi') : null;
    const em = this.ctx.em;
    let row = await em.findOne(AboutContentSchema, { id: 1 });
    const before = row ? snapshot(row, FIELDS) : null;
    if (!row) row = em.create(AboutContentSchema, { id: 1, ...FALLBACK_ABOUT, values: [...FALLBACK_ABOUT.values] });
    Object.assign(row, en);
    if (hi) row.translations = { ...(row.translations ?? {}), hi };
    row.updatedBy = this.ctx.viewer?.name ?? null;
    row.updatedAt = new Date();
    audit(this.ctx, em, 'about.update', 'AboutContent', '1', diff(before, snapshot(row, FIELDS)));
    await em.flush();
    return row;
  }
}
