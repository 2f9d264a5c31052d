/** Spec §2 admin menu, in order (`/admin?tab=<key>`; the browser's accessibility test visits each). */
export const ADMIN_TABS = [
  'overview',
  'pandits',
  'approvals',
  'packages',
  'ceremonies',
  'bookings',
  'payments',
  'payouts',
  'support',
  'users',
  'testimonials',
  'about',
  'data',
  'messages',
  'apikeys',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
