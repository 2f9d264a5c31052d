import { hmacSha256HexMatches, secretMatches } from '../../http/webhook-signature.js';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sendError } from '../../http-errors.js';
import { log } from '../../log.js';
import { changeConsents } from '../privacy/consent.js';
import { UserSchema } from '../account/user.entity.js';
import { withdrawQueued } from './messages.service.js';

export const WHATSAPP_WEBHOOK_PATH = '/api/messages/whatsapp/webhook';
export const SMS_WEBHOOK_PATH = '/api/messages/sms/inbound';

/**
 * The words that withdraw consent (STOP honoured, issue #37; decision 0058): the usual English keywords and their
 * Hindi equivalents, alone in the message, any case, surrounding spaces and punctuation ignored.
 */
const STOP_WORDS = new Set(['stop', 'stop all', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'रुकें', 'रोकें', 'बंद', 'बंद करें']);
export const isStop = (text: string) =>
  STOP_WORDS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[\s.!।]+$/u, '')
      .replace(/\s+/g, ' '),
  );

/** The Cloud API's webhook body, as far as it is read (developers.facebook.com/docs/whatsapp/cloud-api/webhooks). */
interface CloudWebhook {
  object?: string;
  entry?: Array<{
    changes?: Array<{
      field?: string;
      value?: { messages?: Array<{ from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }> };
    }>;
  }>;
}

/** Senders (digits with the country code, as the Cloud API writes them) of the body's messages that say STOP. */
export function stopSenders(body: CloudWebhook): string[] {
  const out = new Set<string>();
  for (const entry of body.entry ?? [])
    for (const change of entry.changes ?? []) {
      if (change.field !== 'messages') continue;
      for (const m of change.value?.messages ?? []) {
        const text = m.type === 'text' ? m.text?.body : m.type === 'button' ? m.button?.text : undefined;
        if (m.from && /^\d{8,15}$/.test(m.from) && typeof text === 'string' && isStop(text)) out.add(m.from);
      }
    }
  return [...out];
}

/** The stored forms of a sender's number: an Indian mobile is stored as its 10 digits (the site's phone rule). */
const storedForms = (from: string) => (from.length === 12 && from.startsWith('91') ? [from.slice(2), from] : [from]);

/**
 * Clears the channel's consent of every account with one of these numbers (digits with the country code) and withdraws
 * its queued messages on that channel, in one transaction, as the profile's switch does; the other channel is left as
 * it is. Answers how many accounts; the log carries counts, never a number.
 */
async function withdrawConsent(orm: MikroORM, senders: string[], channel: 'sms' | 'whatsapp'): Promise<number> {
  if (!senders.length) return 0;
  let stopped = 0;
  const now = new Date();
  await orm.em.fork().transactional(async (tx) => {
    const users = await tx.find(UserSchema, { phone: { $in: senders.flatMap(storedForms) } });
    for (const u of users) changeConsents(tx, u, { [channel]: false }, 'stop', now);
    await tx.flush();
    await withdrawQueued(
      tx,
      users.map((u) => u.id),
      [channel],
      now,
    );
    stopped = users.length;
  });
  log.info({ stops: senders.length, accounts: stopped }, `${channel} webhook: STOP honoured`);
  return stopped;
}

function signed(secret: string, raw: Buffer, header: string | undefined): boolean {
  return !!header?.startsWith('sha256=') && hmacSha256HexMatches(secret, raw, header.slice('sha256='.length));
}

/**
 * GET: Meta's registration handshake (hub.mode=subscribe with our verify token: the challenge is echoed; else 403).
 * POST (the raw body, before the JSON parser): a delivery signed with the app secret (X-Hub-Signature-256); a text
 * or quick-reply button that says STOP clears the WhatsApp consent of every account with that number and withdraws
 * its queued WhatsApp messages, as the profile's switch does. A bad signature answers 400; a verified delivery 200
 * whatever it held (Meta retries anything else). The log never carries the number.
 */
export function whatsappWebhook(
  orm: MikroORM,
  config: { appSecret: string; verifyToken?: string },
): {
  get: RequestHandler;
  post: RequestHandler[];
} {
  const get: RequestHandler = (req: Request, res: Response) => {
    const q = req.query;
    const challenge = q['hub.challenge'];
    if (q['hub.mode'] === 'subscribe' && config.verifyToken && q['hub.verify_token'] === config.verifyToken) {
      res.type('text/plain').send(typeof challenge === 'string' ? challenge : '');
      return;
    }
    sendError(res, 'FORBIDDEN', 'Unknown verify token');
  };
  const post: RequestHandler[] = [
    express.raw({ type: () => true, limit: '256kb' }),
    async (req: Request, res: Response) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!signed(config.appSecret, raw, req.get('x-hub-signature-256'))) {
        log.warn({ bytes: raw.length }, 'whatsapp webhook: signature mismatch; refused');
        return sendError(res, 'BAD_REQUEST', 'Invalid webhook signature');
      }
      let body: CloudWebhook;
      try {
        body = JSON.parse(raw.toString('utf8')) as CloudWebhook;
      } catch {
        return sendError(res, 'BAD_REQUEST', 'Request body is not valid JSON');
      }
      const stopped = await withdrawConsent(orm, stopSenders(body), 'whatsapp');
      res.json({ status: 'ok', stopped });
    },
  ];
  return { get, post };
}

/**
 * MSG91's forward of a reply to our inbound number (long code): GET or POST, as query parameters, a form or JSON, with
 * `sender` (the mobile number with its country code, e.g. 919812345678) and `message` (the text; MSG91 also sends
 * `keyword`, `inNumber` and others, not read). MSG91 signs nothing, so the URL registered with it carries our shared
 * secret (SMS_INBOUND_SECRET) as `?secret=`, or a proxy adds it as `X-Webhook-Secret`; without it: 403. A reply that
 * says STOP (or रोकें, बंद...: `isStop`) clears that number's SMS consent and withdraws its queued SMS; WhatsApp is left
 * as it is. Any authenticated delivery answers 200 (decision 0058).
 */
export function smsWebhook(orm: MikroORM, config: { secret: string }): RequestHandler[] {
  return [
    express.urlencoded({ extended: false, limit: '16kb' }),
    express.json({ limit: '16kb' }),
    async (req: Request, res: Response) => {
      const given = req.get('x-webhook-secret') ?? (typeof req.query.secret === 'string' ? req.query.secret : '');
      if (!secretMatches(given, config.secret)) {
        log.warn({}, 'sms webhook: wrong or missing secret; refused');
        return sendError(res, 'FORBIDDEN', 'Unknown webhook secret');
      }
      const fields = { ...req.query, ...(req.body && typeof req.body === 'object' ? (req.body as object) : {}) } as Record<
        string,
        unknown
      >;
      const sender = typeof fields.sender === 'string' ? fields.sender.replace(/^\+/, '').trim() : '';
      const text = typeof fields.message === 'string' ? fields.message : '';
      const stop = /^\d{8,15}$/.test(sender) && isStop(text);
      const stopped = stop ? await withdrawConsent(orm, [sender], 'sms') : 0;
      res.json({ status: 'ok', stopped });
    },
  ];
}
