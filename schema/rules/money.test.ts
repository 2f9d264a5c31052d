import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, priceBreakdown, rupeesOf, tdsFor } from './money.js';

const rates = { platformFeePercent: 10, gstRatePercent: 18 };
const tds = { rateWithPanBp: 10, rateWithoutPanBp: 500, exemptionThresholdRupees: 500_000 };

describe('priceBreakdown', () => {
  it('takes the fee and its GST out of the price; the lines sum to the total', () => {
    expect(priceBreakdown({ totalAmount: 2100 }, rates)).toEqual({
      dakshina: 185_220,
      samagri: 0,
      samagriByPandit: false,
      platformFee: 21_000,
      gst: 3_780,
      total: 210_000,
    });
    for (const total of [1, 7, 333, 999, 1001, 5101, 123457])
      for (const pct of [0, 2.5, 7, 12.5]) {
        const b = priceBreakdown({ totalAmount: total, samagriByPandit: true }, { platformFeePercent: pct, gstRatePercent: 18 });
        expect(b.dakshina + b.samagri + b.platformFee + b.gst).toBe(total * 100);
        expect(b.dakshina).toBeGreaterThanOrEqual(0);
        expect(b.samagriByPandit).toBe(true);
      }
  });
});

describe('tdsFor (194-O)', () => {
  it('0.1% with a PAN beyond the threshold, 5% without, nothing for an individual within it', () => {
    expect(tdsFor(100_000, { panOnFile: false, grossBefore: 0 }, tds)).toBe(5_000);
    expect(tdsFor(100_000, { panOnFile: true, grossBefore: 0 }, tds)).toBe(0);
    expect(tdsFor(100_000, { panOnFile: true, grossBefore: 49_950_000 }, tds)).toBe(100);
    expect(tdsFor(100_000, { panOnFile: true, grossBefore: 0 }, { ...tds, exemptionThresholdRupees: 0 })).toBe(100);
  });
});

describe('financial years and numbers', () => {
  it('runs April to March in India time', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
    expect(documentNumber('INV', '2026-27', 1)).toBe('INV/2026-27/000001');
    expect(rupeesOf(118_005)).toBe('1180.05');
    expect(rupeesOf(-5)).toBe('-0.05');
  });
});
