import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTING_NAMES, UNCHECKED_SETTINGS, checkEnvironment } from '../src/config-schema.js';
import { loadConfig } from '../src/config.js';
import { known } from '../src/indexed.js';

/**
 * docker-compose.yml, read (Docker does not run on these machines; decision 0082): every gateway service's
 * environment names only settings the gateway knows and passes its own settings check with the values compose would
 * give, `${VAR:-}` included (an empty string, which the check and the config read as unset); no password in the file.
 */
const FILE = new URL('../../docker-compose.yml', import.meta.url);
const text = readFileSync(FILE, 'utf8');

interface Service {
  image?: string;
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: unknown;
  restart?: string;
  logging?: { driver?: string; options?: Record<string, string> };
  secrets?: unknown[];
}
const compose = parse(text, { merge: true }) as {
  services: Record<string, Service>;
  secrets?: Record<string, { file?: string }>;
};
const services = Object.entries(compose.services);
const gateways = services.filter(([, s]) => s.image === 'panditconnect-gateway');

/** What an operator would pass for the required variables (`${VAR:?…}`). */
const GIVEN: Record<string, string> = {
  JWT_SECRET: 'x'.repeat(48),
  PUBLIC_URL: 'https://www.example.in',
};

/** Compose's interpolation: `${VAR:?msg}` the operator's value, `${VAR:-default}` and `${VAR}` that or the default. */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?:(:?[?-])([^}]*))?\}/g, (_, name: string, op: string | undefined, rest: string) => {
    if (given[name] !== undefined && (given[name] !== '' || !op?.startsWith(':'))) return given[name];
    if (op?.endsWith('?')) throw new Error(`${name} is required: ${rest}`);
    return op?.endsWith('-') ? rest : '';
  });
}
const environmentOf = (service: Service, given: Record<string, string>) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v ?? ''), given)]));

/** A service of the file, which the first test checks is there. */
const service = (name: string) => known(compose.services[name], `the ${name} service`);

describe('docker-compose.yml', () => {
  it('has the gateway services (migration step and replicas), a read replica and PgBouncer', () => {
    expect(gateways.map(([name]) => name).sort()).toEqual(['app', 'migrate']);
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['db', 'db-replica', 'pgbouncer', 'proxy']));
    expect(text).toMatch(/pg_basebackup -h db .* -R /);
    const app = environmentOf(service('app'), GIVEN);
    expect(app.DATABASE_URL).toMatch(/@pgbouncer:6432\//);
    expect(app.DATABASE_POOLING).toBe('transaction');
    expect(app.DATABASE_READ_URL).toMatch(/@db-replica:5432\//);
    expect(Object.keys(app)).toEqual(expect.arrayContaining(['PUBLIC_URL', 'SMTP_URL']));
    // The migration step runs directly on the primary (lock_timeout holds there, docs/operations.md).
    expect(environmentOf(service('migrate'), GIVEN).DATABASE_URL).toMatch(/@db:5432\//);
  });

  it('every gateway setting it passes is one the gateway knows', () => {
    const known = new Set<string>([...SETTING_NAMES, ...UNCHECKED_SETTINGS]);
    for (const [name, service] of gateways)
      for (const key of Object.keys(service.environment ?? {})) expect(known.has(key), `${name}: ${key}`).toBe(true);
  });

  it("each gateway's environment passes the settings check and loads, with the optional variables unset or set", () => {
    const optional = {
      SMTP_URL: 'smtp://user:pass@relay.example.in:587',
      CORS_ORIGINS: 'https://partner.example.in',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    };
    for (const given of [GIVEN, { ...GIVEN, ...optional }])
      for (const [name, service] of gateways) {
        const env = environmentOf(service, given);
        expect(checkEnvironment(env), name).toEqual([]);
        const config = loadConfig(env);
        // `${VAR:-}` is an empty string: read as unset, never as a value (PORT '' would be port 0).
        expect(config.port, name).toBe(5000);
        expect(config.corsOrigins.length, name).toBe(given === GIVEN || !('CORS_ORIGINS' in env) ? 0 : 1);
      }
  });

  it('an empty variable (`${VAR:-}`) is unset for the check and for the config alike', () => {
    const empty = { PORT: '', DB_POOL_MAX: '', TOKEN_TTL: '', TRUST_PROXY: '', SHUTDOWN_GRACE_MS: '' };
    expect(checkEnvironment(empty)).toEqual([]);
    const config = loadConfig({ ...empty, JWT_SECRET: 'x'.repeat(48) });
    expect(config.port).toBe(5000);
    expect(config.tokenTtl).toBe('7d');
  });

  it('refuses to start without the required variables', () => {
    expect(() => environmentOf(service('app'), {})).toThrow(/JWT_SECRET is required/);
    expect(() => environmentOf(service('app'), { JWT_SECRET: 'x'.repeat(48) })).toThrow(/PUBLIC_URL is required/);
  });

  it('restart policies, health checks and log rotation on every long-running service', () => {
    for (const [name, service] of services) {
      expect(service.logging?.options?.['max-size'], name).toBeDefined();
      if (name === 'migrate') {
        expect(service.restart).toBe('no');
        continue;
      }
      expect(service.restart, name).toBe('unless-stopped');
      // The gateway image has its own HEALTHCHECK (gateway/Dockerfile).
      if (service.image !== 'panditconnect-gateway') expect(service.healthcheck, name).toBeDefined();
    }
  });

  it('no password in the file: the database password is a secret file', () => {
    for (const [name, service] of services)
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        expect(key, name).not.toMatch(/^POSTGRES_PASSWORD$/);
        // A connection URL never carries user:password@.
        expect(String(value), `${name}: ${key}`).not.toMatch(/:\/\/[^/@\s:]+:[^/@\s]+@/);
      }
    expect(compose.secrets?.db_password?.file).toBe('./deploy/secrets/db_password');
    expect(readFileSync(new URL('../../.gitignore', import.meta.url), 'utf8')).toMatch(/^deploy\/secrets\/$/m);
  });
});
