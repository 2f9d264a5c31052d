import { log } from '../../log.js';
import type { PayoutAccountValues } from '@marketplace/schema/rules';

/**
 * A penny-drop provider: sends ₹1 to the account and compares the name the bank returns with the holder's. Like the
 * e-KYC provider (verification/kyc.ts), the default only logs that no check was made (never the number, the IFSC or
 * the name); a real adapter implements this interface and is chosen by PAYOUT_VERIFY_PROVIDER.
 */
export interface PayoutVerifyProvider {
  readonly name: string;
  /** 'verified', 'mismatch' or 'failed' from a real provider; 'not-checked' from the log-only default. */
  verify(account: PayoutAccountValues): Promise<'verified' | 'mismatch' | 'failed' | 'not-checked'>;
}

export const logOnlyPayoutVerify: PayoutVerifyProvider = {
  name: 'log',
  verify(account) {
    log.info(
      { payoutVerify: 'log', kind: account.kind },
      'payout account verification not configured: account left for an admin to verify',
    );
    return Promise.resolve('not-checked');
  },
};

/** The provider PAYOUT_VERIFY_PROVIDER names ('log' is the only one built in). */
export function payoutVerifyProvider(name: string): PayoutVerifyProvider {
  if (name === 'log') return logOnlyPayoutVerify;
  throw new Error(`PAYOUT_VERIFY_PROVIDER ${name} is not known`);
}
