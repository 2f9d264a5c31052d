/**
 * The rules both sides share: imported by the gateway (which enforces them) and the web (which answers
 * fast with the same verdict). One fact, one place: add a rule here, never a copy in a service or a form.
 */
export * from './errors.js';
export * from './__generated__/contract.js';
export * from './messages.js';
export * from './validate.js';
export * from './common.js';
export * from './common-passwords.js';
export * from './account.js';
export * from './booking.js';
export * from './ceremony.js';
export * from './pandit.js';
export * from './listing.js';
export * from './near.js';
export * from './pandit-request.js';
export * from './documents.js';
export * from './proof.js';
export * from './wire.js';
export * from './journey.js';
export * from './payment.js';
export * from './refund-policy.js';
export * from './ratings.js';
export * from './partner.js';
export * from './panchang.js';
export * from './complaint.js';
export * from './privacy.js';
export * from './payout.js';
export * from './money.js';
