import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { at, first } from '../src/indexed.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

/** A real PNG (solid colour), built byte by byte: signature, IHDR, IDAT, IEND with CRCs. */
function png(width = 2, height = 2): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = at(crcTable, (c ^ b) & 0xff) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, ...Array(width).fill([255, 153, 51]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  path: string,
  files: Array<{ field: string; name: string; type: string; data: Buffer }>,
  token?: string,
  fields: Record<string, string> = {},
  method = 'POST',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await fetch(`${s.url}${path}`, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json() };
}

const APPLICATION = {
  name: 'Pt. Test Sharma',
  email: 'pt.test@example.in',
  phone: '9812345678',
  state: 'Uttar Pradesh',
  city: 'Varanasi',
  location: 'Assi Ghat, Varanasi',
  bio: 'Vedic priest trained at Kashi, performing family ceremonies for twenty years.',
  experience: 20,
  // Names, aliases and near-duplicates in either script map to ceremonies (an unknown name is refused: ceremonies test).
  specializations: ['Ganga Aarti', ' ganga aarti ', 'रुद्राभिषेक', 'Rudrabhishek'],
  languages: ['Hindi', 'Sanskrit', 'hindi'],
  pricing: { basic: 2100, premium: 1500, deluxe: 5100, virtualBasic: 900, virtualPremium: 1500, virtualDeluxe: 2500 },
  virtualPoojaAvailable: false,
  photos: [],
};

const FIELDS = `id name email phone whatsappNumber registrationStatus approved verified rejectionReason state city
  specializations languages experience photos virtualPoojaAvailable
  pricing { basic premium deluxe virtualBasic virtualPremium virtualDeluxe }`;
const APPLY = `mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { ${FIELDS} } }`;
const RESUBMIT = `mutation($i: PanditApplicationInput!) { resubmitPanditApplication(input: $i) { ${FIELDS} } }`;
const ROLE = 'query { me { role panditProfile { id registrationStatus rejectionReason } } }';

async function applicant(name = 'Applicant') {
  const u = await s.newUser(name);
  const r = await s.rest('POST', '/api/pandits/register', { ...APPLICATION, email: u.email }, u.token);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { ...u, panditId: r.body.data.id as string };
}

async function publicIds(): Promise<string[]> {
  const r = await s.gql('query { pandits(page: { limit: 100 }) { items { id } pageInfo { totalCount } } }');
  expect(r.errors).toBeUndefined();
  return r.data.pandits.items.map((p: { id: string }) => p.id);
}

