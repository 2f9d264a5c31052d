import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestServer, type TestServer } from '../../gateway/test/harness.js';
import { scenario } from '../../gateway/test/scenario.js';
import { UserSchema } from '../../gateway/src/modules/account/user.entity.js';
import { PanditSchema } from '../../gateway/src/modules/pandit/pandit.entity.js';
import { addDays, indiaToday } from '../../gateway/src/modules/booking/booking.rules.js';
import { accounts } from '../../gateway/src/modules/ledger/accounts.js';
import { bookingBalance, post } from '../../gateway/src/modules/ledger/ledger.service.js';
import { releaseBooking } from '../../gateway/src/modules/payout/release.js';
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
  project.provide('payoutShare', await availableShare(server));
}

/**
 * A completed, paid booking of the demo pandit 10 days ago whose share (₹600) is available: the payouts test builds a
 * batch of it. The share is what the ledger's payment split posts; it is posted here when the direct insert left none.
 */
async function availableShare(s: TestServer): Promise<{ bookingId: string; sharePaise: number }> {
  const em = s.db.orm.em.fork();
  const [devotee, pandit] = await Promise.all([
    em.findOneOrFail(UserSchema, { email: 'user@demo.in' }),
    em.findOneOrFail(PanditSchema, { email: 'pandit@demo.in' }),
  ]);
  const { id } = await scenario(s).booking({
    customer: devotee,
    pandit,
    date: addDays(indiaToday(), -10),
    time: '07:00',
    status: 'completed',
    paymentStatus: 'paid',
  });
  const pending = accounts.panditPending(pandit.id);
  const sharePaise = 60_000;
  await em.fork().transactional(async (tx) => {
    const already = await bookingBalance(tx, id, pending);
    await post(tx, {
      kind: 'payment',
      bookingId: id,
      lines: [
        { account: accounts.manual, amount: -(sharePaise - already) },
        { account: pending, amount: sharePaise - already, kind: 'share' },
      ],
    });
    await releaseBooking(tx, id, 'elapsed');
  });
  return { bookingId: id, sharePaise };
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
    payoutShare: { bookingId: string; sharePaise: number };
  }
}
