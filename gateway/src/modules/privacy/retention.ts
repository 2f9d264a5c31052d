import type { EntityManager } from '@mikro-orm/postgresql';
import { CONSENT_KINDS, retentionMs } from '@marketplace/schema/rules';
import { log } from '../../log.js';
import { UserSchema } from '../account/user.entity.js';
import { mediaIdOf } from '../media/media.entity.js';
import { changeConsents } from './consent.js';

/*
 * The retention job (issue #35 item 4, decision 0069), a periodic job of the message worker (app.ts: worker.also):
 *   - accounts whose deletion grace has passed are erased (eraseAccount);
 *   - ended sessions (expired or revoked, with their refresh tokens) and ended reset links are removed;
 *   - a declined pandit application's photos and identity documents (the rows and their private images) are removed
 *     RETENTION_DAYS.declinedApplication days after the decision;
 *   - a delivered message's subject and bodies are emptied RETENTION_DAYS.messageBody days after it was sent.
 * Every period comes from schema/rules/privacy.ts, the table the privacy notice shows.
 */

/** Accounts erased per run (the rest wait for the next run). */
const ERASE_BATCH = 20;
/** The name an erased account (and its pandit profile) shows. */
export const ERASED_NAME = 'Deleted account';

type Sql = (q: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;
/** A uuid[] parameter as PostgreSQL's array text (the ORM's connection expands a JS array into a list). */
const uuids = (ids: string[]) => `{${ids.join(',')}}`;
/** `array[?, ?]` for values bound one by one. */
const arrayOf = (values: unknown[]) => `array[${values.map(() => '?').join(', ') || 'null'}]::text[]`;
const sqlOf =
  (em: EntityManager): Sql =>
  (q, params = []) =>
    em.getConnection().execute(q, params);

export async function runRetention(em: EntityManager, now: Date): Promise<void> {
  const sql = sqlOf(em);
  const due = new Date(now.getTime() - retentionMs('deletionGrace'));
  const users = await sql(
    `select id from users where deletion_requested_at is not null and deletion_requested_at <= ? and erased_at is null
      order by deletion_requested_at limit ${ERASE_BATCH}`,
    [due],
  );
  for (const { id } of users) await eraseAccount(em.fork(), id as string, now);

  const ended = new Date(now.getTime() - retentionMs('endedToken'));
  await sql(`delete from sessions where expires_at < ? or (revoked_at is not null and revoked_at < ?)`, [ended, ended]);
  await sql(`delete from password_resets where expires_at < ? or (used_at is not null and used_at < ?)`, [ended, ended]);

  const declined = new Date(now.getTime() - retentionMs('declinedApplication'));
  const stale = await sql(
    `select id, avatar, photos from pandits p where registration_status = 'rejected' and updated_at < ?
        and (avatar is not null or cardinality(photos) > 0 or exists (select 1 from pandit_documents d where d.pandit_id = p.id))`,
    [declined],
  );
  for (const row of stale) {
    await removeMedia(sql, [row.avatar as string | null, ...((row.photos as string[] | null) ?? [])]);
    await sql(`update pandits set avatar = null, photos = '{}' where id = ?`, [row.id]);
    const documents = await sql(`delete from pandit_documents where pandit_id = ? returning media_id`, [row.id]);
    await removeMediaIds(
      sql,
      documents.map((d) => d.media_id as string | null),
    );
  }

  const old = new Date(now.getTime() - retentionMs('messageBody'));
  await sql(
    `update messages set subject = '', body_text = '', body_html = null, params = null
      where status = 'sent' and sent_at < ? and (body_text <> '' or subject <> '')`,
    [old],
  );
  if (users.length || stale.length) log.info({ erased: users.length, declinedApplications: stale.length }, 'retention: done');
}

/** Deletes stored images by their /media/<id> addresses (other addresses are left: they are not ours). */
function removeMedia(sql: Sql, urls: Array<string | null | undefined>): Promise<void> {
  return removeMediaIds(sql, urls.map(mediaIdOf));
}
/** Deletes stored images by id (nulls skipped). */
async function removeMediaIds(sql: Sql, ids: Array<string | null>): Promise<void> {
  const present = ids.filter((id): id is string => Boolean(id));
  if (present.length) await sql(`delete from media where id = any(?::uuid[])`, [uuids(present)]);
}

/**
 * Erases an account in one transaction. Kept, without name, e-mail and phone: the bookings' amounts and statuses,
 * payments and refunds (the law's records), the reviews' ratings and comments (shown as ERASED_NAME's). Erased: the
 * account's name, e-mail, phone, photo and password; its bookings' address, notes, sankalp and contact phone; its
 * pandit profile's contact details, photos and biography; its uploads, requests, drafts, sessions and reset links; the
 * texts of every message to it or about its bookings; its name in the audit and status history; its rate-limit keys.
 */
export async function eraseAccount(em: EntityManager, userId: string, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const sql = sqlOf(tx);
    const user = await tx.findOne(UserSchema, { id: userId }, { populate: ['passwordHash'] });
    if (!user || user.erasedAt) return;
    const { name, email, phone } = user;
    // The withdrawals go to the consent log like any other.
    changeConsents(tx, user, Object.fromEntries(CONSENT_KINDS.map((k) => [k, false])), 'erasure', now);
    user.name = ERASED_NAME;
    user.email = `erased-${user.id}@erased.invalid`;
    user.phone = null;
    user.avatar = null;
    user.passwordHash = '!erased';
    user.erasedAt = now;
    await tx.flush();

    const [pandit] = await sql(`select id, avatar, photos from pandits where user_id = ?`, [userId]);
    const panditId = (pandit?.id as string | undefined) ?? null;
    const bookingIds = (
      await sql(`select id from bookings where user_id = ? or (?::uuid is not null and pandit_id = ?::uuid)`, [
        userId,
        panditId,
        panditId,
      ])
    ).map((r) => r.id as string);

    await sql(
      `update bookings set location = '', notes = '', sankalp = null, contact_phone = null, cancellation_reason = null
        where user_id = ?`,
      [userId],
    );
    if (pandit) {
      await removeMedia(sql, [pandit.avatar as string | null, ...((pandit.photos as string[] | null) ?? [])]);
      await sql(
        `update pandits set name = ?, email = '', phone = '', whatsapp_number = null, avatar = null, photos = '{}', bio = '',
            location = '', rejection_reason = null, search_text = '', approved = false, verified = false,
            registration_status = 'rejected'
          where id = ?`,
        [ERASED_NAME, pandit.id],
      );
    }
    await sql(`delete from media where owner_id = ?`, [userId]);
    // A "find me a pandit" request's e-mails (to admins, and its acknowledgement) quote the person: emptied with it.
    const requestIds = (await sql(`select id from pandit_requests where user_id = ?`, [userId])).map((r) => String(r.id));
    if (requestIds.length)
      await sql(
        `update messages m set subject = '', body_text = '', body_html = null, params = null
           from message_events e
          where e.id = m.event_id and e.data->>'requestId' = any(?::text[])`,
        [uuids(requestIds)],
      );
    await sql(`update message_events set data = null where data->>'requestId' = any(?::text[])`, [uuids(requestIds)]);
    await sql(`delete from pandit_requests where user_id = ?`, [userId]);
    await sql(`delete from application_drafts where user_id = ?`, [userId]);
    await sql(`delete from sessions where user_id = ?`, [userId]);
    await sql(`delete from password_resets where user_id = ?`, [userId]);
    await sql(
      `update messages m set subject = '', body_text = '', body_html = null, params = null,
              recipient = case when m.recipient_user_id = ? then 'erased' else m.recipient end
         from message_events e
        where e.id = m.event_id and (m.recipient_user_id = ? or e.user_id = ? or e.booking_id = any(?::uuid[]))`,
      [userId, userId, userId, uuids(bookingIds)],
    );
    await sql(`update message_events set data = null where user_id = ? or booking_id = any(?::uuid[])`, [
      userId,
      uuids(bookingIds),
    ]);
    await sql(`update booking_status_history set actor_name = null where actor_id = ?`, [userId]);
    // The audit log keeps what was done, not to whom by name: the changes that quote the person are emptied.
    const quoted = [name, email, phone].filter((v): v is string => Boolean(v)).map((v) => `%${v}%`);
    await sql(
      `update audit_log set actor_name = case when actor_id = ? then null else actor_name end,
              changes = case when changes::text like any(${arrayOf(quoted)}) then '{}'::jsonb else changes end
        where actor_id = ? or changes::text like any(${arrayOf(quoted)})`,
      [userId, ...quoted, userId, ...quoted],
    );
    await sql(`delete from rate_limits where key like any(${arrayOf(quoted)})`, quoted);
    // The pandit left the directory: public answers cached by any process are recomputed (db/public-data.ts).
    if (pandit) await sql(`select nextval('public_answer_version')`);
  });
}

/** How often the retention job runs. */
export const RETENTION_EVERY_MS = 3600_000;

/** Registers the retention job on a message worker (app.ts; tests register it on their own worker). */
export const registerRetention = <W extends { also(name: string, everyMs: number, run: typeof runRetention): W }>(worker: W): W =>
  worker.also('retention', RETENTION_EVERY_MS, runRetention);
