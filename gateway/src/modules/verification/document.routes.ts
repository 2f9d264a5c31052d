import type { AppDeps } from '../../context.js';
import { privateFileHandler } from '../media/private-file.js';
import { DocumentService } from './document.service.js';

/** GET /api/documents/:id — a document's image for its pandit or an admin, audited (DocumentService.file). */
export const documentFileHandler = (app: AppDeps) =>
  privateFileHandler(app, (ctx, req) => new DocumentService(ctx).file(String(req.params.id ?? '')));