describe('applying (one application per account)', () => {
  it('a visitor cannot apply (401)', async () => {
    const r = await s.rest('POST', '/api/pandits/register', APPLICATION);
    expect(r.status).toBe(401);
    const g = await s.gql(APPLY, { i: APPLICATION });
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates a pending, unapproved, unverified application with tidy lists and the defaults', async () => {
    const u = await s.newUser('Ravi Applicant');
    const r = await s.gql(
      APPLY,
      { i: { ...APPLICATION, name: '', email: null, phone: ' +91 98123-45678 ', city: 'वाराणसी', virtualPoojaAvailable: false } },
      u.token,
    );
    expect(r.errors).toBeUndefined();
    const p = r.data.applyAsPandit;
    expect(p).toMatchObject({
      name: 'Ravi Applicant', // defaults to the account's
      email: u.email,
      phone: '9812345678',
      whatsappNumber: '9812345678', // defaults to the phone
      registrationStatus: 'PENDING',
      approved: false,
      verified: false,
      rejectionReason: null,
      city: 'Varanasi',
      specializations: ['Ganga Aarti', 'Rudra Abhishek'],
      languages: ['Hindi', 'Sanskrit'],
    });
    // Virtual prices are stored only when virtual poojas are offered.
    expect(p.pricing).toEqual({
      basic: 2100,
      premium: 1500,
      deluxe: 5100,
      virtualBasic: null,
      virtualPremium: null,
      virtualDeluxe: null,
    });
    const me = await s.gql(ROLE, {}, u.token);
    expect(me.data.me).toEqual({
      role: 'USER',
      panditProfile: { id: p.id, registrationStatus: 'PENDING', rejectionReason: null },
    });
    expect(await publicIds()).not.toContain(p.id);
    // search_text is kept for the trigram search.
    const row = first(await s.db.orm.em.getConnection().execute('select search_text from pandits where id = ?', [p.id]));
    expect(row.search_text).toContain('वाराणसी');
    expect(row.search_text).toContain('ravi applicant');

    const again = await s.gql(APPLY, { i: APPLICATION }, u.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', panditId: p.id });
    const rest = await s.rest('POST', '/api/pandits/register', APPLICATION, u.token);
    expect(rest.status).toBe(409);
    const { n } = first(
      await s.db.orm.em
        .getConnection()
        .execute('select count(*)::int as n from pandits p join users u on u.id = p.user_id where u.email = ?', [u.email]),
    );
    expect(n).toBe(1);
  });

  it('validates every field on the server, with field paths', async () => {
    const u = await s.newUser();
    const r = await s.rest(
      'POST',
      '/api/pandits/register',
      {
        ...APPLICATION,
        phone: '12345',
        email: 'nope',
        state: 'Atlantis',
        experience: -1,
        specializations: ['  '],
        languages: [],
        pricing: { basic: -1, premium: -5, deluxe: 10 },
        photos: ['javascript:alert(1)'],
        location: '',
      },
      u.token,
    );
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(r.body.fields).sort()).toEqual(
      [
        'email',
        'experience',
        'languages',
        'location',
        'phone',
        'photos.0',
        'pricing.basic',
        'pricing.premium',
        'specializations',
        'state',
      ]
        .map((f) => `input.${f}`)
        .sort(),
    );
    expect(r.body.fields['input.phone']).toBe('Phone number must be 10 digits');

    const city = await s.rest('POST', '/api/pandits/register', { ...APPLICATION, city: 'Mumbai' }, u.token);
    expect(city.status).toBe(400);
    expect(city.body.fields).toEqual({ 'input.city': 'Choose a city of the chosen state' });
    expect(city.body.fieldKeys).toEqual({ 'input.city': 'city.unknown' });

    const virtual = await s.rest(
      'POST',
      '/api/pandits/register',
      { ...APPLICATION, virtualPoojaAvailable: true, pricing: { basic: 1, premium: 2, deluxe: 3 } },
      u.token,
    );
    expect(virtual.status).toBe(400);
    expect(Object.keys(virtual.body.fields)).toEqual([
      'input.pricing.virtualBasic',
      'input.pricing.virtualPremium',
      'input.pricing.virtualDeluxe',
    ]);

    const many = await s.rest(
      'POST',
      '/api/pandits/register',
      { ...APPLICATION, photos: Array.from({ length: 11 }, (_, i) => `https://img.example.in/${i}.jpg`) },
      u.token,
    );
    expect(many.body.fields).toEqual({ 'input.photos': 'At most 10 photos' });
    // Nothing was stored by the failed attempts.
    const me = await s.gql(ROLE, {}, u.token);
    expect(me.data.me.panditProfile).toBeNull();
  });

  it('an admin cannot apply (the approval would demote the admin)', async () => {
    const r = await s.rest('POST', '/api/pandits/register', APPLICATION, await s.token('admin'));
    expect(r.status).toBe(403);
  });
});

