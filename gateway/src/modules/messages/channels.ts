import nodemailer, { type Transporter } from 'nodemailer';
import type { MessagesConfig } from '../../config.js';
import { log, maskRecipient } from '../../log.js';
import type { ChannelValue, LanguageValue } from './message.entity.js';

/** One message ready to go out on a channel. */
export interface Outgoing {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  language: LanguageValue;
  /** The event (booking.confirmed...): a text provider picks its template by it. */
  event: string;
  /** A text message's template variables, in order (templates.ts textParams); null for e-mail. */
  params: string[] | null;
}

/**
 * A delivery channel. `send` resolves when the provider accepted the message and throws otherwise (the
 * worker retries with backoff). E-mail is SMTP; SMS and WhatsApp providers plug in behind the same interface.
 */
export interface ChannelAdapter {
  readonly name: string;
  send(message: Outgoing): Promise<void>;
  /** Whether the provider has a template for this event in this language (none: the event sends nothing here). */
  accepts?(event: string, language: LanguageValue): boolean;
  close?(): void;
}

/**
 * E-mail through SMTP (nodemailer), text and HTML; the Message-ID is the message's id, so a mail client can spot a
 * repeat. A send gives up on a relay that stays silent for SMTP_TIMEOUT_MS (to connect, to greet, between two words):
 * within the outbox's lease (MESSAGES_LEASE_MS, 5 minutes), so no other process takes over a message still being
 * sent, and within the shutdown grace, so a SIGTERM waits for the send in flight to end (decision 0049).
 */
export class SmtpAdapter implements ChannelAdapter {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
    timeoutMs = 5000,
  ) {
    this.transport = nodemailer.createTransport(withTimeouts(url, timeoutMs));
  }
  async send(m: Outgoing): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? undefined,
      messageId: `<${m.id}@panditconnect.messages>`,
      headers: { 'Content-Language': m.language },
    });
  }
  close(): void {
    this.transport.close();
  }
}

/** SMTP_URL with the send timeouts above unless it sets its own (nodemailer reads options from the query string). */
function withTimeouts(url: string, ms: number): string {
  const parsed = new URL(url);
  const timeouts = { connectionTimeout: ms, greetingTimeout: ms, socketTimeout: ms };
  for (const [key, ms] of Object.entries(timeouts)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(ms));
  }
  return parsed.toString();
}

/**
 * The log-only adapter: the message is noted in the log instead of being sent (no SMTP_URL; SMS_PROVIDER=log). The
 * log gets the message's id (its text is in the admin console's outbox), never the recipient in full nor the subject
 * (which names people).
 */
export class LogAdapter implements ChannelAdapter {
  constructor(readonly name: string) {}
  async send(m: Outgoing): Promise<void> {
    log.info({ channel: this.name, messageId: m.id, to: maskRecipient(m.to), language: m.language }, 'message (log only)');
  }
}

/**
 * A phone number as the providers want it: the country code and the number, digits only (`919876543210`). A
 * 10-digit Indian mobile number (what the site accepts, optionally with +91 or 0) gets 91 in front.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

/** A provider's template for an event: `<event>.<language>` first, then `<event>`. */
function templateFor(table: Record<string, string>, event: string, language: LanguageValue): string | undefined {
  return table[`${event}.${language}`] ?? table[event];
}

/** Answers on a provider's refusal: the status and the provider's error code, never its text (it may quote the number). */
async function refusal(provider: string, res: Response): Promise<Error> {
  let code: string | undefined;
  try {
    const body = (await res.json()) as { error?: { code?: unknown }; code?: unknown };
    const raw = body?.error?.code ?? body?.code;
    code = typeof raw === 'number' || typeof raw === 'string' ? String(raw).slice(0, 20) : undefined;
  } catch {
    code = undefined;
  }
  return new Error(`${provider} answered ${res.status}${code !== undefined ? ` (code ${code})` : ''}`);
}

