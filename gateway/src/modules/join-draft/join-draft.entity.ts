import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../account/user.entity.js';

/** One account's unsent Join-as-Pandit answers (spec: the wizard keeps its draft on the server once signed in). */
export const ApplicationDraftSchema = defineEntity({
  name: 'ApplicationDraft',
  tableName: 'application_drafts',
  properties: {
    user: p.manyToOne(UserSchema).primary().deleteRule('cascade'),
    draft: p.json<Record<string, unknown>>(),
    step: p.integer().default(0),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type ApplicationDraft = InferEntity<typeof ApplicationDraftSchema>;
