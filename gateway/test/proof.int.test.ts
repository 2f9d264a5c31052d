import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startInstant } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { proofForm, proofPhoto, scenario, type Account, type PanditFixture } from './scenario.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { first } from '../src/indexed.js';

/** Proof of a ceremony (issue #34 item 4, decision 0071). */
let s: TestServer;
let sc: ReturnType<typeof scenario>;
let pandit: PanditFixture;
let online: PanditFixture;
let devotee: Account;
let day = 0;

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  sc = scenario(s);
  pandit = await sc.pandit({ name: 'Pt. Proof Mishra' });
  online = await sc.pandit({ name: 'Pt. Online Dubey', virtual: true });
  devotee = await sc.customer('Proof Devotee');
});
afterAll(async () => s?.close());

/** A confirmed booking that started yesterday (or earlier) at 09:00, each on a day of its own. */
async function started(options: { virtual?: boolean } = {}) {
  const date = addDays(indiaToday(), -1 - day++);
  const b = await sc.booking({
    customer: devotee,
    pandit: options.virtual ? online : pandit,
    date,
    time: '09:00',
    status: 'confirmed',
    isVirtual: options.virtual,
  });
  return { id: b.id, start: startInstant(date, '09:00') };
}
const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);
const statusOf = async (id: string) =>
  first(await s.db.orm.em.getConnection().execute('select status from bookings where id = ?', [id])).status as string;
const PROOF = `query($id: ID!) { booking(id: $id) { id status proof { photos capturedAt joinedAt submittedAt confirmedAt confirmBy } } }`;
const upload = (id: string, token: string, form: FormData) => s.rest('POST', `/api/bookings/${id}/proof`, form, token);
const photoOf = (url: string, token?: string) =>
  fetch(`${s.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('proof of a ceremony', () => {
  it('a photo taken at the ceremony completes it; the family sees the photo (private, no-store) and when it was taken', async () => {
    const b = await started();
    const r = await upload(b.id, pandit.account.token, proofForm(await proofPhoto(minutes(b.start, 40))));
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe('completed');
    const seen = (await s.gql(PROOF, { id: b.id }, devotee.token)).data.booking.proof;
    expect(seen.photos).toEqual([`/api/bookings/${b.id}/proof/0`]);
    expect(new Date(seen.capturedAt).toISOString()).toBe(minutes(b.start, 40).toISOString());
    expect(new Date(seen.confirmBy).getTime() - new Date(seen.submittedAt).getTime()).toBe(72 * 3600_000);
    const photo = await photoOf(seen.photos[0], devotee.token);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).exif).toBeUndefined();
    expect((await photoOf(seen.photos[0])).status).toBe(401);
    expect((await photoOf(seen.photos[0], (await sc.customer()).token)).status).toBe(404);
    expect((await photoOf(seen.photos[0], online.account.token)).status).toBe(404);
    // Nobody else reads the proof through the API either.
    const other = await s.gql(PROOF, { id: b.id }, (await sc.customer()).token);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a photo from another time, a photo that does not say when it was taken, and no proof at all', async () => {
    const b = await started();
    const early = await upload(b.id, pandit.account.token, proofForm(await proofPhoto(minutes(b.start, -24 * 60))));
    expect(early.status).toBe(400);
    expect(early.body.reason).toBe('PROOF_TIME_MISMATCH');
    const plain = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fa0' } })
      .jpeg()
      .toBuffer();
    const unknown = await upload(b.id, pandit.account.token, proofForm(plain));
    expect(unknown.body.reason).toBe('PROOF_TIME_UNKNOWN');
    const none = await upload(b.id, pandit.account.token, proofForm());
    expect(none.body.reason).toBe('PROOF_REQUIRED');
    expect(await statusOf(b.id)).toBe('confirmed');
    // A photo nobody uploaded as proof (someone else's, or public) is not proof.
    const stranger = await s.gql(
      'mutation($id: ID!, $p: CeremonyProofInput) { completeBooking(id: $id, proof: $p) { id } }',
      { id: b.id, p: { photos: ['/media/00000000-0000-4000-8000-000000000000'] } },
      pandit.account.token,
    );
    expect(stranger.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'PROOF_REQUIRED' });
  });

  it("a virtual ceremony: the meeting's join time is proof when it is at the slot", async () => {
    const b = await started({ virtual: true });
    const complete = 'mutation($id: ID!, $p: CeremonyProofInput) { completeBooking(id: $id, proof: $p) { id status } }';
    const late = await s.gql(
      complete,
      { id: b.id, p: { joinedAt: minutes(b.start, 6 * 60).toISOString() } },
      online.account.token,
    );
    expect(late.errors?.[0]?.extensions).toMatchObject({ reason: 'PROOF_TIME_MISMATCH' });
    const ok = await s.gql(complete, { id: b.id, p: { joinedAt: minutes(b.start, 2).toISOString() } }, online.account.token);
    expect(ok.data.completeBooking.status).toBe('COMPLETED');
    const proof = (await s.gql(PROOF, { id: b.id }, devotee.token)).data.booking.proof;
    expect(proof).toMatchObject({ photos: [], capturedAt: null });
    expect(new Date(proof.joinedAt).toISOString()).toBe(minutes(b.start, 2).toISOString());
  });

  it('the family confirms it took place within 72 hours (only the customer); later it is too late', async () => {
    const confirm = 'mutation($id: ID!) { confirmCeremony(id: $id) { id proof { confirmedAt } } }';
    const b = await started();
    expect((await s.gql(confirm, { id: b.id }, devotee.token)).errors?.[0]?.extensions?.reason).toBe('NOT_COMPLETED');
    await upload(b.id, pandit.account.token, proofForm(await proofPhoto(minutes(b.start, 15))));
    expect((await s.gql(confirm, { id: b.id }, pandit.account.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const yes = await s.gql(confirm, { id: b.id }, devotee.token);
    expect(yes.data.confirmCeremony.proof.confirmedAt).toBeTruthy();

    const c = await started();
    await upload(c.id, pandit.account.token, proofForm(await proofPhoto(minutes(c.start, 15))));
    await s.db.orm.em
      .getConnection()
      .execute(`update booking_proofs set submitted_at = now() - interval '73 hours' where booking_id = ?`, [c.id]);
    expect((await s.gql(confirm, { id: c.id }, devotee.token)).errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'CONFIRM_WINDOW_PASSED',
    });
  });
});
