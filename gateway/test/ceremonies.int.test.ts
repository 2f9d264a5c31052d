import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture } from './scenario.js';
import { startSmtp, type TestSmtp } from './smtp.js';
import { loadConfig } from '../src/config.js';
import { MessageWorker } from '../src/modules/messages/outbox.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';

/**
 * Ceremonies as data (issue #33): the table and its admin edits, a pandit's ceremonies and prices, the price range over
 * live prices (per city), who performs a ceremony, a booking with its ceremony and sankalp (seen by its pandit, hidden
 * from others, named in the e-mails with the samagri list), old clients sending names, and the migration's mapping.
 * Our own ceremonies, pandits and cities; no demo data.
 */
let s: TestServer;
let smtp: TestSmtp;
let sc: ReturnType<typeof scenario>;
let worker: MessageWorker;
let admin: Account;
let ceremony: { id: string; slug: string };
let other: { id: string; slug: string };
let cheap: PanditFixture; // Pune, Basic 1000, no ceremony price
let dear: PanditFixture; // Pune, Basic 3000, ceremony price 1500 (virtual 900)
let far: PanditFixture; // Nashik, Basic 5000 (virtual Basic 2000)

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const r = await s.gql<T>(query, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

const run = Date.now().toString(36);
const input = (slug: string, en: string, hi: string) => ({
  slug,
  name: { en, hi },
  aliases: [`${en} puja`, `${hi} पूजा`],
  description: { en: `${en}: a test ceremony.`, hi: `${hi}: परीक्षण की पूजा।` },
  whenDone: { en: 'On any auspicious day.', hi: 'किसी भी शुभ दिन।' },
  whoFor: { en: 'Families.', hi: 'परिवार।' },
  durationMinutes: 90,
  steps: [
    { en: 'Sankalp', hi: 'संकल्प' },
    { en: 'Aarti', hi: 'आरती' },
  ],
  samagri: [
    { name: { en: 'Camphor', hi: 'कपूर' }, quantity: { en: '1 packet', hi: '1 पैकेट' }, providedBy: 'PANDIT' },
    { name: { en: 'Marigold garlands', hi: 'गेंदे की मालाएँ' }, quantity: { en: '2', hi: '2' }, providedBy: 'FAMILY' },
  ],
});
const CREATE = 'mutation($i: CeremonyInput!) { createCeremony(input: $i) { id slug } }';
const SET_PRICES = 'mutation($id: ID!, $i: UpdatePanditInput!) { updatePanditProfile(id: $id, input: $i) { id } }';
const BOOK = 'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id totalAmount ceremony { slug } samagriBy } }';
let day = 5;
const nextDate = () => addDays(indiaToday(), day++);

beforeAll(async () => {
  smtp = await startSmtp();
  const env = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'PanditConnect <b@pc.test>',
    PUBLIC_URL: 'https://pc.test',
    MESSAGES_POLL_MS: '0',
  };
  s = await startTestServer({ seed: false, env });
  sc = scenario(s);
  worker = new MessageWorker(s.db.orm, loadConfig({ ...process.env, ...env }).messages);
  admin = await sc.admin();
  ceremony = (await ok(CREATE, { i: input(`test-havan-${run}`, `Test Havan ${run}`, `परीक्षण हवन ${run}`) }, admin.token))
    .createCeremony;
  other = (await ok(CREATE, { i: input(`test-katha-${run}`, `Test Katha ${run}`, `परीक्षण कथा ${run}`) }, admin.token))
    .createCeremony;
  const name = `Test Havan ${run}`;
  const pune = { state: 'Maharashtra', city: 'Pune', location: 'Kothrud, Pune' };
  cheap = await sc.pandit({
    ...pune,
    name: 'Pt. Cheap',
    specializations: [name],
    pricing: { basic: 1000, premium: 1500, deluxe: 2000 },
  });
  dear = await sc.pandit({
    ...pune,
    name: 'Pt. Dear',
    specializations: [name, 'Griha Pravesh'],
    virtual: true,
    pricing: { basic: 3000, premium: 4000, deluxe: 6000, virtualBasic: 1100, virtualPremium: 1600, virtualDeluxe: 2100 },
  });
  far = await sc.pandit({
    state: 'Maharashtra',
    city: 'Nashik',
    location: 'Panchavati, Nashik',
    name: 'Pt. Far',
    specializations: [name],
    virtual: true,
    pricing: { basic: 5000, premium: 6000, deluxe: 7000, virtualBasic: 2000, virtualPremium: 2500, virtualDeluxe: 3000 },
  });
  // Not listed: its price is in no range.
  await sc.pandit({
    ...pune,
    name: 'Pt. Pending',
    specializations: [name],
    status: 'pending',
    pricing: { basic: 10, premium: 20, deluxe: 30 },
  });
  await ok(
    SET_PRICES,
    {
      id: dear.id,
      i: { ceremonyPrices: [{ ceremonyId: ceremony.id, price: 1500, virtualPrice: 900 }, { ceremonyId: other.id }] },
    },
    dear.account.token,
  );
});
afterAll(async () => {
  await worker?.stop();
  worker?.close();
  await s?.close();
  await smtp?.close();
});

