import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  ID_DOCUMENT_KINDS,
  REGISTRATION_STATUS_VALUES,
  type AvailabilityRules,
  type PricingValues,
  type TierIncludes,
} from '@marketplace/schema/rules';

// The status column's values come from the contract (schema/rules/wire.ts); exported under the names other modules use.
export { REGISTRATION_STATUS_VALUES as REGISTRATION_STATUSES };
export type { RegistrationStatusValue } from '@marketplace/schema/rules';
import { UserSchema } from '../account/user.entity.js';
import type { Row } from '../../db/raw.js';

/**
 * The condition that makes a pandit public (listed): approved, and not switched off by an admin or a suspension (the
 * `verified` column, which is the listing switch, not what the wire's `Pandit.verified` says). Partial indexes below
 * are built on it.
 */
export const PUBLIC_PANDIT_SQL = "approved = true and verified = true and registration_status = 'approved'";

/**
 * A pandit (alias `p`) whose government photo ID an admin accepted and has not revoked (decision 0079): with
 * PUBLIC_PANDIT_SQL, what the wire's `verified` (the flag and the directory's filter) means.
 */
export const ID_VERIFIED_SQL = `exists (select 1 from pandit_documents id_doc where id_doc.pandit_id = p.id and id_doc.status = 'ACCEPTED' and id_doc.kind in (${ID_DOCUMENT_KINDS.map((k) => `'${k}'`).join(', ')}))`;

export const PanditSchema = defineEntity({
  name: 'Pandit',
  tableName: 'pandits',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: p.manyToOne(UserSchema).unique().deleteRule('cascade'),
    name: p.string().length(120),
    email: p.string().length(254),
    phone: p.string().length(20),
    whatsappNumber: p.string().length(20).nullable(),
    avatar: p.text().nullable(),
    bio: p.text().default(''),
    specializations: p.array().default([]),
    languages: p.array().default([]),
    experience: p.integer().default(0),
    basicPrice: p.integer().default(0),
    premiumPrice: p.integer().default(0),
    deluxePrice: p.integer().default(0),
    virtualBasicPrice: p.integer().nullable(),
    virtualPremiumPrice: p.integer().nullable(),
    virtualDeluxePrice: p.integer().nullable(),
    virtualPoojaAvailable: p.boolean().default(false),
    /** What each tier includes, in his words (`{ basic, premium, deluxe }`, each `{ en, hi }`); null: none written. */
    tierIncludes: p.json<TierIncludes>().nullable(),
    /**
     * `{}` (open at every slot) in the database's default and as the new entity's value: a JSON property's `default`
     * is also assigned as is on create, and the string '{}' was then stored as a JSON string (issue 31).
     */
    availability: p
      .json<AvailabilityRules>()
      .default('{}')
      .onCreate(() => ({})),
    rating: p.double().default(0),
    reviewCount: p.integer().default(0),
    verified: p.boolean().default(false),
    approved: p.boolean().default(false),
    registrationStatus: p.enum(REGISTRATION_STATUS_VALUES).default('pending'),
    rejectionReason: p.text().nullable(),
    location: p.string().length(255).default(''),
    state: p.string().length(80).default(''),
    city: p.string().length(80).default(''),
    photos: p.array().default([]),
    /** Denormalised text for trigram search: names, bio, places and their Hindi twins. */
    searchText: p.text().default('').hidden().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { name: 'pandits_registration_status_idx', properties: ['registrationStatus'] },
    { name: 'pandits_state_idx', properties: ['state'] },
    { name: 'pandits_city_lower_idx', expression: 'create index "pandits_city_lower_idx" on "pandits" (lower("city"))' },
    {
      name: 'pandits_public_rating_idx',
      expression: `create index "pandits_public_rating_idx" on "pandits" ("rating" desc, "review_count" desc, "id") where ${PUBLIC_PANDIT_SQL}`,
    },
    {
      // The nearest-first list walks the cities from the nearest, each one's best first (pandit.service.ts).
      name: 'pandits_public_place_idx',
      expression: `create index "pandits_public_place_idx" on "pandits" ("state", lower("city"), "rating" desc, "review_count" desc, "id") where ${PUBLIC_PANDIT_SQL}`,
    },
    {
      name: 'pandits_public_experience_idx',
      expression: `create index "pandits_public_experience_idx" on "pandits" ("experience" desc, "id") where ${PUBLIC_PANDIT_SQL}`,
    },
    {
      name: 'pandits_public_price_idx',
      expression: `create index "pandits_public_price_idx" on "pandits" ("basic_price", "id") where ${PUBLIC_PANDIT_SQL}`,
    },
    {
      name: 'pandits_public_name_idx',
      expression: `create index "pandits_public_name_idx" on "pandits" ("name", "id") where ${PUBLIC_PANDIT_SQL}`,
    },
    {
      name: 'pandits_search_trgm_idx',
      expression: 'create index "pandits_search_trgm_idx" on "pandits" using gin ("search_text" gin_trgm_ops)',
    },
    {
      name: 'pandits_location_trgm_idx',
      expression: 'create index "pandits_location_trgm_idx" on "pandits" using gin (lower("location") gin_trgm_ops)',
    },
    {
      name: 'pandits_name_trgm_idx',
      expression: 'create index "pandits_name_trgm_idx" on "pandits" using gin (lower("name") gin_trgm_ops)',
    },
  ],
});
export type Pandit = InferEntity<typeof PanditSchema>;
/** What a Pandit resolver is given: the entity, or its row from a measured hot read (db/raw.ts). */
export type PanditOrRow = Pandit | Row<Pandit>;

/** A pandit's prices as the API shows them (`Pandit.pricing`); virtual prices only when virtual poojas are offered. */
export function pricingOf(p: PanditOrRow): Required<PricingValues> {
  return {
    basic: p.basicPrice,
    premium: p.premiumPrice,
    deluxe: p.deluxePrice,
    virtualBasic: p.virtualPoojaAvailable ? (p.virtualBasicPrice ?? null) : null,
    virtualPremium: p.virtualPoojaAvailable ? (p.virtualPremiumPrice ?? null) : null,
    virtualDeluxe: p.virtualPoojaAvailable ? (p.virtualDeluxePrice ?? null) : null,
  };
}
