import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { COST_BUDGETS, type CostBudget } from '@marketplace/schema/rules';

/** Every environment variable the gateway reads, parsed once. */
export interface Config {
  port: number;
  databaseUrl?: string;
  /** DATABASE_READ_URL: a read replica for visitors' reads (decision 0080); unset: every read on DATABASE_URL. */
  databaseReadUrl?: string;
  /** DATABASE_POOLING: `transaction` when DATABASE_URL is a PgBouncer in transaction mode (decision 0080). */
  databasePooling: 'session' | 'transaction';
  /** READ_YOUR_WRITES_SECONDS: after a write, that browser's reads go to the writer this long (decision 0080). */
  readYourWritesSeconds: number;
  dataDir: string;
  jwtSecret: string;
  production: boolean;
  seedDemo: boolean;
  /** Embedded database with demo data: the login modal may show the demo credentials. */
  demoMode: boolean;
  maxUploadBytes: number;
  /** IMAGE_DECODE_CONCURRENCY: images this process decodes at once (each may hold tens of MB of pixels). */
  imageDecodeConcurrency: number;
  tokenTtl: string;
  webDist: string;
  /**
   * PUBLIC_ORIGIN: the site's origin in the pages' absolute addresses (canonical, hreflang, Open Graph, sitemap,
   * robots.txt; issue #32), e.g. https://www.panditconnect.in. Unset: PUBLIC_URL's origin when set, else each
   * request's own (its Host, behind TRUST_PROXY).
   */
  publicOrigin?: string;
  social: { facebook?: string; instagram?: string; youtube?: string; twitter?: string };
  supportPhone: string;
  supportEmail: string;
  whatsappNumber: string;
  /** First admin account, created at start when the database has no admin (production bootstrap). */
  bootstrapAdmin?: { email: string; password: string; name: string };
  /** Origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated); empty = same origin only. */
  corsOrigins: string[];
  /**
   * Express `trust proxy` (TRUST_PROXY): the addresses of the proxies whose X-Forwarded-For/-Proto are believed (false:
   * none). The client is the rightmost address of X-Forwarded-For that is not a trusted proxy (decision 0047).
   */
  trustProxy: string[] | false;
  /** Send X-Sql-Statements on every response (SQL_STATS=true; the benchmark and some tests read it). */
  sqlStats: boolean;
  /** Request-rate limits: registration, bookings, uploads (RATE_LIMITS=off; off by default under NODE_ENV=test). The login throttle is always on. */
  rateLimits: boolean;
  /** PostgreSQL statement timeout and pool acquisition timeout, in ms. */
  statementTimeoutMs: number;
  acquireTimeoutMs: number;
  /** METRICS_PORT: Prometheus metrics at /metrics on this port (http/metrics.ts); unset: no metrics server. */
  metricsPort?: number;
  /** DB_POOL_MAX: largest number of pooled PostgreSQL connections. */
  poolMax: number;
  /** DB_CONNECT_ATTEMPTS: tries of the first connection to a PostgreSQL that does not answer yet (backoff 250 ms doubling, 5 s cap). */
  connectAttempts: number;
  /** MIGRATION_LOCK_TIMEOUT_MS: PostgreSQL `lock_timeout` of the migrations' connection. */
  migrationLockTimeoutMs: number;
  /** On SIGTERM: how long in-flight requests may take before the process exits anyway. */
  shutdownGraceMs: number;
  /** KYC_PROVIDER: the e-KYC adapter that checks a PAN against the issuer's records ('log', the default, checks nothing). */
  kycProvider: 'log';
  /** Payouts to pandits (issue #36, decision 0073; PAYOUT_*, PAYOUTS_PROVIDER, RAZORPAYX_*). */
  payouts: PayoutsConfig;
  /** Messages (issue #15): e-mail by SMTP, texts by a provider adapter, delivered from the outbox by a worker. */
  messages: MessagesConfig;
  /**
   * PANDIT_RESPONSE_HOURS (12, decimals allowed): a pending request not confirmed within this (never later than half
   * the time left before the ceremony) is offered to substitute pandits (booking/guarantee.service.ts).
   */
  panditResponseHours: number;
  /** UPI payments (UPI_VPA, UPI_PAYEE_NAME): offered whenever a VPA is set. */
  upi: { vpa?: string; payeeName: string };
  /** Razorpay (RAZORPAY_*): checkout when the key id and secret are set; the webhook route whenever its secret is set. */
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl: string };
  /**
   * Money (issue #36, decision 0072): PLATFORM_FEE_PERCENT (10) of a booking's price is the platform's fee and
   * GST_RATE_PERCENT (18) of the fee its GST, both inside the price; TDS under section 194-O (Finance (No. 2) Act
   * 2024, in force 1 Oct 2024): TDS_194O_RATE_WITH_PAN_BP (10 = 0.1%), TDS_194O_RATE_WITHOUT_PAN_BP (500 = 5%,
   * section 206AA), TDS_194O_EXEMPTION_RUPEES (500000 per financial year for an individual with a PAN; 0 = none);
   * the seller on invoices: PLATFORM_LEGAL_NAME, PLATFORM_GSTIN, PLATFORM_ADDRESS.
   */
  money: {
    platformFeePercent: number;
    gstRatePercent: number;
    tds: { rateWithPanBp: number; rateWithoutPanBp: number; exemptionThresholdRupees: number };
    seller: { legalName: string; gstin: string; address: string };
  };
  /** The API's cost buckets (COST_BUCKETS=off lifts them; off by default under NODE_ENV=test); costs are reported either way. */
  costBuckets: boolean;
  /** Bucket sizes: COST_BUDGET_VISITOR (each address without a key, each account) and COST_BUDGET_KEY, as `limit/restoreRate`. */
  costBudgets: { visitor: CostBudget; apiKey: CostBudget };
}

