import { releaseBooking } from '../payout/release.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ceremonyProofInputSchema,
  confirmBy,
  startInstant,
  proofTimeFits,
  type BookingRefusalReason,
} from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, notFound } from '../../errors.js';
import { validate } from '../../validation.js';
import { MediaSchema } from '../media/media.entity.js';
import type { Booking } from './booking.entity.js';
import { BookingProofSchema, type BookingProof } from './proof.entity.js';

/** What Booking.proof answers. */
export interface ProofView {
  photos: string[];
  capturedAt: Date | null;
  joinedAt: Date | null;
  submittedAt: Date;
  confirmedAt: Date | null;
  confirmBy: Date;
}

/** Where a proof's photo is served (private: proof.routes.ts). */
export const proofPhotoUrl = (bookingId: string, index: number) => `/api/bookings/${bookingId}/proof/${index}`;

const refused = (reason: BookingRefusalReason, message: string) =>
  new DomainError('VALIDATION_FAILED', message, { reason, fields: { proof: message } });

/** The photos a pandit gives as proof: his own private uploads, with their capture times. */
export interface ProofPhotos {
  ids: string[];
  capturedAt: Array<Date | null>;
}

/**
 * Proof of a ceremony (issue #34 item 4, decision 0071): reading the pandit's evidence before the booking is
 * completed, checking it against the slot inside the completion's transaction, and the customer's confirmation.
 */
export class ProofService {
  constructor(private readonly ctx: Context) {}

  /** The checked input and the photos it names (each a private upload of the viewer's). */
  async evidence(input: unknown): Promise<{ photos: ProofPhotos; joinedAt: Date | null }> {
    const given = validate(ceremonyProofInputSchema, input ?? {}, 'proof');
    const ids = (given.photos ?? []).map((path) => path.slice('/media/'.length));
    const rows = ids.length
      ? await this.ctx.em.find(
          MediaSchema,
          { id: { $in: ids }, owner: this.ctx.viewer!.id, private: true },
          { fields: ['id', 'capturedAt'] },
        )
      : [];
    if (rows.length !== new Set(ids).size) throw refused('PROOF_REQUIRED', 'Upload the photos first.');
    const byId = new Map(rows.map((r) => [r.id, r.capturedAt ?? null]));
    return {
      photos: { ids, capturedAt: ids.map((id) => byId.get(id) ?? null) },
      joinedAt: given.joinedAt ? new Date(given.joinedAt) : null,
    };
  }

  /**
   * Records the proof of a booking being completed (inside its transaction; throws, and so completes nothing, when the
   * proof does not hold): photos for a ceremony in person, photos or the join time for a virtual one, every time at the
   * booking's slot.
   */
  static record(em: EntityManager, booking: Booking, evidence: { photos: ProofPhotos; joinedAt: Date | null }): void {
    const { photos, joinedAt } = evidence;
    if (!photos.ids.length && !(booking.isVirtual && joinedAt))
      throw refused(
        'PROOF_REQUIRED',
        booking.isVirtual
          ? 'Add a photo from the ceremony or the time you joined the meeting.'
          : 'Add at least one photo from the ceremony.',
      );
    const start = startInstant(booking.date, booking.time);
    if (photos.capturedAt.some((at) => at === null))
      throw refused('PROOF_TIME_UNKNOWN', 'A photo does not say when it was taken. Upload one taken with your phone camera.');
    const times = photos.capturedAt as Date[];
    if (times.some((at) => !proofTimeFits(at, start, 'photo')))
      throw refused('PROOF_TIME_MISMATCH', 'A photo was not taken at the time of this ceremony.');
    if (joinedAt && !proofTimeFits(joinedAt, start, 'join'))
      throw refused('PROOF_TIME_MISMATCH', 'The join time is not at the time of this ceremony.');
    em.create(BookingProofSchema, {
      booking: booking.id,
      photos: photos.ids,
      capturedAt: times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null,
      joinedAt,
    } as never);
  }

  /** The customer confirms the ceremony took place, within the window after the proof (again: the first time stays). */
  async confirm(booking: Booking, now = new Date()): Promise<Booking> {
    const proof = await this.ctx.em.findOne(BookingProofSchema, { booking: booking.id });
    if (!proof) throw new DomainError('CONFLICT', 'This ceremony is not marked completed yet.', { reason: 'NOT_COMPLETED' });
    if (!proof.confirmedAt) {
      if (now > confirmBy(proof.submittedAt))
        throw new DomainError('CONFLICT', 'The time to confirm this ceremony has passed.', { reason: 'CONFIRM_WINDOW_PASSED' });
      proof.confirmedAt = now;
      await this.ctx.em.flush();
      // The pandit's share is released at once (issue #36, decision 0073), unless a complaint is open.
      await this.ctx.em.transactional((tx) => releaseBooking(tx, booking.id, 'confirmed', now));
    }
    return booking;
  }

  /** A booking's proof as the API shows it (one statement per request for a list). */
  async of(bookingId: string): Promise<ProofView | null> {
    const proof = await this.ctx.loaders
      .batch<string, BookingProof | null>('booking:proof', async (ids) => {
        const rows = await this.ctx.em.find(BookingProofSchema, { booking: { $in: [...ids] } });
        const byBooking = new Map(rows.map((r) => [(r.booking as unknown as { id: string }).id, r]));
        return ids.map((id) => byBooking.get(id) ?? null);
      })
      .load(bookingId);
    if (!proof) return null;
    return {
      photos: proof.photos.map((_, i) => proofPhotoUrl(bookingId, i)),
      capturedAt: proof.capturedAt ?? null,
      joinedAt: proof.joinedAt ?? null,
      submittedAt: proof.submittedAt,
      confirmedAt: proof.confirmedAt ?? null,
      confirmBy: confirmBy(proof.submittedAt),
    };
  }

  /** A proof photo for the booking's customer, pandit or an admin (BookingService.visible: anyone else, not found). */
  async photo(booking: Booking, index: number): Promise<{ contentType: string; data: Buffer }> {
    const proof = await this.ctx.em.findOne(BookingProofSchema, { booking: booking.id });
    const id = proof?.photos[index];
    const media = id ? await this.ctx.em.findOne(MediaSchema, { id }, { populate: ['data'] }) : null;
    if (!media) throw notFound('Photo');
    return { contentType: media.contentType, data: Buffer.from(media.data as Uint8Array) };
  }
}
