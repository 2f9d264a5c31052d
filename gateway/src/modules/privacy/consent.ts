import type { EntityManager } from '@mikro-orm/postgresql';
import { CONSENT_VERSION, type ConsentKind } from '@marketplace/schema/rules';
import type { User } from '../account/user.entity.js';
import { ConsentRecordSchema, type ConsentSource } from './consent.entity.js';

/** The account's consent fields, by kind. */
export const CONSENT_FIELDS = {
  marketing: 'marketingConsentAt',
  sms: 'smsConsentAt',
  whatsapp: 'whatsappConsentAt',
} as const satisfies Record<ConsentKind, keyof User>;

/**
 * Sets the account's consents (true: given, its first time kept; false: withdrawn; absent: unchanged) and appends one
 * consent-log row per actual change, with the wording version the forms show now. Persisted on `em` (the caller
 * flushes): the account and its log commit together. Answers the kinds withdrawn.
 */
export function changeConsents(
  em: EntityManager,
  user: User,
  wanted: Partial<Record<ConsentKind, boolean | null | undefined>>,
  source: ConsentSource,
  now = new Date(),
): ConsentKind[] {
  const withdrawn: ConsentKind[] = [];
  for (const kind of Object.keys(CONSENT_FIELDS) as ConsentKind[]) {
    const want = wanted[kind];
    if (want !== true && want !== false) continue;
    const field = CONSENT_FIELDS[kind];
    const had = user[field] != null;
    if (want === had) continue;
    user[field] = want ? now : null;
    if (!want) withdrawn.push(kind);
    em.persist(
      em.create(ConsentRecordSchema, { user, kind, granted: want, wordingVersion: CONSENT_VERSION[kind], source, at: now }),
    );
  }
  return withdrawn;
}
