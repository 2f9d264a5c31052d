import type { Context } from '../../context.js';
import { DomainError, unauthenticated, validationError } from '../../errors.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';
import { normalizeAvailability } from './booking.rules.js';

export interface SetAvailabilityArgs {
  weeklyHours: ReadonlyArray<{ weekday: number; slots: readonly string[] }>;
  blockedDates: readonly string[];
}

/** A pandit's weekly hours and blocked dates, which the booking dialog and createBooking honour. */
export class AvailabilityService {
  constructor(private readonly ctx: Context) {}

  async setMine(input: SetAvailabilityArgs): Promise<Pandit> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const pandit = await this.ctx.em.findOne(PanditSchema, { user: viewer.id });
    if (!pandit) throw new DomainError('FORBIDDEN', 'Only a pandit can set availability.');
    const { value, errors } = normalizeAvailability(input.weeklyHours, input.blockedDates);
    if (Object.keys(errors).length) throw validationError(errors);
    pandit.availability = value;
    await this.ctx.em.flush();
    return pandit;
  }
}
