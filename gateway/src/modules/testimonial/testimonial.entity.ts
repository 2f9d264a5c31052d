import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PanditSchema } from '../pandit/pandit.entity.js';

export const TestimonialSchema = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(120),
    avatar: p.text().nullable(),
    location: p.string().length(160).default(''),
    rating: p.integer(),
    comment: p.text(),
    date: p.date(),
    featured: p.boolean().default(false).index(),
    serviceName: p.string().length(160).nullable(),
    panditName: p.string().length(120).nullable(),
    pandit: p.manyToOne(PanditSchema).nullable().index().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Testimonial = InferEntity<typeof TestimonialSchema>;
