import type { AppDeps } from '../../context.js';
import { privateFileHandler } from '../media/private-file.js';
import { BookingService } from './booking.service.js';
import { ProofService } from './proof.service.js';

/**
 * GET /api/bookings/:id/proof/:n — a ceremony's proof photo for the booking's customer, its pandit or an admin
 * (anyone else: not found).
 */
export const proofPhotoHandler = (app: AppDeps) =>
  privateFileHandler(app, async (ctx, req) => {
    const booking = await new BookingService(ctx).get(String(req.params.id ?? ''));
    const index = Number(req.params.n);
    return new ProofService(ctx).photo(booking, Number.isInteger(index) ? index : -1);
  });
