import nodemailer, { type Transporter } from 'nodemailer';
import type { MessagesConfig } from '../../config.js';
import { log } from '../../log.js';
import type { ChannelValue, LanguageValue } from './message.entity.js';

/** One message ready to go out on a channel. */
export interface Outgoing {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  language: LanguageValue;
}

/**
 * A delivery channel. `send` resolves when the provider accepted the message and throws otherwise (the
 * worker retries with backoff). E-mail is SMTP; SMS and WhatsApp providers plug in behind the same interface.
 */
export interface ChannelAdapter {
  readonly name: string;
  send(message: Outgoing): Promise<void>;
  close?(): void;
}

/**
 * E-mail through SMTP (nodemailer), text and HTML; the Message-ID is the message's id, so a mail client can spot a
 * repeat. A send gives up on a relay that stays silent (20 s to connect or greet, 60 s without a word): well within
 * the outbox's lease (MESSAGES_LEASE_MS, 5 minutes), so no other process takes over a message still being sent.
 */
export class SmtpAdapter implements ChannelAdapter {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(withTimeouts(url));
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
function withTimeouts(url: string): string {
  const parsed = new URL(url);
  const timeouts = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
  for (const [key, ms] of Object.entries(timeouts)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(ms));
  }
  return parsed.toString();
}

/**
 * A recipient as the log may show it: a phone number's last 3 digits (`*******210`), an e-mail address's first
 * letter and domain (`d***@example.in`). Enough to tell messages apart, not to reach anyone.
 */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  const digits = to.replace(/\D/g, '');
  return digits.length > 3 ? `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}` : '***';
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

/** The adapters of the configured channels; a channel with no adapter gets no messages. */
export function channelAdapters(config: MessagesConfig): Partial<Record<ChannelValue, ChannelAdapter>> {
  return {
    email: config.smtpUrl ? new SmtpAdapter(config.smtpUrl, config.mailFrom) : new LogAdapter('email-log'),
    ...(config.smsProvider === 'log' ? { sms: new LogAdapter('sms-log') } : {}),
    ...(config.whatsappProvider === 'log' ? { whatsapp: new LogAdapter('whatsapp-log') } : {}),
  };
}
