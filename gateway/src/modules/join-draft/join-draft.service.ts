import { applicationDraftSchema } from '@marketplace/schema/rules/draft';
import type { Context } from '../../context.js';
import { unauthenticated } from '../../errors.js';
import { validate } from '../../validation.js';
import { ApplicationDraftSchema, type ApplicationDraft } from './join-draft.entity.js';

/** The signed-in account's Join-as-Pandit draft: read, replace, forget. */
export class JoinDraftService {
  constructor(private readonly ctx: Context) {}

  private userId(): string {
    const id = this.ctx.viewer?.id;
    if (!id) throw unauthenticated();
    return id;
  }

  async mine(): Promise<ApplicationDraft | null> {
    return this.ctx.em.findOne(ApplicationDraftSchema, { user: this.userId() });
  }

  async save(input: { draft: unknown; step: number }): Promise<ApplicationDraft> {
    const userId = this.userId();
    const { draft, step } = validate(applicationDraftSchema, input, 'input');
    const em = this.ctx.em;
    let row = await em.findOne(ApplicationDraftSchema, { user: userId });
    if (row) Object.assign(row, { draft, step, updatedAt: new Date() });
    else row = em.create(ApplicationDraftSchema, { user: userId, draft, step });
    await em.flush();
    return row;
  }

  async discard(): Promise<boolean> {
    return (await this.ctx.em.nativeDelete(ApplicationDraftSchema, { user: this.userId() })) > 0;
  }
}
