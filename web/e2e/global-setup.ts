import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestServer, type TestServer } from '../../gateway/test/harness.js';
import { CHROMIUM_PATH } from './browser.js';

let server: TestServer | undefined;

export async function setup(project: TestProject) {
  const dist = fileURLToPath(new URL('../dist/index.html', import.meta.url));
  if (!existsSync(dist)) throw new Error('web/dist is missing: run `npm run build -w web` before the e2e tests');
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  server = await startTestServer();
  project.provide('baseURL', server.url);
}

export async function teardown() {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
