/**
 * The rules both sides share: imported by the gateway (which enforces them) and the web (which answers
 * fast with the same verdict). One fact, one place: add a rule here, never a copy in a service or a form.
 */
export * from './errors.js';
export * from './__generated__/contract.js';
