import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SamagriProvider, type Bilingual, type SamagriItemValues } from '@marketplace/schema/rules';
import { PanditSchema } from '../pandit/pandit.entity.js';

/** The values of SamagriProvider as stored (bookings.samagri_by, and in each samagri item). */
export const SAMAGRI_PROVIDERS = Object.values(SamagriProvider) as [SamagriProvider, ...SamagriProvider[]];

/**
 * A ceremony (issue #33, decision record 0061): the one list pandits perform, customers book and search reads.
 * Steps and samagri are jsonb, checked with the shared rules (schema/rules/ceremony.ts) on every write.
 */
export const CeremonySchema = defineEntity({
  name: 'Ceremony',
  tableName: 'ceremonies',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    slug: p.string().length(60).unique(),
    nameEn: p.string().length(80),
    nameHi: p.string().length(80),
    /** Other names in Latin and Devanagari letters (search matches them by their phonetic key). */
    aliases: p.array().default([]),
    descriptionEn: p.text(),
    descriptionHi: p.text(),
    whenDoneEn: p.text(),
    whenDoneHi: p.text(),
    whoForEn: p.text(),
    whoForHi: p.text(),
    durationMinutes: p.integer(),
    steps: p.json<Bilingual[]>(),
    samagri: p.json<SamagriItemValues[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Ceremony = InferEntity<typeof CeremonySchema>;

/** A ceremony a pandit performs, with his own prices for it (null: his tier prices apply). */
export const PanditCeremonySchema = defineEntity({
  name: 'PanditCeremony',
  tableName: 'pandit_ceremonies',
  properties: {
    pandit: p.manyToOne(PanditSchema).primary().deleteRule('cascade'),
    ceremony: p.manyToOne(CeremonySchema).primary().deleteRule('restrict'),
    price: p.integer().nullable(),
    virtualPrice: p.integer().nullable(),
  },
  // Who performs a ceremony (its pages, its prices): the pair again, ceremony first. A constraint, created with the new
  // table (decision 0049's CONCURRENTLY rule is for indexes on tables that already hold rows).
  uniques: [{ name: 'pandit_ceremonies_ceremony_pandit_unique', properties: ['ceremony', 'pandit'] }],
});
export type PanditCeremony = InferEntity<typeof PanditCeremonySchema>;