describe('approve and reject (admins only)', () => {
  it.each([
    ['PUT', (id: string) => `/api/admin/pandits/${id}/approve`, undefined],
    ['PUT', (id: string) => `/api/admin/pandits/${id}/reject`, { rejectionReason: 'Photos are missing from the application' }],
    ['GET', () => '/api/pandits/pending/all', undefined],
  ] as const)('%s %s: 401 for a visitor, 403 for a user, the pandit and the applicant', async (method, path, body) => {
    const a = await applicant();
    expect((await s.rest(method, path(a.panditId), body)).status).toBe(401);
    for (const token of [await s.token('user'), await s.token('pandit'), a.token]) {
      const r = await s.rest(method, path(a.panditId), body, token);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('FORBIDDEN');
    }
    const me = await s.gql(ROLE, {}, a.token);
    expect(me.data.me).toMatchObject({ role: 'USER', panditProfile: { registrationStatus: 'PENDING' } });
  });

  it('a forged token is refused (401)', async () => {
    const a = await applicant();
    const [h, , sig] = (await s.token('user')).split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: a.id, role: 'admin', exp: 9999999999 })).toString('base64url')}.${sig}`;
    const r = await s.rest('PUT', `/api/admin/pandits/${a.panditId}/approve`, undefined, forged);
    expect(r.status).toBe(401);
  });

  it('GraphQL twins refuse non-admins too', async () => {
    const a = await applicant();
    for (const [q, token] of [
      ['mutation($id: ID!) { approvePandit(id: $id) { id } }', a.token],
      ['mutation($id: ID!) { rejectPandit(id: $id, reason: "not good enough at all") { id } }', await s.token('pandit')],
      ['query { pendingPandits { id } }', await s.token('user')],
      ['query { panditApplications(status: REJECTED) { items { id } } }', await s.token('user')],
      ['query { panditApplicationStats { total } }', await s.token('pandit')],
    ] as const) {
      const r = await s.gql(q, { id: a.panditId }, token);
      expect(r.errors?.[0]?.extensions?.code, q).toBe('FORBIDDEN');
    }
  });

  it('the rejection reason must be at least 10 characters after trimming', async () => {
    const a = await applicant();
    const admin = await s.token('admin');
    for (const reason of [undefined, '', '          ', '123456789', '  Too short  ']) {
      const r = await s.rest(
        'PUT',
        `/api/admin/pandits/${a.panditId}/reject`,
        reason === undefined ? {} : { rejectionReason: reason },
        admin,
      );
      expect(r.status, String(reason)).toBe(400);
      expect(r.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Rejection reason must be at least 10 characters.',
      });
    }
    const ten = await s.rest('PUT', `/api/admin/pandits/${a.panditId}/reject`, { rejectionReason: ' 1234567890 ' }, admin);
    expect(ten.status).toBe(200);
    expect(ten.body.data).toMatchObject({
      registrationStatus: 'rejected',
      rejectionReason: '1234567890',
      approved: false,
      verified: false,
      _id: a.panditId,
    });
  });

  it('unknown ids are NOT_FOUND; malformed ids a 400 on params.id', async () => {
    const admin = await s.token('admin');
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await s.rest('PUT', `/api/admin/pandits/${id}/approve`, undefined, admin)).status).toBe(404);
    const r = await s.rest('PUT', `/api/admin/pandits/${id}/reject`, { rejectionReason: 'A perfectly fine reason' }, admin);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Pandit not found');
    for (const action of ['approve', 'reject']) {
      const bad = await s.rest(
        'PUT',
        `/api/admin/pandits/not-a-uuid/${action}`,
        { rejectionReason: 'A perfectly fine reason' },
        admin,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty(['params.id']);
    }
  });

  it('approval lists the pandit at once and makes the account a pandit; rejection undoes both', async () => {
    const a = await applicant('Soon Pandit');
    const admin = await s.token('admin');
    const pending = await s.rest('GET', '/api/pandits/pending/all', undefined, admin);
    expect(pending.status).toBe(200);
    const mine = pending.body.data.pandits.find((p: any) => p.id === a.panditId);
    expect(mine).toMatchObject({
      registrationStatus: 'pending',
      email: a.email,
      phone: '9812345678',
      user: { id: a.id, name: 'Soon Pandit' },
    });

    const statsBefore = (await s.gql('query { panditApplicationStats { pending approved rejected total } }', {}, admin)).data
      .panditApplicationStats;
    const ok = await s.rest('PUT', `/api/admin/pandits/${a.panditId}/approve`, undefined, admin);
    expect(ok.status).toBe(200);
    // Listed at once; "verified" waits for an accepted photo ID (decision 0079).
    expect(ok.body.data).toMatchObject({
      approved: true,
      listed: true,
      verified: false,
      registrationStatus: 'approved',
      rejectionReason: null,
    });
    expect(await publicIds()).toContain(a.panditId);
    expect((await s.gql(ROLE, {}, a.token)).data.me.role).toBe('PANDIT');
    const statsAfter = (await s.gql('query { panditApplicationStats { pending approved rejected total } }', {}, admin)).data
      .panditApplicationStats;
    expect(statsAfter).toEqual({ ...statsBefore, pending: statsBefore.pending - 1, approved: statsBefore.approved + 1 });

    // Approving twice is harmless.
    const again = await s.rest('PUT', `/api/admin/pandits/${a.panditId}/approve`, undefined, admin);
    expect(again.status).toBe(200);

    const no = await s.rest(
      'PUT',
      `/api/admin/pandits/${a.panditId}/reject`,
      { rejectionReason: 'Certificates could not be verified' },
      admin,
    );
    expect(no.status).toBe(200);
    expect(await publicIds()).not.toContain(a.panditId);
    const me = await s.gql(ROLE, {}, a.token);
    expect(me.data.me).toEqual({
      role: 'USER',
      panditProfile: { id: a.panditId, registrationStatus: 'REJECTED', rejectionReason: 'Certificates could not be verified' },
    });

    const rejected = await s.gql(
      'query { panditApplications(status: REJECTED, page: { limit: 100 }) { items { id rejectionReason } pageInfo { totalCount } } }',
      {},
      admin,
    );
    expect(rejected.data.panditApplications.items).toContainEqual({
      id: a.panditId,
      rejectionReason: 'Certificates could not be verified',
    });
  });
});

describe('resubmission', () => {
  it('a rejected applicant fixes the application and it returns to pending, reason cleared', async () => {
    const a = await applicant();
    const admin = await s.token('admin');
    await s.rest('PUT', `/api/admin/pandits/${a.panditId}/reject`, { rejectionReason: 'Please add a longer biography' }, admin);
    const r = await s.gql(
      RESUBMIT,
      {
        i: {
          ...APPLICATION,
          bio: 'A much longer biography with training and ceremonies performed.',
          virtualPoojaAvailable: true,
        },
      },
      a.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.resubmitPanditApplication).toMatchObject({
      id: a.panditId,
      registrationStatus: 'PENDING',
      rejectionReason: null,
      approved: false,
      virtualPoojaAvailable: true,
      pricing: { virtualBasic: 900, virtualPremium: 1500, virtualDeluxe: 2500 },
    });
    const pending = await s.gql('query { pendingPandits { id } }', {}, admin);
    expect(pending.data.pendingPandits.map((p: any) => p.id)).toContain(a.panditId);
  });

  it('resubmitting without an application is NOT_FOUND; an approved one is a CONFLICT', async () => {
    const u = await s.newUser();
    expect((await s.gql(RESUBMIT, { i: APPLICATION }, u.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const a = await applicant();
    await s.rest('PUT', `/api/admin/pandits/${a.panditId}/approve`, undefined, await s.token('admin'));
    expect((await s.gql(RESUBMIT, { i: APPLICATION }, a.token)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('editing a pandit profile', () => {
  it('an approved pandit edits their own profile and stays approved; not another pandit', async () => {
    const a = await applicant();
    const b = await applicant();
    const admin = await s.token('admin');
    await s.rest('PUT', `/api/admin/pandits/${a.panditId}/approve`, undefined, admin);
    const tokenA = (await s.rest('POST', '/api/auth/login', { email: a.email, password: a.password })).body.data.token;

    const r = await s.rest(
      'PUT',
      `/api/pandits/update/${a.panditId}`,
      {
        bio: 'Updated biography',
        languages: 'Hindi, Bhojpuri',
        pricing: { basic: 3100 },
        virtualPoojaAvailable: false,
        registrationStatus: 'approved',
        approved: false,
        verified: false,
        role: 'admin',
      },
      tokenA,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      bio: 'Updated biography',
      languages: ['Hindi', 'Bhojpuri'],
      pricing: { basic: 3100, premium: 1500, deluxe: 5100 },
      approved: true,
      listed: true,
      verified: false,
      registrationStatus: 'approved',
    });
    expect(await publicIds()).toContain(a.panditId);
    expect((await s.gql(ROLE, {}, tokenA)).data.me.role).toBe('PANDIT');

    const other = await s.rest('PUT', `/api/pandits/update/${b.panditId}`, { bio: 'Hijacked' }, tokenA);
    expect(other.status).toBe(403);
    const user = await s.rest('PUT', `/api/pandits/update/${a.panditId}`, { bio: 'Hijacked' }, await s.token('user'));
    expect(user.status).toBe(403);
    const visitor = await s.rest('PUT', `/api/pandits/update/${a.panditId}`, { bio: 'Hijacked' });
    expect(visitor.status).toBe(401);
    const g = await s.gql(
      'mutation($id: ID!) { updatePanditProfile(id: $id, input: { bio: "Hijacked" }) { id } }',
      { id: b.panditId },
      await s.token('pandit'),
    );
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Someone else's application is not even visible.
    const peek = await s.gql('query($id: ID!) { panditApplication(id: $id) { id } }', { id: b.panditId }, tokenA);
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const byAdmin = await s.rest(
      'PUT',
      `/api/pandits/update/${b.panditId}`,
      { experience: 30, state: 'Bihar', city: 'Gaya' },
      admin,
    );
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ experience: 30, state: 'Bihar', city: 'Gaya', registrationStatus: 'pending' });
    const badCity = await s.rest('PUT', `/api/pandits/update/${b.panditId}`, { state: 'Kerala' }, admin);
    expect(badCity.status).toBe(400);
    expect(badCity.body.fields).toHaveProperty(['input.city']);
  });
});

describe('uploads: images only, by content, with a size limit', () => {
  it('stores a real PNG (201) and serves it at /media/:id as image/png', async () => {
    const u = await s.newUser();
    const data = png();
    const r = await upload(
      '/api/media',
      [{ field: 'image', name: 'photo.bin', type: 'application/octet-stream', data }],
      u.token,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({ contentType: 'image/png' });
    expect(r.body.data.url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const served = await fetch(`${s.url}${r.body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Re-encoded (metadata stripped), so not byte-identical: still a PNG of the stored size.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(data.subarray(0, 8))).toBe(true);
    expect(bytes.length).toBe(r.body.data.size);
  });

  it('refuses a renamed text file (415), an SVG (415) and an oversized image (413)', async () => {
    const u = await s.newUser();
    const text = await upload(
      '/api/media',
      [{ field: 'image', name: 'x.png', type: 'image/png', data: Buffer.from('hello, I am not an image\n'.repeat(20)) }],
      u.token,
    );
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG or WebP images can be uploaded.',
    });
    const svg = await upload(
      '/api/media',
      [
        {
          field: 'image',
          name: 'a.png',
          type: 'image/png',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      ],
      u.token,
    );
    expect(svg.status).toBe(415);
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload('/api/media', [{ field: 'image', name: 'big.png', type: 'image/png', data: big }], u.token);
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Image is larger than 5 MB' });
    const none = await upload('/api/media', [], u.token, { note: 'no file' });
    expect(none.status).toBe(400);
    const visitor = await upload('/api/media', [{ field: 'image', name: 'a.png', type: 'image/png', data: png() }]);
    expect(visitor.status).toBe(401);
  });

  it("uploads photos for one's own profile (multipart images), not for someone else's", async () => {
    const a = await applicant();
    const b = await applicant();
    const r = await upload(
      `/api/pandits/${a.panditId}/upload-images`,
      [1, 2].map((i) => ({ field: 'images', name: `p${i}.png`, type: 'image/png', data: png(i, i) })),
      a.token,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.photos).toHaveLength(2);
    const { n: before } = first(await s.db.orm.em.getConnection().execute('select count(*)::int as n from media'));
    const other = await upload(
      `/api/pandits/${b.panditId}/upload-images`,
      [{ field: 'images', name: 'p.png', type: 'image/png', data: png() }],
      a.token,
    );
    expect(other.status).toBe(403);
    const { n: after } = first(await s.db.orm.em.getConnection().execute('select count(*)::int as n from media'));
    expect(after).toBe(before); // nothing stored for a refused caller
    const bad = await upload(
      `/api/pandits/${a.panditId}/upload-images`,
      [{ field: 'images', name: 'x.png', type: 'image/png', data: Buffer.from('plain text') }],
      a.token,
    );
    expect(bad.status).toBe(415);

    // Multipart profile update: an avatar file plus text fields.
    const upd = await upload(
      `/api/pandits/update/${a.panditId}`,
      [{ field: 'avatar', name: 'me.png', type: 'image/png', data: png(3, 3) }],
      a.token,
      { bio: 'Multipart bio', specializations: '["Griha Pravesh"]', experience: '7' },
      'PUT',
    );
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body.data).toMatchObject({ bio: 'Multipart bio', specializations: ['Griha Pravesh'], experience: 7 });
    expect(upd.body.data.avatar).toMatch(/^\/media\//);
    expect(upd.body.data.photos).toHaveLength(2);
  });
});

