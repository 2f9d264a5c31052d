import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every environment variable the gateway reads, parsed once. */
export interface Config {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  production: boolean;
  seedDemo: boolean;
  /** Embedded database with demo data: the login modal may show the demo credentials. */
  demoMode: boolean;
  maxUploadBytes: number;
  tokenTtl: string;
  webDist: string;
  social: { facebook?: string; instagram?: string; youtube?: string; twitter?: string };
  supportPhone: string;
  supportEmail: string;
  whatsappNumber: string;
  /** First admin account, created at start when the database has no admin (production bootstrap). */
  bootstrapAdmin?: { email: string; password: string; name: string };
  /** Origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated); empty = same origin only. */
  corsOrigins: string[];
  /** Express `trust proxy` (TRUST_PROXY): which proxies' X-Forwarded-For/-Proto are believed. */
  trustProxy: string | number | boolean;
  /** Send X-Sql-Statements on every response (SQL_STATS=true; the benchmark and some tests read it). */
  sqlStats: boolean;
  /** Request-rate limits: registration, bookings, uploads (RATE_LIMITS=off; off by default under NODE_ENV=test). The login throttle is always on. */
  rateLimits: boolean;
  /** PostgreSQL statement timeout and pool acquisition timeout, in ms. */
  statementTimeoutMs: number;
  acquireTimeoutMs: number;
  /** DB_POOL_MAX: largest number of pooled PostgreSQL connections. */
  poolMax: number;
  /** On SIGTERM: how long in-flight requests may take before the process exits anyway. */
  shutdownGraceMs: number;
}

function secretFor(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new Error('JWT_SECRET is required when NODE_ENV=production');
    jwtSecret = secretFor(dataDir);
  }
  if (jwtSecret.length < 32 && production) throw new Error('JWT_SECRET must be at least 32 characters');
  const seedDemo = databaseUrl ? env.SEED_DEMO === 'true' || env.SEED_DEMO === '1' : env.SEED_DEMO !== 'false';
  return {
    port: Number(env.PORT ?? 5000),
    databaseUrl,
    dataDir,
    jwtSecret,
    production,
    seedDemo,
    demoMode: !databaseUrl && seedDemo,
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 5 * 1024 * 1024),
    tokenTtl: env.TOKEN_TTL ?? '7d',
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
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
    poolMax: Number(env.DB_POOL_MAX ?? 20),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 8000),
  };
}

/** 'true'/'1'/'on' and 'false'/'0'/'off'; anything else (or unset) gives the default. */
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['true', '1', 'on', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'off', 'no'].includes(value.toLowerCase())) return false;
  return fallback;
}

/** TRUST_PROXY: 'true'/'false', a hop count, or Express names/addresses ('loopback', 'uniquelocal', '10.0.0.0/8'). */
function parseTrustProxy(value: string): string | number | boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
