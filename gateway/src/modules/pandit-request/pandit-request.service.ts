import { randomUUID } from 'node:crypto';
import { isUuid, panditRequestInputSchema } from '@marketplace/schema/rules';
import type { PanditRequestInput } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { notFound } from '../../errors.js';
import { clientAddress, consume } from '../../limits/rate-limits.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { validate } from '../../validation.js';
import { audit } from '../admin/audit.service.js';
import { recordEvent } from '../messages/events.js';
import { PanditRequestSchema, type PanditRequest } from './pandit-request.entity.js';

export type PanditRequestStatus = 'NEW' | 'HANDLED';
export const statusOf = (r: Pick<PanditRequest, 'handledAt'>): PanditRequestStatus => (r.handledAt ? 'HANDLED' : 'NEW');

/** "Find me a pandit": anyone leaves a request (rate limited per address); admins list them and mark them handled. */
export class PanditRequestService {
  constructor(private readonly ctx: Context) {}

  /**
   * Stores the request and, in the same transaction, its event: every admin is e-mailed (in the admin's language) and
   * the person, when they gave an e-mail, is sent an acknowledgement in the language of the page they sent it from.
   */
  async create(input: PanditRequestInput): Promise<true> {
    const values = validate(panditRequestInputSchema, input);
    await consume(this.ctx, [{ name: 'panditRequestAddress', key: clientAddress() }]);
    const id = randomUUID();
    this.ctx.em.create(PanditRequestSchema, { ...values, id, user: this.ctx.viewer?.id ?? null } as never);
    const language = input.language === 'HI' ? 'hi' : 'en';
    recordEvent(this.ctx.em, { type: 'panditRequest.received', data: { requestId: id, language } });
    await this.ctx.em.flush();
    return true;
  }

  async list(status: PanditRequestStatus | null | undefined, page: PageArgs | null | undefined) {
    const { offset, limit, page: p } = pageOf(page, 20);
    const where = status === 'NEW' ? { handledAt: null } : status === 'HANDLED' ? { handledAt: { $ne: null } } : {};
    const [items, totalCount] = await this.ctx.em.findAndCount(PanditRequestSchema, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit,
      offset,
    });
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }

  /** Marks a request handled (once: a second call keeps the first time), in the audit trail. */
  async markHandled(id: string): Promise<PanditRequest> {
    const request = isUuid(id) ? await this.ctx.em.findOne(PanditRequestSchema, { id }) : null;
    if (!request) throw notFound('Request');
    if (!request.handledAt) {
      request.handledAt = new Date();
      audit(this.ctx, this.ctx.em, 'panditRequest.handled', 'PanditRequest', id, {
        status: { before: 'new', after: 'handled' },
      });
      await this.ctx.em.flush();
    }
    return request;
  }
}
