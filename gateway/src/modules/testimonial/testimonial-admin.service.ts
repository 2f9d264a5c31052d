import { testimonialInputSchema, updateTestimonialInputSchema } from '@marketplace/schema/rules/admin';
import type { Context } from '../../context.js';
import { DomainError, notFound } from '../../errors.js';
import { audit, diff, snapshot } from '../admin/audit.service.js';
import { given, parseInput } from '../admin/validate.js';
import { PanditSchema } from '../pandit/pandit.entity.js';
import { TestimonialSchema, type Testimonial } from './testimonial.entity.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIELDS = [
  'name',
  'avatar',
  'location',
  'rating',
  'comment',
  'date',
  'featured',
  'serviceName',
  'panditName',
  'pandit',
] as const;

/** The admin's testimonial CRUD and featured toggle (spec §5 'Testimonial form'), audited. */
export class TestimonialAdminService {
  constructor(private readonly ctx: Context) {}

  private async find(id: string): Promise<Testimonial> {
    const t = UUID_RE.test(id) ? await this.ctx.em.findOne(TestimonialSchema, { id }) : null;
    if (!t) throw notFound('Testimonial');
    return t;
  }

  /** The chosen pandit must exist; its name fills an empty pandit name. */
  private async panditFields(panditId: string | null | undefined, panditName: string | null | undefined) {
    if (!panditId) return { pandit: null, panditName: panditName ?? null };
    const pandit = await this.ctx.em.findOne(PanditSchema, { id: panditId });
    if (!pandit) throw new DomainError('VALIDATION_FAILED', 'Unknown pandit', { fields: { 'input.panditId': 'Unknown pandit' } });
    return { pandit: pandit.id, panditName: panditName || pandit.name };
  }

  async create(input: object): Promise<Testimonial> {
    const { panditId, panditName, ...values } = parseInput(testimonialInputSchema, given(input));
    const t = this.ctx.em.create(TestimonialSchema, {
      ...values,
      avatar: values.avatar ?? null,
      ...(await this.panditFields(panditId, panditName)),
    } as never);
    audit(this.ctx, this.ctx.em, 'testimonial.create', 'Testimonial', t.id, diff(null, snapshot(t, FIELDS)));
    await this.ctx.em.flush();
    return t;
  }

  async update(id: string, input: object): Promise<Testimonial> {
    const { panditId, panditName, ...values } = parseInput(updateTestimonialInputSchema, given(input));
    const t = await this.find(id);
    const before = snapshot(t, FIELDS);
    Object.assign(t, given(values));
    if ('avatar' in values) t.avatar = values.avatar ?? null;
    if (panditId !== undefined) Object.assign(t, await this.panditFields(panditId, panditName));
    else if (panditName !== undefined) t.panditName = panditName;
    audit(this.ctx, this.ctx.em, 'testimonial.update', 'Testimonial', id, diff(before, snapshot(t, FIELDS)));
    await this.ctx.em.flush();
    return t;
  }

  async delete(id: string): Promise<boolean> {
    const t = await this.find(id);
    audit(this.ctx, this.ctx.em, 'testimonial.delete', 'Testimonial', id, diff(snapshot(t, FIELDS), null));
    this.ctx.em.remove(t);
    await this.ctx.em.flush();
    return true;
  }

  async toggleFeatured(id: string): Promise<Testimonial> {
    const t = await this.find(id);
    t.featured = !t.featured;
    audit(this.ctx, this.ctx.em, 'testimonial.featured', 'Testimonial', id, {
      featured: { before: !t.featured, after: t.featured },
    });
    await this.ctx.em.flush();
    return t;
  }
}
