import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const PackageSchema = defineEntity({
  name: 'Package',
  tableName: 'packages',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(200),
    description: p.text().default(''),
    destination: p.string().length(120).index(),
    price: p.integer(),
    /** The trip's days and nights (structured so every language can write them; Package.duration derives from them). */
    durationDays: p.integer().default(1),
    durationNights: p.integer().default(0),
    includes: p.array().default([]),
    image: p.text().nullable(),
    popular: p.boolean().default(false).index(),
    virtualAvailable: p.boolean().default(false),
    /** The price is for each traveller (true) or for the whole group (false): pricing.ts packageTotal. */
    pricePerPerson: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Package = InferEntity<typeof PackageSchema>;
