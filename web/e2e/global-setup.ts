import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestServer, type TestServer } from '../../gateway/test/harness.js';
import { scenario } from '../../gateway/test/scenario.js';
import { UserSchema } from '../../gateway/src/modules/account/user.entity.js';
import { PanditSchema } from '../../gateway/src/modules/pandit/pandit.entity.js';
import { addDays, indiaToday } from '../../gateway/src/modules/booking/booking.rules.js';
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
  project.provide('startedBooking', await startedCeremony(server));
}

/**
 * A confirmed booking of the demo devotee with the demo pandit that began yesterday at 09:00 (India time): what the
 * API cannot make (bookings start in the future), for the test that completes a ceremony with its proof.
 */
async function startedCeremony(s: TestServer): Promise<{ id: string; date: string; time: string }> {
  const em = s.db.orm.em.fork();
  const [devotee, pandit] = await Promise.all([
    em.findOneOrFail(UserSchema, { email: 'user@demo.in' }),
    em.findOneOrFail(PanditSchema, { email: 'pandit@demo.in' }),
  ]);
  const date = addDays(indiaToday(), -1);
  const { id } = await scenario(s).booking({ customer: devotee, pandit, date, time: '09:00', status: 'confirmed' });
  return { id, date, time: '09:00' };
}

export async function teardown() {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    startedBooking: { id: string; date: string; time: string };
  }
}
