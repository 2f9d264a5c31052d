import type { Request, Response } from 'express';
import type { AppDeps } from '../../context.js';
import { createContext } from '../../context.js';
import { sendError } from '../../http-errors.js';
import { BookingService } from './booking.service.js';
import { ProofService } from './proof.service.js';

/**
 * GET /api/bookings/:id/proof/:n — a ceremony's proof photo for the booking's customer, its pandit or an admin
 * (anyone else: not found); never stored by a browser or a proxy.
 */
export function proofPhotoHandler(app: AppDeps) {
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'private, no-store');
    try {
      const ctx = await createContext(app, req);
      const booking = await new BookingService(ctx).get(String(req.params.id ?? ''));
      const index = Number(req.params.n);
      const photo = await new ProofService(ctx).photo(booking, Number.isInteger(index) ? index : -1);
      res.set({
        'Content-Type': photo.contentType,
        'Content-Length': String(photo.data.byteLength),
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
      res.end(photo.data);
    } catch (e) {
      sendError(res, e);
    }
  };
}
