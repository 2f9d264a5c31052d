import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The About page's text in one language. */
export interface AboutText {
  title: string;
  content: string;
  mission: string;
  vision: string;
  values: string[];
}

/**
 * The About page's editable content: a single row (id 1). The columns hold the English text;
 * `translations` holds other languages by code (e.g. { hi: {...} }), each field falling back to English.
 */
export const AboutContentSchema = defineEntity({
  name: 'AboutContent',
  tableName: 'about_content',
  properties: {
    id: p.integer().primary().autoincrement(false),
    title: p.string().length(200),
    content: p.text(),
    mission: p.text(),
    vision: p.text(),
    values: p.array().default([]),
    /** `{}` as the new row's value too (a JSON property's string default would be stored as a JSON string). */
    translations: p
      .json<Record<string, Partial<AboutText>>>()
      .default('{}')
      .onCreate(() => ({})),
    updatedBy: p.string().length(120).nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type AboutContent = InferEntity<typeof AboutContentSchema>;
