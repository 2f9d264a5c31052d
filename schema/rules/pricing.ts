import type { PriceTier } from './__generated__/contract.js';

/*
 * Prices by tier, kept apart from the input rules (no zod here), so the profile page can order its tiers without
 * loading every schema (booking.ts re-exports them).
 */

/** A pandit's prices as the API shows them (`Pandit.pricing`), integer rupees. */
export interface PricingValues {
  basic: number;
  premium: number;
  deluxe: number;
  virtualBasic?: number | null;
  virtualPremium?: number | null;
  virtualDeluxe?: number | null;
}

/** The tier price in integer rupees; in virtual mode the virtual tier price when the pandit set one (spec §5). */
export function priceFor(pricing: PricingValues, tier: PriceTier | Lowercase<PriceTier>, virtual: boolean): number {
  const t = tier.toLowerCase() as Lowercase<PriceTier>;
  if (virtual) {
    const v = { basic: pricing.virtualBasic, premium: pricing.virtualPremium, deluxe: pricing.virtualDeluxe }[t];
    if (v != null) return v;
  }
  return pricing[t];
}

/** A pandit's own prices for one ceremony (`PanditCeremony`); null: his tier prices apply. */
export interface CeremonyPriceValues {
  price?: number | null;
  virtualPrice?: number | null;
}

/**
 * A pandit's price for a ceremony in a tier (issue #33): his ceremony price (the virtual one in virtual mode) when set,
 * plus the tier's surcharge over his Basic in the same mode; without a ceremony price, the tier price. The server
 * writes it on the booking; the booking dialog and the ceremony pages show the same number.
 */
export function ceremonyPriceFor(
  pricing: PricingValues,
  ceremony: CeremonyPriceValues | null | undefined,
  tier: PriceTier | Lowercase<PriceTier>,
  virtual: boolean,
): number {
  const own = virtual ? ceremony?.virtualPrice : ceremony?.price;
  const tierPrice = priceFor(pricing, tier, virtual);
  if (own == null) return tierPrice;
  return own + Math.max(0, tierPrice - priceFor(pricing, 'basic', virtual));
}

/** The tiers in the order they are listed when prices tie: Basic, Premium, Deluxe. */
export const PRICE_TIERS = ['BASIC', 'PREMIUM', 'DELUXE'] as const satisfies readonly PriceTier[];

/**
 * The tiers cheapest first, by the price the customer would pay (virtual or in person): the booking dialog and the
 * profile list them so (issue #37: never alphabetically, which put Deluxe before Premium). Ties keep PRICE_TIERS.
 */
export function tiersByPrice(pricing: PricingValues, virtual: boolean): PriceTier[] {
  return [...PRICE_TIERS].sort((a, b) => priceFor(pricing, a, virtual) - priceFor(pricing, b, virtual));
}

/**
 * A trip's total (integer rupees): a package's price for each traveller, or once for the whole group (issue #37;
 * decision 0056). The server writes it on the booking; the booking dialog shows the same sum before confirming.
 */
export function packageTotal(pkg: { price: number; pricePerPerson: boolean }, travellers: number): number {
  return pkg.pricePerPerson ? pkg.price * travellers : pkg.price;
}

/** What a tier includes in the pandit's words (`Pandit.tierIncludes`): English, and Hindi when he wrote it. */
export interface TierTextValues {
  en: string;
  hi?: string | null;
}

/** Each tier's text as stored and shown (`Pandit.tierIncludes`); a tier he did not describe is missing. */
export type TierIncludes = Partial<Record<Lowercase<PriceTier>, TierTextValues>>;

/**
 * A tier's text in the reader's language: the Hindi one for Hindi, else the English one (issue #37). The server's
 * `TierText.text` and the booking dialog and profile read it so; without any text they show the usual default.
 */
export function tierTextIn(texts: TierTextValues, language: string): string {
  return (language.toLowerCase().startsWith('hi') && texts.hi) || texts.en;
}

/** A tier's text in the reader's language (tierTextIn), or null when the pandit did not describe that tier. */
export function tierTextOf(
  includes: { [tier in Lowercase<PriceTier>]?: TierTextValues | null } | null | undefined,
  tier: PriceTier | Lowercase<PriceTier>,
  language: string,
): string | null {
  const texts = includes?.[tier.toLowerCase() as Lowercase<PriceTier>];
  return texts ? tierTextIn(texts, language) : null;
}
