import { indiaToday } from './booking.js';

/*
 * The price broken down, tax under section 194-O and invoice numbers (issue #36, decision 0072): the one computation
 * the server (the Razorpay order, the UPI amount, the ledger, the invoice) and the browser (the booking dialog, the
 * pay screen, the receipt) share. Amounts are integer paise unless a name says rupees.
 */

/** The platform's fee and the GST on it, as configuration gives them (PLATFORM_FEE_PERCENT, GST_RATE_PERCENT). */
export interface FeeRates {
  platformFeePercent: number;
  gstRatePercent: number;
}

export interface PriceBreakdown {
  /** The pandit's dakshina (an exempt religious service), in paise. */
  dakshina: number;
  /** The samagri when the pandit brings it, priced separately (0: no separate price; it is in the dakshina). */
  samagri: number;
  /** Whether the pandit brings the samagri (the booking's samagriBy). */
  samagriByPandit: boolean;
  /** The platform's fee, without GST. */
  platformFee: number;
  /** GST on the platform's fee. */
  gst: number;
  /** What the devotee pays: dakshina + samagri + platform fee + GST, the booking's totalAmount in paise. */
  total: number;
}

/**
 * The price of a booking broken down. The devotee pays the price he was shown from the first screen (the booking's
 * totalAmount, whole rupees); the platform's fee is a percentage of it and the GST on the fee is added to the fee, both
 * taken out of it, the rest is the pandit's. So no fee appears for the first time at payment, and the sum of the lines
 * is the total to the paisa by construction (the dakshina takes the rounding).
 */
export function priceBreakdown(
  input: { totalAmount: number; samagriByPandit?: boolean; samagriAmount?: number },
  rates: FeeRates,
): PriceBreakdown {
  const total = Math.round(input.totalAmount * 100);
  const platformFee = Math.round((total * rates.platformFeePercent) / 100);
  const gst = Math.round((platformFee * rates.gstRatePercent) / 100);
  const samagri = Math.max(0, Math.min(Math.round((input.samagriAmount ?? 0) * 100), total - platformFee - gst));
  return {
    dakshina: total - platformFee - gst - samagri,
    samagri,
    samagriByPandit: Boolean(input.samagriByPandit),
    platformFee,
    gst,
    total,
  };
}

/** The pandit's gross for TDS under 194-O: what the e-commerce operator collected for his services and goods. */
export const panditGross = (b: PriceBreakdown): number => b.dakshina + b.samagri;

/**
 * Section 194-O of the Income-tax Act, as amended by the Finance (No. 2) Act 2024 (in force from 1 October 2024): the
 * e-commerce operator deducts 0.1% of the gross amount of sales or services of an e-commerce participant (206AA:
 * 5% when he gave no PAN or Aadhaar); an individual or HUF participant who gave his PAN or Aadhaar and whose gross
 * through the operator in the financial year does not exceed ₹5,00,000 is exempt (194-O(4)). Configuration gives the
 * numbers (TDS_194O_*); this is the computation.
 */
export interface TdsRules {
  /** Basis points (1/100 of a percent): 10 = 0.1%. */
  rateWithPanBp: number;
  /** Basis points without a PAN or Aadhaar: 500 = 5%. */
  rateWithoutPanBp: number;
  /** The individual's exemption threshold in rupees per financial year (500000); 0 turns the exemption off. */
  exemptionThresholdRupees: number;
}

/**
 * TDS in paise on `gross` paise: `grossBefore` is the pandit's gross already credited in the same financial year.
 * Exempt while an individual with a PAN stays within the threshold including this booking.
 */
export function tdsFor(gross: number, p: { panOnFile: boolean; grossBefore: number }, rules: TdsRules): number {
  if (gross <= 0) return 0;
  if (p.panOnFile && rules.exemptionThresholdRupees > 0 && p.grossBefore + gross <= rules.exemptionThresholdRupees * 100)
    return 0;
  const bp = p.panOnFile ? rules.rateWithPanBp : rules.rateWithoutPanBp;
  return Math.round((gross * bp) / 10_000);
}

/** India's financial year (April to March) of an instant, as '2026-27'. */
export function financialYearOf(at: Date = new Date()): string {
  const [y = 0, m = 0] = indiaToday(at).split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last India dates of a financial year '2026-27'. */
export function financialYearDates(fy: string): { from: string; to: string } {
  const start = Number(fy.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

export const FINANCIAL_YEAR_PATTERN = /^\d{4}-\d{2}$/;

/** A tax invoice's or credit note's number: 'INV/2026-27/000001', 'CN/2026-27/000001'. */
export function documentNumber(series: 'INV' | 'CN', fy: string, seq: number): string {
  return `${series}/${fy}/${String(seq).padStart(6, '0')}`;
}

/** Paise as rupees with two decimals ('1180.00'), for CSV files and invoices. */
export const rupeesOf = (paise: number): string => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
