/** Client copies of the server's slot and price rules, for a quick answer only (the server decides). */
export const TIME_SLOTS = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '16:00', '17:00', '18:00', '19:00'] as const;

export type Tier = 'BASIC' | 'PREMIUM' | 'DELUXE';
export const TIERS: Tier[] = ['BASIC', 'PREMIUM', 'DELUXE'];

export interface Pricing {
  basic: number;
  premium: number;
  deluxe: number;
  virtualBasic?: number | null;
  virtualPremium?: number | null;
  virtualDeluxe?: number | null;
}

/** Tier price; in virtual mode the virtual tier price when set (spec §5). */
export function tierPrice(p: Pricing, tier: Tier, virtual: boolean): number {
  if (virtual) {
    const v = { BASIC: p.virtualBasic, PREMIUM: p.virtualPremium, DELUXE: p.virtualDeluxe }[tier];
    if (v != null) return v;
  }
  return { BASIC: p.basic, PREMIUM: p.premium, DELUXE: p.deluxe }[tier];
}

/** Today's date in India, 'YYYY-MM-DD'. */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether an India date + slot has already begun. */
export function slotBegun(date: string, time: string, now: Date = new Date()): boolean {
  return new Date(`${date}T${time}:00+05:30`).getTime() <= now.getTime();
}

/** Whether the customer may still cancel (24 hours before the start, India time). */
export function canCancel(date: string, time: string, now: Date = new Date()): boolean {
  return new Date(`${date}T${time}:00+05:30`).getTime() - now.getTime() >= 24 * 3600_000;
}

/** A random idempotency key for one booking attempt (kept across retries of that attempt). */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