describe('updateProfile (Edit Profile)', () => {
  it('changes only the given non-empty fields of the caller, never the role', async () => {
    const u = await s.newUser('Old Name');
    const r = await s.rest(
      'PUT',
      '/api/admin/update-profile',
      { name: 'New Name', email: '', phone: '   ', avatar: '', role: 'admin' },
      u.token,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.user).toMatchObject({ name: 'New Name', email: u.email, phone: '9876543210', role: 'user', avatar: null });
    const g = await s.gql(
      'mutation { updateProfile(input: { phone: "+91 91234 56789", avatar: "https://img.example.in/me.jpg" }) { phone avatar role } }',
      {},
      u.token,
    );
    expect(g.data.updateProfile).toEqual({ phone: '9123456789', avatar: 'https://img.example.in/me.jpg', role: 'USER' });
    const role = await s.gql('mutation { updateProfile(input: { role: ADMIN }) { role } }', {}, u.token);
    expect(role.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('rejects a taken email, bad values and visitors', async () => {
    const u = await s.newUser();
    const taken = await s.rest('PUT', '/api/admin/update-profile', { email: 'ADMIN@demo.in' }, u.token);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    const bad = await s.rest(
      'PUT',
      '/api/admin/update-profile',
      { email: 'x@', phone: '123', avatar: 'javascript:alert(1)', name: 'A' },
      u.token,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['input.avatar', 'input.email', 'input.name', 'input.phone']);
    expect((await s.rest('PUT', '/api/admin/update-profile', { name: 'Visitor' })).status).toBe(401);
    // Own email in another case is fine.
    const same = await s.rest('PUT', '/api/admin/update-profile', { email: u.email.toUpperCase() }, u.token);
    expect(same.status).toBe(200);
  });
});
