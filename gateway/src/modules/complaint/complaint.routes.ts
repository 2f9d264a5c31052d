import type { AppDeps } from '../../context.js';
import { privateFileHandler } from '../media/private-file.js';
import { ComplaintService } from './complaint.service.js';

/**
 * GET /api/complaints/:id/attachments/:mediaId — an image of a complaint for the booking's customer, its pandit or an
 * admin (anyone else: not found), each read audited (ComplaintService.attachment).
 */
export const complaintAttachmentHandler = (app: AppDeps) =>
  privateFileHandler(app, (ctx, req) =>
    new ComplaintService(ctx).attachment(String(req.params.id ?? ''), String(req.params.mediaId ?? '')),
  );
