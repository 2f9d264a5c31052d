import { z } from 'zod';
import { parseTrustProxy } from './config.js';

/**
 * Every setting the environment gives, checked before anything else runs (decision 0049): a malformed value stops
 * the start with a one-line JSON error naming the variable, instead of a late failure or a silent default.
 * `config.ts` then reads the checked environment. Unset (or empty) always means the documented default.
 */
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .refine((v) => Number(v) >= min && Number(v) <= max, `must be between ${min} and ${max}`);
const bool = z.enum(['true', '1', 'on', 'yes', 'false', '0', 'off', 'no'], {
  error: 'must be true, 1, on, yes, false, 0, off or no',
});
const url = (protocols: string[], what: string) =>
  z.string().refine((v) => {
    try {
      const u = new URL(v);
      return protocols.includes(u.protocol) && u.hostname !== '';
    } catch {
      return false;
    }
  }, `must be ${what}`);
const MINUTE = 60_000;
const postgresUrl = url(['postgres:', 'postgresql:'], 'a postgresql://user:password@host:5432/database URL').refine((v) => {
  try {
    return new URL(v).pathname.length > 1;
  } catch {
    return false;
  }
}, 'must name the database (postgresql://host:5432/<database>)');

const SETTINGS = {
  PORT: int(1, 65535),
  METRICS_PORT: int(1, 65535),
  NODE_ENV: z.enum(['production', 'development', 'test']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  KYC_PROVIDER: z.enum(['log']),
  PAYOUT_VERIFY_PROVIDER: z.enum(['log']),
  PAYOUTS_PROVIDER: z.enum(['file', 'razorpayx']),
  PAYOUT_MIN_PAISE: int(1, 100_000_000_00),
  RAZORPAYX_BASE_URL: url(['http:', 'https:'], 'an http:// or https:// address'),
  RAZORPAYX_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[0-9A-Za-z]{6,32}$/, 'must be the RazorpayX account number (6 to 32 letters or digits)'),
  DATABASE_URL: postgresUrl,
  // A read replica for visitors' reads (decision 0080); the writer is DATABASE_URL.
  DATABASE_READ_URL: postgresUrl,
  // `transaction`: DATABASE_URL is a PgBouncer in transaction mode (no startup parameters, no named statements).
  DATABASE_POOLING: z.enum(['session', 'transaction'], { error: 'must be session or transaction' }),
  READ_YOUR_WRITES_SECONDS: int(1, 3600),
  OTEL_EXPORTER_OTLP_ENDPOINT: url(['http:', 'https:'], 'the http:// or https:// base address of an OTLP/HTTP collector'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp://user:pass@host:587 or smtps://…:465 URL'),
  PUBLIC_URL: url(['http:', 'https:'], 'an http:// or https:// address'),
  PUBLIC_ORIGIN: url(['http:', 'https:'], 'an http:// or https:// origin such as https://www.example.in'),
  RAZORPAY_API_URL: url(['http:', 'https:'], 'an http:// or https:// address'),
  CORS_ORIGINS: z
    .string()
    .refine(
      (v) => v.split(',').every((o) => !o.trim() || /^https?:\/\/[^/\s]+\/?$/.test(o.trim())),
      'must be comma-separated origins such as https://www.example.in',
    ),
  TRUST_PROXY: z.string().superRefine((v, ctx) => {
    try {
      parseTrustProxy(v);
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: (e as Error).message.replace(/^TRUST_PROXY: /, '') });
    }
  }),
  JWT_SECRET: z.string().min(1),
  TOKEN_TTL: z
    .string()
    .regex(
      /^\d+(\.\d+)? ?(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)$/i,
      'must be a duration such as 7d, 12h or 30m',
    ),
  SEED_DEMO: bool,
  RATE_LIMITS: bool,
  COST_BUCKETS: bool,
  SQL_STATS: bool,
  MESSAGES_WORKER: bool,
  MIGRATE_ONLY: bool,
  COST_BUDGET_VISITOR: z.string().regex(/^\s*\d+\s*\/\s*\d+\s*$/, 'must be limit/restoreRate, e.g. 20000/200'),
  COST_BUDGET_KEY: z.string().regex(/^\s*\d+\s*\/\s*\d+\s*$/, 'must be limit/restoreRate, e.g. 100000/1000'),
  MAX_UPLOAD_BYTES: int(1024, 1024 * 1024 * 1024),
  IMAGE_DECODE_CONCURRENCY: int(1, 64),
  DB_POOL_MAX: int(1, 1000),
  DB_STATEMENT_TIMEOUT_MS: int(0, 60 * MINUTE),
  DB_ACQUIRE_TIMEOUT_MS: int(1, 10 * MINUTE),
  DB_CONNECT_ATTEMPTS: int(1, 100),
  MIGRATION_LOCK_TIMEOUT_MS: int(1, 60 * MINUTE),
  SHUTDOWN_GRACE_MS: int(0, 10 * MINUTE),
  MESSAGES_POLL_MS: int(0, 60 * MINUTE),
  MESSAGES_MAX_ATTEMPTS: int(1, 100),
  MESSAGES_RETRY_BASE_MS: int(0, 24 * 60 * MINUTE),
  MESSAGES_LEASE_MS: int(1000, 24 * 60 * MINUTE),
  SMTP_TIMEOUT_MS: int(1000, 10 * MINUTE),
  SMS_INBOUND_SECRET: z.string().min(16, 'must be a random secret of at least 16 characters'),
  GRAPHQL_COMPILE_AFTER: int(0, 1_000_000),
  GRIEVANCE_OFFICER_NAME: z.string().max(120, 'must be at most 120 characters'),
  GRIEVANCE_OFFICER_EMAIL: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address'),
  GRIEVANCE_OFFICER_PHONE: z.string().max(40, 'must be at most 40 characters'),
  GRIEVANCE_OFFICER_ADDRESS: z.string().max(300, 'must be at most 300 characters'),
  // Money (issue #36): percentages with up to two decimals, TDS rates in basis points, the threshold in rupees.
  PLATFORM_FEE_PERCENT: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'must be a percentage such as 10 or 7.5')
    .refine((v) => Number(v) <= 50, 'must be at most 50'),
  GST_RATE_PERCENT: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'must be a percentage such as 18')
    .refine((v) => Number(v) <= 40, 'must be at most 40'),
  TDS_194O_RATE_WITH_PAN_BP: int(0, 10_000),
  TDS_194O_RATE_WITHOUT_PAN_BP: int(0, 10_000),
  TDS_194O_EXEMPTION_RUPEES: int(0, 100_000_000),
  PLATFORM_LEGAL_NAME: z.string().max(200, 'must be at most 200 characters'),
  PLATFORM_GSTIN: z.string().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN'),
  PLATFORM_ADDRESS: z.string().max(300, 'must be at most 300 characters'),
  // Hours, decimals allowed (0.01 = 36 seconds, for tests): the guarantee's response window (issue #34).
  PANDIT_RESPONSE_HOURS: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number of hours such as 12 or 0.5')
    .refine((v) => Number(v) > 0 && Number(v) <= 168, 'must be more than 0 and at most 168'),
} satisfies Record<string, z.ZodType<string>>;

