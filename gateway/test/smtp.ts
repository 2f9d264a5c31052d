import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** One e-mail as the SMTP server received it. */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  language: string;
}

/**
 * A real SMTP server (smtp-server) on a loopback port that parses what it receives (mailparser). `failing`
 * makes it refuse every message with a temporary error (451), as a broken mail relay would.
 */
export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  failing: boolean;
  /**
   * A slow relay: each message is answered (250) this many milliseconds after it arrived. It is in `mails` from its
   * arrival, as with a relay that has it but has not said so yet (a sender killed meanwhile cannot know it went out).
   */
  delayMs: number;
  /** The mails to one address, in arrival order. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const inbox: TestSmtp = {
    url: '',
    mails: [],
    failing: false,
    delayMs: 0,
    to: (address) => inbox.mails.filter((m) => m.to === address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (inbox.failing) {
            const error = Object.assign(new Error('Mail relay unavailable, try again later'), { responseCode: 451 });
            return callback(error);
          }
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          const from = Array.isArray(mail.from) ? mail.from[0] : mail.from;
          inbox.mails.push({
            to: (to?.value[0]?.address ?? '').toLowerCase(),
            from: from?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            language:
              typeof mail.headers.get('content-language') === 'string' ? (mail.headers.get('content-language') as string) : '',
          });
          if (inbox.delayMs > 0) setTimeout(() => callback(), inbox.delayMs);
          else callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  inbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return inbox;
}
