import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { isUuid } from '@marketplace/schema/rules';
import { UserSchema } from '../account/user.entity.js';

/** An uploaded (or generated) image, kept in PostgreSQL and served at /media/:id (unless private). */
export const MediaSchema = defineEntity({
  name: 'Media',
  tableName: 'media',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    contentType: p.string().length(100),
    size: p.integer(),
    data: p.blob().lazy(),
    owner: p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    /** A document (verification/): never served at /media/:id, only to its owner and admins. */
    private: p.boolean().default(false),
    /** When a private photo was taken (its EXIF, read before the metadata is stripped); null when it did not say. */
    capturedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Media = InferEntity<typeof MediaSchema>;

/** The id of an image the product stores, from its address (`/media/<id>`); null for any other address (not ours). */
export function mediaIdOf(url: string | null | undefined): string | null {
  const id = /^\/media\/([0-9a-f-]{36})$/i.exec(url ?? '')?.[1];
  return id && isUuid(id) ? id : null;
}