describe('ceremonies', () => {
  it('lists ceremonies with their content; REST gives the same, by slug, and 404 for an unknown slug', async () => {
    const { ceremonies } = await ok('{ ceremonies { id slug name { en hi } aliases samagri { providedBy } steps { en } } }');
    const mine = ceremonies.find((c: { slug: string }) => c.slug === ceremony.slug);
    expect(mine).toMatchObject({
      id: ceremony.id,
      name: { en: `Test Havan ${run}` },
      samagri: [{ providedBy: 'PANDIT' }, { providedBy: 'FAMILY' }],
    });
    // The migration's ceremonies, with real content in both languages.
    const griha = await ok(
      '{ ceremony(slug: "griha-pravesh") { name { hi } aliases description { en hi } steps { en } samagri { name { en } } } }',
    );
    expect(griha.ceremony.name.hi).toBe('गृह प्रवेश');
    expect(griha.ceremony.aliases).toContain('house warming');
    expect(griha.ceremony.steps.length).toBeGreaterThanOrEqual(4);
    expect(griha.ceremony.samagri.length).toBeGreaterThanOrEqual(6);

    const list = await s.rest('GET', '/api/ceremonies');
    expect(list.status).toBe(200);
    expect(list.body.data.ceremonies.map((c: { slug: string }) => c.slug)).toContain(ceremony.slug);
    // The list is a summary; one ceremony's route has its steps and samagri.
    expect(list.body.data.ceremonies[0]).not.toHaveProperty('samagri');
    const one = await s.rest('GET', `/api/ceremonies/${ceremony.slug}`);
    expect(one.body.data.samagri[1].providedBy).toBe('family');
    expect((await s.rest('GET', '/api/ceremonies/no-such-ceremony')).status).toBe(404);
  });

  it('prices: lowest, median and highest of the live prices, in person and virtual, overall and per city', async () => {
    const q = `query($slug: String!, $city: String) { ceremony(slug: $slug) {
      all: prices { inPerson { lowest median highest pandits } virtual { lowest median highest pandits } }
      here: prices(city: $city) { inPerson { lowest median highest pandits } virtual { lowest median highest pandits } }
      none: prices(city: "Varanasi") { inPerson { lowest } virtual { lowest } }
      cities { city state pandits } } }`;
    const { ceremony: c } = await ok(q, { slug: ceremony.slug, city: 'पुणे' });
    // In person: 1000 (Basic), 1500 (his ceremony price), 5000; virtual: 900 (ceremony price), 2000 (virtual Basic).
    expect(c.all).toEqual({
      inPerson: { lowest: 1000, median: 1500, highest: 5000, pandits: 3 },
      virtual: { lowest: 900, median: 1450, highest: 2000, pandits: 2 },
    });
    expect(c.here).toEqual({
      inPerson: { lowest: 1000, median: 1250, highest: 1500, pandits: 2 },
      virtual: { lowest: 900, median: 900, highest: 900, pandits: 1 },
    });
    expect(c.none).toEqual({ inPerson: null, virtual: null });
    expect(c.cities).toEqual([
      { city: 'Pune', state: 'Maharashtra', pandits: 2 },
      { city: 'Nashik', state: 'Maharashtra', pandits: 1 },
    ]);
  });

  it('pandits who perform it: per city, nearest first; a pandit lists his ceremonies with his prices', async () => {
    const q = `query($slug: String!) { ceremony(slug: $slug) {
      pune: pandits(city: "Pune") { items { name } pageInfo { totalCount } }
      nearNashik: pandits(near: { lat: 19.9975, lng: 73.7898 }) { items { name } } } }`;
    const { ceremony: c } = await ok(q, { slug: ceremony.slug });
    expect(c.pune.items.map((p: { name: string }) => p.name).sort()).toEqual(['Pt. Cheap', 'Pt. Dear']);
    expect(c.pune.pageInfo.totalCount).toBe(2);
    expect(c.nearNashik.items[0].name).toBe('Pt. Far');
    const { pandit } = await ok(
      'query($id: ID!) { pandit(id: $id) { specializations ceremonies { ceremony { slug } price virtualPrice } } }',
      { id: dear.id },
    );
    // ceremonyPrices replaced his list (Griha Pravesh, sent at application, is gone), by English name.
    expect(pandit.ceremonies).toEqual([
      { ceremony: { slug: ceremony.slug }, price: 1500, virtualPrice: 900 },
      { ceremony: { slug: other.slug }, price: null, virtualPrice: null },
    ]);
    expect(pandit.specializations).toEqual([`Test Havan ${run}`, `Test Katha ${run}`]);
  });

  it('a booking records the ceremony and sankalp: priced by the shared rule, seen by its pandit, hidden from others', async () => {
    const customer = await sc.customer('Sankalp Devotee');
    const sankalp = { familyNames: ['Asha Verma', 'Ravi Verma'], gotra: 'Kashyap', nakshatra: 'रोहिणी', occasion: 'New home' };
    const { createBooking: b } = await ok(
      BOOK,
      {
        i: {
          panditId: dear.id,
          date: nextDate(),
          time: '10:00',
          location: 'Kothrud, Pune',
          tier: 'PREMIUM',
          ceremonyId: ceremony.id,
          sankalp,
          samagriBy: 'FAMILY',
        },
      },
      customer.token,
    );
    // His ceremony price 1500 plus Premium's surcharge over his Basic (4000 - 3000).
    expect(b).toMatchObject({ totalAmount: 2500, ceremony: { slug: ceremony.slug }, samagriBy: 'FAMILY' });
    const READ =
      'query($id: ID!) { booking(id: $id) { ceremony { name { en } } sankalp { familyNames gotra nakshatra occasion } } }';
    const expected = { ...sankalp, nakshatra: 'Rohini' };
    expect((await ok(READ, { id: b.id }, dear.account.token)).booking.sankalp).toEqual(expected);
    expect((await ok(READ, { id: b.id }, customer.token)).booking.sankalp).toEqual(expected);
    expect((await ok(READ, { id: b.id }, admin.token)).booking.sankalp).toEqual(expected);
    const stranger = await sc.customer('Stranger');
    const hidden = await s.gql(READ, { id: b.id }, stranger.token);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(hidden.data ?? null)).not.toContain('Kashyap');
    const otherPandit = await s.gql(READ, { id: b.id }, cheap.account.token);
    expect(otherPandit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // REST answers carry it too, enums in lower case.
    const rest = await s.rest('GET', `/api/bookings/${b.id}`, undefined, dear.account.token);
    expect(rest.body.data).toMatchObject({
      samagriBy: 'family',
      sankalp: { gotra: 'Kashyap' },
      ceremony: { slug: ceremony.slug },
    });
  });

  it('the e-mails name the ceremony; the pandit gets the sankalp, the family the samagri list when they arrange it', async () => {
    const customer = await sc.customer('Mail Devotee');
    await worker.drain();
    const before = smtp.mails.length;
    await ok(
      BOOK,
      {
        i: {
          panditId: far.id,
          date: nextDate(),
          time: '09:00',
          location: 'Panchavati, Nashik',
          ceremonyId: ceremony.id,
          sankalp: { familyNames: ['Meera Joshi'], gotra: 'Bharadwaj' },
          samagriBy: 'FAMILY',
        },
      },
      customer.token,
    );
    await worker.drain();
    const mails = smtp.mails.slice(before);
    const toCustomer = mails.find((m) => m.to === customer.email.toLowerCase())!;
    const toPandit = mails.find((m) => m.to === far.account.email.toLowerCase())!;
    expect(toCustomer.subject).toBe(`Booking request sent: Test Havan ${run} with Pt. Far`);
    expect(toCustomer.text).toContain('Marigold garlands: 2');
    expect(toCustomer.text).toContain('Camphor: 1 packet');
    expect(toCustomer.text).not.toContain('Bharadwaj');
    expect(toPandit.text).toContain('Meera Joshi');
    expect(toPandit.text).toContain('Bharadwaj');
    expect(toPandit.text).toContain('the family arranges it');
    expect(toPandit.text).not.toContain('Marigold garlands');

    // In Hindi for a Hindi-speaking customer: the ceremony's Hindi name and the list in Hindi.
    const bhakt = await sc.customer('Hindi Bhakt');
    await ok('mutation { setPreferredLanguage(language: HI) { id } }', {}, bhakt.token);
    const at = smtp.mails.length;
    await ok(
      BOOK,
      {
        i: {
          panditId: far.id,
          date: nextDate(),
          time: '10:00',
          location: 'Panchavati, Nashik',
          ceremonyId: ceremony.id,
          samagriBy: 'FAMILY',
        },
      },
      bhakt.token,
    );
    await worker.drain();
    const hindi = smtp.mails.slice(at).find((m) => m.to === bhakt.email.toLowerCase())!;
    expect(hindi.subject).toBe(`बुकिंग अनुरोध भेजा गया: Pt. Far के साथ परीक्षण हवन ${run}`);
    expect(hindi.text).toContain('गेंदे की मालाएँ: 2');
  });

  it('refuses a ceremony the pandit does not perform, and a sankalp that breaks the rule', async () => {
    const customer = await sc.customer('Refused Devotee');
    const base = { panditId: cheap.id, date: nextDate(), time: '08:00', location: 'Kothrud, Pune' };
    const notPerformed = await s.gql(BOOK, { i: { ...base, ceremonyId: other.id } }, customer.token);
    expect(notPerformed.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { 'input.ceremonyId': 'ceremony.notPerformed' },
    });
    const badSankalp = await s.gql(
      BOOK,
      { i: { ...base, ceremonyId: ceremony.id, sankalp: { familyNames: [], gotra: '', nakshatra: 'Pluto' } } },
      customer.token,
    );
    expect(badSankalp.errors?.[0]?.extensions?.fieldKeys).toMatchObject({
      'input.sankalp.familyNames': 'sankalp.namesRequired',
      'input.sankalp.gotra': 'sankalp.gotraRequired',
      'input.sankalp.nakshatra': 'sankalp.nakshatraInvalid',
    });
    // An old client without a ceremony still books at the tier price.
    const plain = await ok(BOOK, { i: base }, customer.token);
    expect(plain.createBooking).toMatchObject({ totalAmount: 1000, ceremony: null, samagriBy: null });
  });

  it('an old REST client sends names: near-duplicates become one ceremony, an unknown name is refused', async () => {
    const applicant = await sc.customer('Old Client Pandit');
    const body = {
      state: 'Maharashtra',
      city: 'Pune',
      location: 'Aundh, Pune',
      bio: 'Vedic rituals for families.',
      experience: 9,
      languages: ['Hindi'],
      pricing: { basic: 2000, premium: 3000, deluxe: 4000 },
      virtualPoojaAvailable: false,
    };
    const refused = await s.rest(
      'POST',
      '/api/pandits/register',
      { ...body, specializations: ['Satyanarayan', 'Custom Havan'] },
      applicant.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldKeys ?? refused.body.error?.fieldKeys ?? refused.body).toMatchObject({
      'input.specializations.1': 'ceremony.unknown',
    });
    const applied = await s.rest(
      'POST',
      '/api/pandits/register',
      { ...body, specializations: 'Satyanarayan, satyanarayan katha, सत्यनारायण पूजा, Griha Pravesh Puja' },
      applicant.token,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body.data.specializations).toEqual(['Griha Pravesh', 'Satyanarayan Katha']);
  });

  it('a ceremony an admin has just created can be given to a new pandit at once, by id and by name', async () => {
    const fresh = (await ok(CREATE, { i: input(`fresh-${run}`, `Fresh Yagna ${run}`, `नया यज्ञ ${run}`) }, admin.token))
      .createCeremony;
    const pandit = (n: number, choice: Record<string, unknown>) => ({
      state: 'Maharashtra',
      city: 'Pune',
      location: 'Baner, Pune',
      bio: 'Vedic rituals for families.',
      experience: 5,
      languages: ['Hindi'],
      pricing: { basic: 1100, premium: 2100, deluxe: 3100 },
      virtualPoojaAvailable: false,
      name: `Pt. Fresh ${n}`,
      email: `fresh-${n}-${run}@example.com`,
      phone: `98765${String(10000 + n).slice(-5)}`,
      ...choice,
    });
    const CREATE_PANDIT =
      'mutation($i: PanditApplicationInput!) { createPandit(input: $i) { pandit { id ceremonies { ceremony { slug } } } } }';
    for (const [n, choice] of [
      [1, { ceremonyIds: [fresh.id] }],
      [2, { specializations: [`Fresh Yagna ${run}`] }],
    ] as const) {
      const created = await ok(CREATE_PANDIT, { i: pandit(n, choice) }, admin.token);
      expect(created.createPandit.pandit.ceremonies).toEqual([{ ceremony: { slug: fresh.slug } }]);
    }
  });

  it('admins edit ceremonies (audited); deleting one that pandits or bookings use is refused with a reason', async () => {
    // Pt. Dear performs the other ceremony (set before all tests); no booking names it.
    const inUse = await s.gql('mutation($id: ID!) { deleteCeremony(id: $id) }', { id: other.id }, admin.token);
    expect(inUse.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'CEREMONY_IN_USE', pandits: 1, bookings: 0 });
    const spare = (await ok(CREATE, { i: input(`spare-${run}`, `Spare ${run}`, `अतिरिक्त ${run}`) }, admin.token)).createCeremony;
    const renamed = await ok(
      'mutation($id: ID!, $i: CeremonyInput!) { updateCeremony(id: $id, input: $i) { id name { en } } }',
      { id: spare.id, i: input(`spare-${run}`, `Spare Renamed ${run}`, `अतिरिक्त ${run}`) },
      admin.token,
    );
    expect(renamed.updateCeremony).toEqual({ id: spare.id, name: { en: `Spare Renamed ${run}` } });
    expect((await ok('mutation($id: ID!) { deleteCeremony(id: $id) }', { id: spare.id }, admin.token)).deleteCeremony).toBe(true);
    expect((await ok('query($s: String!) { ceremony(slug: $s) { id } }', { s: spare.slug })).ceremony).toBeNull();
    const taken = await s.gql(CREATE, { i: input(ceremony.slug, 'Copy', 'प्रति') }, admin.token);
    expect(taken.errors?.[0]?.extensions?.fieldKeys).toEqual({ 'input.slug': 'ceremony.slugTaken' });
    const denied = await s.gql(CREATE, { i: input(`x-${run}`, 'X', 'एक्स') }, cheap.account.token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const log = await ok('{ auditLog(filter: { entity: "Ceremony" }) { items { action } } }', {}, admin.token);
    expect(log.auditLog.items.map((i: { action: string }) => i.action)).toEqual(
      expect.arrayContaining(['ceremony.create', 'ceremony.update', 'ceremony.delete']),
    );
  });
});