export type SettingName = keyof typeof SETTINGS;
/** The names of the checked settings (the compose file's test holds every service's environment against them). */
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];
/**
 * Variables config.ts reads that have no format to check (free text, paths, first-admin credentials), and the
 * standard ones of libraries (PGPASSWORD: node-postgres, when the URL carries no password).
 */
export const UNCHECKED_SETTINGS = [
  'DATA_DIR',
  'WEB_DIST',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_NAME',
  'SUPPORT_PHONE',
  'SUPPORT_EMAIL',
  'WHATSAPP_NUMBER',
  'MAIL_FROM',
  'OTEL_SERVICE_NAME',
  'PGPASSWORD',
] as const;

/** A setting the environment got wrong. */
export interface SettingProblem {
  setting: string;
  problem: string;
}

/** The problems of the environment's settings, in the order of the table above (an empty list: all good). */
export function checkEnvironment(env: NodeJS.ProcessEnv): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const [setting, schema] of Object.entries(SETTINGS) as Array<[string, z.ZodType<string>]>) {
    const value = env[setting];
    if (value === undefined || value === '') continue;
    const result = schema.safeParse(value);
    if (!result.success) problems.push({ setting, problem: result.error.issues[0]?.message ?? 'is not valid' });
  }
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    problems.push({
      setting: 'DATABASE_READ_URL',
      problem: 'needs DATABASE_URL (the writer); the embedded database has no replica',
    });
  // SIGTERM waits for the e-mail in flight: the grace must outlast the relay's timeout, or a send cut short is sent
  // again by another process once its lease ends (a duplicate, minutes late).
  const grace = Number(env.SHUTDOWN_GRACE_MS || 8000);
  const smtp = Number(env.SMTP_TIMEOUT_MS || 5000);
  if (problems.length === 0 && grace < smtp + 1000)
    problems.push({
      setting: 'SHUTDOWN_GRACE_MS',
      problem: `must be at least SMTP_TIMEOUT_MS + 1000 (${smtp + 1000}): a SIGTERM waits for the e-mail in flight`,
    });
  return problems;
}