export interface PayoutsConfig {
  /** PAYOUT_VERIFY_PROVIDER: the penny-drop check of a payout account ('log', the default, checks nothing and says so). */
  verifyProvider: 'log';
  /** PAYOUTS_PROVIDER: 'file' (default, the bank's bulk-transfer CSV) or 'razorpayx' (its payouts API). */
  provider: 'file' | 'razorpayx';
  /** PAYOUT_MIN_PAISE (50000 = ₹500): the smallest available balance a batch pays. */
  minPaise: number;
  /** RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_BASE_URL, RAZORPAYX_WEBHOOK_SECRET. */
  razorpayx: { keyId?: string; keySecret?: string; accountNumber?: string; baseUrl: string; webhookSecret?: string };
}

export interface MessagesConfig {
  /** SMTP_URL (smtp://user:pass@host:587, smtps://...); unset: e-mails are logged, not sent. */
  smtpUrl?: string;
  /** SMTP_TIMEOUT_MS: how long a send waits for the relay to connect, greet or answer (5 s); below the shutdown grace. */
  smtpTimeoutMs: number;
  /** MAIL_FROM: the From of every e-mail. */
  mailFrom: string;
  /**
   * SMS_PROVIDER: 'log' (log-only adapter, the default), 'off' (no SMS) or 'msg91' (MSG91's flow API, `sms`);
   * WHATSAPP_PROVIDER: 'off' (the default), 'log' or 'cloud' (the WhatsApp Business Cloud API, `whatsapp`).
   */
  smsProvider: 'log' | 'off' | 'msg91';
  whatsappProvider: 'log' | 'off' | 'cloud';
  /**
   * SMS_API_URL (default https://control.msg91.com/api/v5), SMS_AUTH_KEY, SMS_TEMPLATE_IDS (event[.lang]=DLT template id, ...);
   * SMS_INBOUND_SECRET: the shared secret of MSG91's forward of replies (STOP); unset = no inbound route.
   */
  sms: { apiUrl: string; authKey?: string; templateIds: Record<string, string>; inboundSecret?: string };
  /** WHATSAPP_API_URL (default https://graph.facebook.com/v21.0), WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATES (event=name, ...). */
  whatsapp: {
    apiUrl: string;
    token?: string;
    phoneNumberId?: string;
    templates: Record<string, string>;
    /** WHATSAPP_APP_SECRET: the Meta app's secret that signs the inbound webhook (X-Hub-Signature-256); unset = no webhook. */
    appSecret?: string;
    /** WHATSAPP_VERIFY_TOKEN: the token Meta echoes when the webhook is registered (GET hub.verify_token). */
    verifyToken?: string;
  };
  /** PUBLIC_URL: the site's address in links (reset, review); default http://localhost:PORT. */
  publicUrl: string;
  /** MESSAGES_WORKER=off: this process does not deliver (another one does); events are still recorded. */
  worker: boolean;
  /** MESSAGES_POLL_MS: how often the worker looks for due messages (0: only when asked, for tests). */
  pollMs: number;
  /** MESSAGES_MAX_ATTEMPTS: attempts before a message is marked failed. */
  maxAttempts: number;
  /** MESSAGES_RETRY_BASE_MS: the first retry's delay; each next one doubles (exponential backoff). */
  retryBaseMs: number;
  /**
   * MESSAGES_LEASE_MS: how long a claimed message is reserved for its worker, from the moment it is claimed (5
   * minutes). Longer than any one send (the SMTP adapter gives up on a silent relay after SMTP_TIMEOUT_MS): another process takes
   * a message over only when the one that claimed it died.
   */
  leaseMs: number;
  /** The grievance officer (GRIEVANCE_OFFICER_*), named in every complaint acknowledgement and sent the daily digest. */
  grievance: GrievanceOfficer;
}

