import { testimonialLimitSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { validate } from '../../validation.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';
import { PanditService } from '../pandit/pandit.service.js';
import { TestimonialSchema, type Testimonial } from './testimonial.entity.js';

/** Public testimonials. */
export class TestimonialService {
  constructor(private readonly ctx: Context) {}

  async list(featured: boolean | null | undefined, limit: number | null | undefined) {
    const max = validate(testimonialLimitSchema, limit, 'limit') ?? 20;
    return this.ctx.em.find(TestimonialSchema, featured == null ? {} : { featured }, {
      orderBy: { date: 'desc', createdAt: 'desc', id: 'asc' },
      limit: max,
    });
  }

  /** The linked pandit, when the viewer may see them (public pandits for everyone). */
  async pandit(t: Testimonial): Promise<Pandit | null> {
    const ref = t.pandit as unknown as { id: string } | null;
    if (!ref) return null;
    const pandit = await this.ctx.loaders.byId<Pandit>(PanditSchema, 'Pandit').load(ref.id);
    return pandit && new PanditService(this.ctx).canSee(pandit) ? pandit : null;
  }
}