/** A provider that stays silent this long fails the attempt (the worker retries it); well within the lease. */
const PROVIDER_TIMEOUT_MS = 30_000;

/**
 * WhatsApp through the WhatsApp Business Cloud API (Meta): `POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages`
 * with `Authorization: Bearer {WHATSAPP_TOKEN}`, a template message (business-initiated messages must be templates)
 * in the recipient's language (`en` or `hi`), the template's body variables in order. The template's name is
 * WHATSAPP_TEMPLATES' entry for the event (`<event>.<lang>` or `<event>`), by default the event's name with
 * underscores (`booking_confirmed`).
 */
export class WhatsAppCloudAdapter implements ChannelAdapter {
  readonly name = 'whatsapp-cloud';
  constructor(private readonly config: MessagesConfig['whatsapp']) {}
  async send(m: Outgoing): Promise<void> {
    const name = templateFor(this.config.templates, m.event, m.language) ?? m.event.replace(/\./g, '_');
    const params = m.params ?? [];
    const res = await fetch(`${this.config.apiUrl}/${this.config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: internationalDigits(m.to),
        type: 'template',
        template: {
          name,
          language: { code: m.language },
          components: params.length ? [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }] : [],
        },
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!res.ok) throw await refusal('WhatsApp Cloud API', res);
    await res.body?.cancel();
  }
}

/**
 * SMS through MSG91's flow API: `POST {SMS_API_URL}/flow` with the `authkey` header and
 * `{ template_id, short_url: "0", recipients: [{ mobiles, var1, var2, ... }] }`. In India every SMS template is
 * registered under DLT: SMS_TEMPLATE_IDS maps each event (`<event>.<lang>` or `<event>`, the Hindi text being a
 * template of its own) to its id; an event without one sends no SMS. MSG91 answers `{ type: "success" }`, or
 * `{ type: "error" }` (sometimes with status 200).
 */
export class Msg91Adapter implements ChannelAdapter {
  readonly name = 'sms-msg91';
  constructor(private readonly config: MessagesConfig['sms']) {}
  accepts(event: string, language: LanguageValue): boolean {
    return templateFor(this.config.templateIds, event, language) !== undefined;
  }
  async send(m: Outgoing): Promise<void> {
    const templateId = templateFor(this.config.templateIds, m.event, m.language);
    if (!templateId) throw new Error(`no SMS template id for ${m.event}`);
    const recipient: Record<string, string> = { mobiles: internationalDigits(m.to) };
    for (const [i, value] of (m.params ?? []).entries()) recipient[`var${i + 1}`] = value;
    const res = await fetch(`${this.config.apiUrl}/flow`, {
      method: 'POST',
      headers: { authkey: this.config.authKey ?? '', 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [recipient] }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!res.ok) throw await refusal('MSG91', res);
    const answer = (await res.json().catch(() => null)) as { type?: string } | null;
    if (answer?.type !== 'success')
      throw new Error(`MSG91 refused the message (${String(answer?.type ?? 'no answer').slice(0, 20)})`);
  }
}

/** The adapters of the configured channels; a channel with no adapter gets no messages. */
export function channelAdapters(config: MessagesConfig): Partial<Record<ChannelValue, ChannelAdapter>> {
  const sms =
    config.smsProvider === 'msg91'
      ? new Msg91Adapter(config.sms)
      : config.smsProvider === 'log'
        ? new LogAdapter('sms-log')
        : null;
  const whatsapp =
    config.whatsappProvider === 'cloud'
      ? new WhatsAppCloudAdapter(config.whatsapp)
      : config.whatsappProvider === 'log'
        ? new LogAdapter('whatsapp-log')
        : null;
  return {
    email: config.smtpUrl ? new SmtpAdapter(config.smtpUrl, config.mailFrom, config.smtpTimeoutMs) : new LogAdapter('email-log'),
    ...(sms ? { sms } : {}),
    ...(whatsapp ? { whatsapp } : {}),
  };
}
