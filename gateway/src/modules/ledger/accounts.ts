/**
 * The ledger's accounts (issue #36, decision 0072): one small typed scheme, the only place account names are built.
 *
 * Sign convention: an entry's `amount` is integer paise, positive = a CREDIT to the account, negative = a DEBIT.
 * Every transaction sums to zero. A claim account's balance (the sum of its entries) is what the platform holds for
 * or owes to that party: positive. A cash account's balance (provider:*, bank:*) is negative: the money received
 * through it and not yet sent back out is `-balance` (cashHeld).
 *
 * Claims:
 *   devotee:<userId>               a refund owed to the devotee and not yet sent (normally 0)
 *   pandit:<panditId>:pending      the pandit's share of paid bookings, net of TDS, not yet released
 *   pandit:<panditId>:available    released, payable to the pandit (the payouts module moves pending → available)
 *   payout:clearing                sent to a bank in a payout batch, not yet confirmed paid or failed
 *   platform:fees                  the platform's fee income (exclusive of GST)
 *   platform:trips                 the price of a trip (a package booking, sold by the platform, no pandit), net of fee
 *   tax:gst                        GST collected on the platform's fee, to be paid to the government
 *   tax:tds                        income tax deducted at source under section 194-O, to be deposited
 * Cash:
 *   provider:razorpay              money captured through Razorpay (refunds through Razorpay credit it back)
 *   bank:upi                       UPI transfers an admin verified by their UTR (refunds sent by hand credit it back)
 *   bank:manual                    a booking an admin marked paid by hand, without a payment attempt
 *   bank:payouts                   the bank account payouts leave from (payouts credit it)
 */
export type CashAccount = 'provider:razorpay' | 'bank:upi' | 'bank:manual' | 'bank:payouts';
export type Account =
  | CashAccount
  | `devotee:${string}`
  | `pandit:${string}:pending`
  | `pandit:${string}:available`
  | 'payout:clearing'
  | 'platform:fees'
  | 'platform:trips'
  | 'tax:gst'
  | 'tax:tds';

export const accounts = {
  devotee: (userId: string): Account => `devotee:${userId}`,
  panditPending: (panditId: string): Account => `pandit:${panditId}:pending`,
  panditAvailable: (panditId: string): Account => `pandit:${panditId}:available`,
  payoutClearing: 'payout:clearing',
  fees: 'platform:fees',
  trips: 'platform:trips',
  gst: 'tax:gst',
  tds: 'tax:tds',
  razorpay: 'provider:razorpay',
  upi: 'bank:upi',
  manual: 'bank:manual',
  payouts: 'bank:payouts',
} as const satisfies Record<string, Account | ((id: string) => Account)>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The names the database accepts (the same pattern is the table's check constraint). */
export const ACCOUNT_PATTERN = `^(devotee:${UUID}|pandit:${UUID}:(pending|available)|payout:clearing|platform:(fees|trips)|tax:(gst|tds)|provider:razorpay|bank:(upi|manual|payouts))$`;

export const isAccount = (name: string): name is Account => new RegExp(ACCOUNT_PATTERN).test(name);

/** Whether an account holds cash (its balance is negative while money is held). */
export const isCash = (account: string): account is CashAccount => /^(provider|bank):/.test(account);

/** Money held in a cash account (paise): minus its balance. */
export const cashHeld = (balance: number): number => -balance;

/**
 * What an entry records. One transaction may hold lines of several kinds (a payment's split: payment, share, fee, gst,
 * tds); the transaction's own kind is the one given to `post`.
 */
export const ENTRY_KINDS = [
  'payment', // cash received (debit the cash account)
  'share', // the pandit's share of a payment, net of TDS (credit pandit:<id>:pending; a trip's: platform:trips)
  'fee', // the platform's fee (credit platform:fees)
  'gst', // GST on the fee (credit tax:gst)
  'tds', // TDS under 194-O on the pandit's gross (credit tax:tds)
  'refund', // a refund decided: taken back from the share, fee, GST and TDS, owed to the devotee
  'refund-sent', // the refund sent: leaves the devotee's account and the cash account
  'release', // pending → available (payouts module)
  'payout', // available → payout:clearing (payouts module)
  'payout-paid', // payout:clearing → bank:payouts, the bank confirmed
  'payout-failed', // payout:clearing → available, the bank refused
  'adjustment', // a correction an admin records (a reversing transaction, never an edit)
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