/** The grievance officer the Consumer Protection (E-Commerce) Rules ask a marketplace to name (issue #35). */
export interface GrievanceOfficer {
  name: string;
  email: string;
  phone: string;
  address: string;
}

function secretFor(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(given: NodeJS.ProcessEnv = process.env): Config {
  // Empty means unset, as config-schema.ts checks it (compose's `${VAR:-}` passes an empty string): `env.PORT ?? 5000`
  // would otherwise read '' as port 0.
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== ''));
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new Error('JWT_SECRET is required when NODE_ENV=production');
    jwtSecret = secretFor(dataDir);
  }
  if (jwtSecret.length < 32 && production) throw new Error('JWT_SECRET must be at least 32 characters');
  // Demo data (accounts whose passwords the README prints) only outside production: on by default with the embedded
  // database, off by default with DATABASE_URL; NODE_ENV=production refuses SEED_DEMO=true instead of seeding.
  const seedAsked = flag(env.SEED_DEMO, !databaseUrl && !production);
  if (seedAsked && production) {
    throw new Error(
      'SEED_DEMO=true is refused with NODE_ENV=production: the demo accounts have published passwords. ' +
        'Unset NODE_ENV for a demo (npm start), or set ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin.',
    );
  }
  const seedDemo = seedAsked;
  return {
    port: Number(env.PORT ?? 5000),
    databaseUrl,
    databaseReadUrl: (databaseUrl && env.DATABASE_READ_URL) || undefined,
    databasePooling: env.DATABASE_POOLING === 'transaction' ? 'transaction' : 'session',
    readYourWritesSeconds: Number(env.READ_YOUR_WRITES_SECONDS || 10),
    dataDir,
    jwtSecret,
    production,
    seedDemo,
    demoMode: !databaseUrl && seedDemo,
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 5 * 1024 * 1024),
    imageDecodeConcurrency: Math.max(1, Math.trunc(Number(env.IMAGE_DECODE_CONCURRENCY ?? 2)) || 2),
    tokenTtl: env.TOKEN_TTL ?? '7d',
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    publicOrigin: env.PUBLIC_ORIGIN
      ? new URL(env.PUBLIC_ORIGIN).origin
      : env.PUBLIC_URL
        ? new URL(env.PUBLIC_URL).origin
        : undefined,
    social: {
      facebook: env.SOCIAL_FACEBOOK || undefined,
      instagram: env.SOCIAL_INSTAGRAM || undefined,
      youtube: env.SOCIAL_YOUTUBE || undefined,
      twitter: env.SOCIAL_TWITTER || undefined,
    },
    supportPhone: env.SUPPORT_PHONE ?? '+91 98765 43210',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@panditconnect.in',
    whatsappNumber: env.WHATSAPP_NUMBER ?? '919876543210',
    bootstrapAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME ?? 'Administrator' }
        : undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY ?? 'loopback'),
    sqlStats: flag(env.SQL_STATS, env.NODE_ENV === 'test'),
    rateLimits: flag(env.RATE_LIMITS, env.NODE_ENV !== 'test'),
    statementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? 5000),
    acquireTimeoutMs: Number(env.DB_ACQUIRE_TIMEOUT_MS ?? 5000),
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    poolMax: Number(env.DB_POOL_MAX ?? 20),
    connectAttempts: Number(env.DB_CONNECT_ATTEMPTS ?? 8),
    migrationLockTimeoutMs: Number(env.MIGRATION_LOCK_TIMEOUT_MS ?? 5000),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 8000),
    kycProvider: (env.KYC_PROVIDER || 'log') as 'log',
    payouts: {
      verifyProvider: (env.PAYOUT_VERIFY_PROVIDER || 'log') as 'log',
      provider: (env.PAYOUTS_PROVIDER || 'file') as 'file' | 'razorpayx',
      minPaise: Number(env.PAYOUT_MIN_PAISE || 50_000),
      razorpayx: {
        keyId: env.RAZORPAYX_KEY_ID || undefined,
        keySecret: env.RAZORPAYX_KEY_SECRET || undefined,
        accountNumber: env.RAZORPAYX_ACCOUNT_NUMBER || undefined,
        baseUrl: (env.RAZORPAYX_BASE_URL || 'https://api.razorpay.com').replace(/\/$/, ''),
        webhookSecret: env.RAZORPAYX_WEBHOOK_SECRET || undefined,
      },
    },
    messages: {
      smtpUrl: env.SMTP_URL || undefined,
      smtpTimeoutMs: Number(env.SMTP_TIMEOUT_MS || 5000),
      mailFrom: env.MAIL_FROM || 'PanditConnect <no-reply@panditconnect.in>',
      ...textProviders(env),
      publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 5000}`).replace(/\/$/, ''),
      worker: flag(env.MESSAGES_WORKER, true),
      pollMs: Number(env.MESSAGES_POLL_MS ?? 2000),
      maxAttempts: Math.max(1, Number(env.MESSAGES_MAX_ATTEMPTS ?? 6)),
      retryBaseMs: Number(env.MESSAGES_RETRY_BASE_MS ?? 30_000),
      leaseMs: Math.max(1000, Number(env.MESSAGES_LEASE_MS ?? 300_000) || 300_000),
      grievance: {
        name: env.GRIEVANCE_OFFICER_NAME || 'Grievance Officer (demo)',
        email: env.GRIEVANCE_OFFICER_EMAIL || 'grievance@panditconnect.in',
        phone: env.GRIEVANCE_OFFICER_PHONE || '+91 1800 000 0000',
        address: env.GRIEVANCE_OFFICER_ADDRESS || 'PanditConnect, Grievance Cell, Varanasi, Uttar Pradesh 221001',
      },
    },
    panditResponseHours: Number(env.PANDIT_RESPONSE_HOURS || 12),
    upi: {
      // The demo start offers UPI with a VPA on no real UPI handle: a scanning app refuses it, so no money can go astray.
      vpa: env.UPI_VPA || (!databaseUrl && seedDemo ? 'panditconnect.demo@example' : undefined),
      payeeName: env.UPI_PAYEE_NAME || 'PanditConnect',
    },
    money: {
      platformFeePercent: Number(env.PLATFORM_FEE_PERCENT ?? 10),
      gstRatePercent: Number(env.GST_RATE_PERCENT ?? 18),
      tds: {
        rateWithPanBp: Number(env.TDS_194O_RATE_WITH_PAN_BP ?? 10),
        rateWithoutPanBp: Number(env.TDS_194O_RATE_WITHOUT_PAN_BP ?? 500),
        exemptionThresholdRupees: Number(env.TDS_194O_EXEMPTION_RUPEES ?? 500_000),
      },
      seller: {
        legalName: env.PLATFORM_LEGAL_NAME || 'PanditConnect Services Private Limited (demo)',
        // A demo GSTIN of the right shape (state 09, Uttar Pradesh); set the real one before issuing invoices.
        gstin: env.PLATFORM_GSTIN || '09AAACP0000A1Z5',
        address: env.PLATFORM_ADDRESS || 'PanditConnect, Dashashwamedh Road, Varanasi, Uttar Pradesh 221001',
      },
    },
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID || undefined,
      keySecret: env.RAZORPAY_KEY_SECRET || undefined,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
      apiUrl: (env.RAZORPAY_API_URL || 'https://api.razorpay.com').replace(/\/$/, ''),
    },
    costBuckets: flag(env.COST_BUCKETS, env.NODE_ENV !== 'test'),
    costBudgets: {
      visitor: budget(env.COST_BUDGET_VISITOR, COST_BUDGETS.visitor),
      apiKey: budget(env.COST_BUDGET_KEY, COST_BUDGETS.apiKey),
    },
  };
}

/**
 * The text channels' providers (issue #37). An unknown provider, or a real one without its credentials, stops the
 * start with the variable to set: a typo must not silently leave texts in the log.
 */
function textProviders(env: NodeJS.ProcessEnv): Pick<MessagesConfig, 'smsProvider' | 'whatsappProvider' | 'sms' | 'whatsapp'> {
  const smsProvider = env.SMS_PROVIDER || 'log';
  const whatsappProvider = env.WHATSAPP_PROVIDER || 'off';
  if (smsProvider !== 'log' && smsProvider !== 'off' && smsProvider !== 'msg91') {
    throw new Error(`SMS_PROVIDER must be log, off or msg91 (got ${smsProvider})`);
  }
  if (whatsappProvider !== 'log' && whatsappProvider !== 'off' && whatsappProvider !== 'cloud') {
    throw new Error(`WHATSAPP_PROVIDER must be log, off or cloud (got ${whatsappProvider})`);
  }
  const sms = {
    apiUrl: httpUrl('SMS_API_URL', env.SMS_API_URL || 'https://control.msg91.com/api/v5'),
    authKey: env.SMS_AUTH_KEY || undefined,
    templateIds: keyValues('SMS_TEMPLATE_IDS', env.SMS_TEMPLATE_IDS),
    inboundSecret: env.SMS_INBOUND_SECRET || undefined,
  };
  const whatsapp = {
    apiUrl: httpUrl('WHATSAPP_API_URL', env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0'),
    token: env.WHATSAPP_TOKEN || undefined,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
    templates: keyValues('WHATSAPP_TEMPLATES', env.WHATSAPP_TEMPLATES),
    appSecret: env.WHATSAPP_APP_SECRET || undefined,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
  };
  if (smsProvider === 'msg91') {
    if (!sms.authKey) throw new Error('SMS_PROVIDER=msg91 needs SMS_AUTH_KEY');
    if (Object.keys(sms.templateIds).length === 0) {
      throw new Error('SMS_PROVIDER=msg91 needs SMS_TEMPLATE_IDS (event=DLT template id, e.g. booking.confirmed=1207...)');
    }
  }
  if (whatsappProvider === 'cloud') {
    if (!whatsapp.token) throw new Error('WHATSAPP_PROVIDER=cloud needs WHATSAPP_TOKEN');
    if (!whatsapp.phoneNumberId || !/^\d+$/.test(whatsapp.phoneNumberId)) {
      throw new Error('WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID (digits)');
    }
  }
  return { smsProvider, whatsappProvider, sms, whatsapp };
}

/** An http(s) base address without its trailing slash; anything else stops the start. */
function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL (got ${value})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL (got ${value})`);
  return value.replace(/\/+$/, '');
}

