import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { Tokens } from '../src/auth/tokens.js';
import { createApp } from '../src/app.js';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';
import { createTestDatabase } from './test-databases.js';

export type Role = 'admin' | 'user' | 'pandit';

export interface GqlResult<T = any> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; [k: string]: unknown } }>;
}

export interface RestResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  db: Database;
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
  rest<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<RestResult<T>>;
  /** A token for a demo account (cached). */
  token(role: Role): Promise<string>;
  /** A new USER account with a unique email; returns its token and id. */
  newUser(name?: string): Promise<{ token: string; id: string; email: string; password: string }>;
  close(): Promise<void>;
}

/** Creates a fresh database: a new PostgreSQL database when DATABASE_URL is set, else embedded PGlite. */
async function freshDatabaseUrl(seeded: boolean): Promise<{ url?: string; dataDir: string; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkt-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const base = process.env.DATABASE_URL;
  if (!base) return { dataDir, drop: async () => removeDir() };
  const database = await createTestDatabase(base, seeded);
  return {
    url: database.url,
    dataDir,
    async drop() {
      await database.drop();
      removeDir();
    },
  };
}

/** The real app over real HTTP on a fresh database seeded with demo data. */
export async function startTestServer(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  const fresh = await freshDatabaseUrl(options.seed !== false);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: fresh.url ?? '',
    DATA_DIR: fresh.dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    SEED_DEMO: options.seed === false ? 'false' : 'true',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const db = await openDatabase(config);
  const { app, apollo } = await createApp({ config, orm: db.orm, tokens: new Tokens(config.jwtSecret, config.tokenTtl) });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokens = new Map<Role, string>();
  let counter = 0;

  const api: TestServer = {
    url,
    db,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await res.json()) as GqlResult;
      return { status: res.status, data: json.data, errors: json.errors };
    },
    async rest(method, path, body, token) {
      const res = await fetch(`${url}${path}`, {
        method,
        // A FormData body goes as multipart (fetch writes its boundary), anything else as JSON.
        headers: {
          ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed as never, headers: res.headers };
    },
    async token(role) {
      const cached = tokens.get(role);
      if (cached) return cached;
      const account = DEMO_ACCOUNTS[role];
      const r = await api.rest('POST', '/api/auth/login', { email: account.email, password: account.password });
      if (r.status !== 200) throw new Error(`demo login failed for ${role}: ${JSON.stringify(r.body)}`);
      tokens.set(role, r.body.data.token);
      return r.body.data.token;
    },
    async newUser(name = 'Test Devotee') {
      const email = `devotee${Date.now()}${counter++}@example.in`;
      const password = 'Devotee@123';
      const r = await api.rest('POST', '/api/auth/register', { name, email, password, phone: '9876543210' });
      if (r.status !== 201) throw new Error(`register failed: ${JSON.stringify(r.body)}`);
      return { token: r.body.data.token, id: r.body.data.user.id, email, password };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      await db.close();
      await fresh.drop();
    },
  };
  return api;
}
