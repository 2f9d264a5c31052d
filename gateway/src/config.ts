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
  };
}
