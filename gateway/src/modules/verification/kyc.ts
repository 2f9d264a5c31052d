import { log } from '../../log.js';

/**
 * An e-KYC provider (DigiLocker, a PAN verification API or similar) that checks a document against the issuer's
 * records. Like the messaging channels, the default only logs that no check was made (never the number or the
 * name); a real adapter implements this interface and is chosen by KYC_PROVIDER.
 */
export interface KycProvider {
  readonly name: string;
  /** 'verified', 'mismatch', 'not-found' from a real provider; 'not-checked' from the log-only default. */
  checkPan(pan: string, name: string): Promise<string>;
}

export const logOnlyKyc: KycProvider = {
  name: 'log',
  checkPan() {
    log.info({ kyc: 'log', check: 'pan' }, 'e-KYC not configured: document left for an admin to review');
    return Promise.resolve('not-checked');
  },
};

/** The provider KYC_PROVIDER names ('log' is the only one built in). */
export function kycProvider(name: string): KycProvider {
  if (name === 'log') return logOnlyKyc;
  throw new Error(`KYC_PROVIDER ${name} is not known`);
}
