import { availabilityInputSchema, normalizeAvailability } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, unauthenticated } from '../../errors.js';
import { validate } from '../../validation.js';
import type { SetAvailabilityInput } from '../../__generated__/resolvers-types.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';

/** A pandit's weekly hours and blocked dates, which the booking dialog and createBooking honour. */
export class AvailabilityService {
  constructor(private readonly ctx: Context) {}

  async setMine(input: SetAvailabilityInput): Promise<Pandit> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const pandit = await this.ctx.em.findOne(PanditSchema, { user: viewer.id });
    if (!pandit) throw new DomainError('FORBIDDEN', 'Only a pandit can set availability.');
    pandit.availability = normalizeAvailability(validate(availabilityInputSchema, input));
    await this.ctx.em.flush();
    return pandit;
  }
}
