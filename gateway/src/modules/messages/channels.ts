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

/** E-mail through SMTP (nodemailer), text and HTML; the Message-ID is the message's id, so a mail client can spot a repeat. */
export class SmtpAdapter implements ChannelAdapter {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
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

/** The log-only adapter: the message is written to the log instead of being sent (no SMTP_URL; SMS_PROVIDER=log). */
export class LogAdapter implements ChannelAdapter {
  constructor(readonly name: string) {}
  async send(m: Outgoing): Promise<void> {
    log.info({ channel: this.name, messageId: m.id, to: m.to, subject: m.subject, language: m.language }, 'message (log only)');
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
