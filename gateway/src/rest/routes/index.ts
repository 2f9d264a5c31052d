import type { RestRoute } from '../router.js';
import { accountRoutes } from './account.js';
import { adminRoutes } from './admin.js';

/** The documented /api routes (spec §7), one file per domain. */
export const REST_ROUTES: RestRoute[] = [...accountRoutes, ...adminRoutes];
