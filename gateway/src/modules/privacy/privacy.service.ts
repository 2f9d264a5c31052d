import type { Row as EntityRow } from '../../db/raw.js';
import { RETENTION_DAYS, retentionMs } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { unauthenticated } from '../../errors.js';
import { fieldFailure } from '../../validation.js';
import { SessionSchema } from '../../auth/session.entity.js';
import { UserSchema, type User } from '../account/user.entity.js';

/** Statuses of a booking still to happen: the account cannot be deleted while it has one (decision 0069). */
const ACTIVE_STATUSES = ['pending', 'confirmed'];

type Row = Record<string, unknown>;

/**
 * A person's data (issue #35 item 4, decision 0069): the download of everything about the signed-in account, and a
 * deletion request with its grace. The erasure itself and the other retention rules run in the message worker's
 * periodic job (retention.ts).
 */
export class PrivacyService {
  constructor(private readonly ctx: Context) {}

  private viewer(): EntityRow<User> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    return viewer;
  }

  private rows(sql: string, params: unknown[]): Promise<Row[]> {
    return this.ctx.em.getConnection().execute<Row[]>(sql, params);
  }

  /**
   * Everything about the signed-in account as one document. Columns are named one by one: never a password hash, a
   * token hash, a search text or another person's contact details (a pandit's bookings carry what the pandit already
   * sees: the ceremony's place, notes and sankalp, not the customer's e-mail or phone).
   */
  async myData(now = new Date()): Promise<Row> {
    const viewer = this.viewer();
    const id = viewer.id;
    const [account] = await this.rows(
      `select id, name, email, phone, role, avatar, preferred_language, sms_consent_at, whatsapp_consent_at,
              marketing_consent_at, deletion_requested_at, created_at, updated_at
         from users where id = ?`,
      [id],
    );
    const [pandit] = await this.rows(
      `select id, name, email, phone, whatsapp_number, avatar, bio, specializations, languages, experience, basic_price,
              premium_price, deluxe_price, virtual_basic_price, virtual_premium_price, virtual_deluxe_price,
              virtual_pooja_available, registration_status, rejection_reason, approved, verified, location, state, city,
              photos, created_at, updated_at
         from pandits where user_id = ?`,
      [id],
    );
    const bookingColumns = `b.id, b.date, b.time, b.location, b.notes, b.tier, b.is_virtual, b.total_amount, b.status,
      b.payment_status, b.meeting_link, b.cancellation_reason, b.travellers, b.contact_phone, b.sankalp, b.samagri_by,
      b.created_at, b.updated_at, c.slug as ceremony, pk.name as package`;
    const bookingJoins = `left join ceremonies c on c.id = b.ceremony_id left join packages pk on pk.id = b.package_id`;
    const bookingsAsCustomer = await this.rows(
      `select ${bookingColumns}, p.name as pandit_name from bookings b ${bookingJoins}
         left join pandits p on p.id = b.pandit_id where b.user_id = ? order by b.created_at`,
      [id],
    );
    const bookingsAsPandit = pandit
      ? await this.rows(`select ${bookingColumns} from bookings b ${bookingJoins} where b.pandit_id = ? order by b.created_at`, [
          pandit.id,
        ])
      : [];
    const payments = await this.rows(
      `select pa.id, pa.booking_id, pa.method, pa.amount, pa.reference, pa.status, pa.reason, pa.created_at
         from payments pa join bookings b on b.id = pa.booking_id where b.user_id = ? order by pa.created_at`,
      [id],
    );
    const refunds = await this.rows(
      `select r.id, r.booking_id, r.amount, r.percent, r.rule, r.status, r.reference, r.refunded_at, r.created_at
         from refunds r join bookings b on b.id = r.booking_id where b.user_id = ? order by r.created_at`,
      [id],
    );
    const reviews = await this.rows(
      `select id, booking_id, pandit_id, rating, comment, created_at from reviews where user_id = ? order by created_at`,
      [id],
    );
    const reviewsReceived = pandit
      ? await this.rows(
          `select id, booking_id, rating, comment, created_at from reviews where pandit_id = ? order by created_at`,
          [pandit.id],
        )
      : [];
    const messages = await this.rows(
      `select id, event_type, channel, language, recipient, subject, body_text, status, sent_at, created_at
         from messages where recipient_user_id = ? order by created_at`,
      [id],
    );
    const consents = await this.rows(
      `select kind, granted, wording_version, source, at from consent_log where user_id = ? order by at, id`,
      [id],
    );
    const sessions = await this.rows(
      `select id, kind, created_at, expires_at, revoked_at, revoked_reason from sessions where user_id = ? order by created_at`,
      [id],
    );
    const requests = await this.rows(
      `select id, name, phone, email, ceremony, city, preferred_date, note, created_at, handled_at
         from pandit_requests where user_id = ? order by created_at`,
      [id],
    );
    const [draft] = await this.rows(`select draft, step, updated_at from application_drafts where user_id = ?`, [id]);
    const uploads = await this.rows(
      `select id, content_type, size, created_at from media where owner_id = ? order by created_at`,
      [id],
    );
    return {
      exportedAt: now.toISOString(),
      retentionDays: RETENTION_DAYS,
      account: account ?? null,
      panditApplication: pandit ?? null,
      applicationDraft: draft ?? null,
      bookingsAsCustomer,
      bookingsAsPandit,
      payments,
      refunds,
      reviews,
      reviewsReceived,
      messages,
      consents,
      sessions,
      panditRequests: requests,
      uploads: uploads.map((u) => ({ ...u, url: `/media/${String(u.id)}` })),
    };
  }

  /**
   * Asks for the account's deletion: refused while a booking of the account (as customer or pandit) is pending or
   * confirmed; otherwise recorded with its time, and every session of the account (this one too) ends at once.
   */
  async requestDeletion(now = new Date()): Promise<User> {
    const viewer = this.viewer();
    const [active] = await this.rows(
      `select 1 from bookings b left join pandits p on p.id = b.pandit_id
        where (b.user_id = ? or p.user_id = ?) and b.status in (${ACTIVE_STATUSES.map(() => '?').join(', ')}) limit 1`,
      [viewer.id, viewer.id, ...ACTIVE_STATUSES],
    );
    if (active) throw fieldFailure('deletion', 'privacy.activeBookings');
    const em = this.ctx.em;
    const user = await em.findOneOrFail(UserSchema, { id: viewer.id });
    user.deletionRequestedAt ??= now;
    await em.transactional(async (tx) => {
      await tx.flush();
      await tx.nativeUpdate(SessionSchema, { user: user.id, revokedAt: null }, { revokedAt: now, revokedReason: 'deletion' });
    });
    this.ctx.viewer = user;
    return user;
  }

  /** Cancels the account's deletion request (signed in again within the grace). */
  async cancelDeletion(): Promise<User> {
    const viewer = this.viewer();
    const em = this.ctx.em;
    const user = await em.findOneOrFail(UserSchema, { id: viewer.id });
    user.deletionRequestedAt = null;
    await em.flush();
    this.ctx.viewer = user;
    return user;
  }
}

/** When a deletion request becomes an erasure. */
export const deletionDueAt = (requestedAt: Date | null | undefined): Date | null =>
  requestedAt ? new Date(new Date(requestedAt).getTime() + retentionMs('deletionGrace')) : null;
