import type { RestRoute } from '../router.js';
import { accountRoutes } from './account.js';
import { adminRoutes } from './admin.js';
import { onboardingRoutes } from './onboarding.js';
import { panditRoutes } from './pandit.js';
import { packageAdminRoutes, packageRoutes } from './package.js';
import { testimonialAdminRoutes, testimonialRoutes } from './testimonial.js';
import { bookingRoutes } from './booking.js';
import { panchangRoutes } from './panchang.js';
import { ceremonyRoutes } from './ceremony.js';
import { documentRoutes } from './documents.js';
import { complaintRoutes } from './complaint.js';
import { privacyRoutes } from './privacy.js';

/**
 * The documented /api routes (spec §7), one file per domain. Order matters where paths overlap:
 * onboarding's /pandits/pending/all must come before pandit's /pandits/:id.
 */
export const REST_ROUTES: RestRoute[] = [
  ...accountRoutes,
  ...adminRoutes,
  ...documentRoutes,
  ...onboardingRoutes,
  ...panditRoutes,
  ...packageRoutes,
  ...packageAdminRoutes,
  ...testimonialRoutes,
  ...testimonialAdminRoutes,
  ...bookingRoutes,
  ...panchangRoutes,
  ...ceremonyRoutes,
  ...complaintRoutes,
  ...privacyRoutes,
];
