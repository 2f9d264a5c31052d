import { Router } from 'express';
import { createContext, type AppDeps, type Context } from '../context.js';
import { DomainError } from '../errors.js';
import { sendError } from '../http-errors.js';
import { toWire } from '../rest/router.js';
import { csrfSafe, Sessions } from './sessions.js';

/**
 * `POST /api/auth/refresh`: the refresh cookie in, a new access token (`data.token`, `data.expiresIn` seconds,
 * `data.user`) and a rotated cookie out (`__Host-pc_refresh` over HTTPS, `pc_refresh` at Path=/api/auth over plain
 * HTTP to loopback: auth/sessions.ts). Not a GraphQL operation: GraphQL never issues a token from the cookie.
 * Mounted before the public-answer cache, so a refresh does not count as a write of public data.
 */
export function sessionRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/auth/refresh', async (req, res) => {
    let ctx: Context | undefined;
    try {
      if (!csrfSafe(req)) {
        throw new DomainError(
          'BAD_REQUEST',
          'Send this request with Content-Type: application/json or an X-Requested-With header.',
        );
      }
      ctx = await createContext(deps, req);
      const { token, expiresIn, user } = await new Sessions(ctx).refresh();
      res.setHeader('Cache-Control', 'no-store');
      const { id, name, email, phone, role, avatar, createdAt } = user;
      res.json({ success: true, data: { token, expiresIn, user: toWire({ id, name, email, phone, role, avatar, createdAt }) } });
    } catch (e) {
      sendError(res, e, ctx?.requestId);
    }
  });
  return router;
}