/** `key=value,key=value` (spaces around each ignored); a pair without `=` or with an empty side stops the start. */
function keyValues(name: string, value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = pair.indexOf('=');
    const key = pair.slice(0, eq).trim();
    const val = pair.slice(eq + 1).trim();
    if (eq < 1 || !key || !val) throw new Error(`${name}: each entry is event=value (got ${pair})`);
    out[key] = val;
  }
  return out;
}

/** `limit/restoreRate` (points, points per second), e.g. `20000/200`; unset or malformed gives the default. */
function budget(value: string | undefined, fallback: CostBudget): CostBudget {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value ?? '');
  if (!m) return { ...fallback };
  const limit = Number(m[1]);
  const restoreRate = Number(m[2]);
  if (limit < 1 || restoreRate < 1) throw new Error(`A cost budget needs a limit and a restore rate of at least 1: ${value}`);
  if (limit > 1_000_000_000) throw new Error(`Cost budget too large: ${value}`);
  return { limit, restoreRate };
}

/** 'true'/'1'/'on' and 'false'/'0'/'off'; anything else (or unset) gives the default. */
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['true', '1', 'on', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'off', 'no'].includes(value.toLowerCase())) return false;
  return fallback;
}

const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: a comma-separated list of proxy addresses, CIDRs ('10.0.0.0/8') and the names 'loopback', 'linklocal',
 * 'uniquelocal'; 'none' (or 'false') trusts no proxy. Trust is by address only (decision 0047): 'true' (every hop,
 * so a client's own X-Forwarded-For) and hop counts are refused.
 */
export function parseTrustProxy(value: string): string[] | false {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const [single] = entries;
  if (single === undefined || (entries.length === 1 && ['none', 'false'].includes(single))) return false;
  for (const entry of entries) {
    // split always yields at least one part
    const [address = entry, bits, extra] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 4 ? 32 : 128;
    const valid =
      TRUST_NAMES.has(entry) ||
      (version !== 0 && extra === undefined && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits)));
    if (!valid)
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR or one of loopback, linklocal, uniquelocal, none ` +
          "(trust is by the proxy's address: true and hop counts are refused)",
      );
  }
  return entries;
}
