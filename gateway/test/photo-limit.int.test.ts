import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_PHOTOS } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario } from './scenario.js';
import { first } from '../src/indexed.js';

/** The per-pandit photo limit holds on every path that adds photos, and a refused add stores nothing. */
let s: TestServer;
let sc: ReturnType<typeof scenario>;
beforeAll(async () => {
  s = await startTestServer();
  sc = scenario(s);
});
afterAll(async () => s?.close());

const urls = (n: number, tag = 'p') => Array.from({ length: n }, (_, i) => `https://example.com/${tag}-${i}.jpg`);
const count = async (table: string) =>
  Number(first(await s.db.orm.em.getConnection().execute(`select count(*)::int as n from ${table}`)).n);
const photosOf = async (id: string) =>
  first(await s.db.orm.em.getConnection().execute('select photos from pandits where id = ?', [id])).photos as string[];

const APPLICATION = {
  name: 'Pt. Photo Limit',
  phone: '9812345678',
  state: 'Uttar Pradesh',
  city: 'Varanasi',
  location: 'Assi Ghat',
  bio: 'Vedic priest.',
  experience: 5,
  specializations: ['Griha Pravesh'],
  languages: ['Hindi'],
  pricing: { basic: 2100, premium: 3100, deluxe: 5100 },
  virtualPoojaAvailable: false,
};

function tooMany(r: { status: number; errors?: Array<{ extensions?: Record<string, unknown> }> }) {
  expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  expect(Object.values(r.errors?.[0]?.extensions?.fieldKeys as Record<string, string>)).toContain('photos.tooMany');
}

describe(`at most ${MAX_PHOTOS} photos per pandit`, () => {
  it('application and resubmission: 11 photos refused, nothing created or changed', async () => {
    const u = await s.newUser();
    const before = await count('pandits');
    const apply = 'mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { id } }';
    tooMany(await s.gql(apply, { i: { ...APPLICATION, photos: urls(MAX_PHOTOS + 1) } }, u.token));
    expect(await count('pandits')).toBe(before);
    const ok = await s.gql(apply, { i: { ...APPLICATION, photos: urls(MAX_PHOTOS) } }, u.token);
    expect(ok.errors).toBeUndefined();
    const id = ok.data.applyAsPandit.id;
    const resubmit = 'mutation($i: PanditApplicationInput!) { resubmitPanditApplication(input: $i) { id } }';
    tooMany(await s.gql(resubmit, { i: { ...APPLICATION, photos: urls(MAX_PHOTOS + 1, 'r') } }, u.token));
    expect(await photosOf(id)).toEqual(urls(MAX_PHOTOS));
  });

  it('addPanditPhotos and updatePanditProfile (photos, addPhotos), by the pandit and by an admin', async () => {
    const p = await sc.pandit();
    const admin = await sc.admin();
    const add = 'mutation($id: ID!, $urls: [String!]!) { addPanditPhotos(id: $id, urls: $urls) { photos } }';
    const update = 'mutation($id: ID!, $input: UpdatePanditInput!) { updatePanditProfile(id: $id, input: $input) { photos } }';
    expect((await s.gql(add, { id: p.id, urls: urls(MAX_PHOTOS - 1) }, p.account.token)).errors).toBeUndefined();
    for (const token of [p.account.token, admin.token]) {
      tooMany(await s.gql(add, { id: p.id, urls: urls(2, 'x') }, token));
      tooMany(await s.gql(update, { id: p.id, input: { addPhotos: urls(2, 'y') } }, token));
      tooMany(await s.gql(update, { id: p.id, input: { photos: urls(MAX_PHOTOS + 1, 'z') } }, token));
    }
    expect(await photosOf(p.id)).toEqual(urls(MAX_PHOTOS - 1));
    // Re-adding a photo it already has does not count twice; the tenth fits.
    const last = await s.gql(add, { id: p.id, urls: [urls(1)[0], 'https://example.com/last.jpg'] }, p.account.token);
    expect(last.data?.addPanditPhotos.photos).toHaveLength(MAX_PHOTOS);
  });

  it('admin createPandit with 11 photos: refused, no account or pandit created', async () => {
    const admin = await sc.admin();
    const [users, pandits] = [await count('users'), await count('pandits')];
    const r = await s.gql(
      'mutation($i: PanditApplicationInput!) { createPandit(input: $i) { pandit { id } } }',
      { i: { ...APPLICATION, email: `created.${Date.now()}@photo.test`, photos: urls(MAX_PHOTOS + 1) } },
      admin.token,
    );
    tooMany(r);
    expect([await count('users'), await count('pandits')]).toEqual([users, pandits]);
  });

  it('REST uploads past the limit: 400, the uploaded images are not kept', async () => {
    const p = await sc.pandit();
    await s.gql(
      'mutation($id: ID!, $urls: [String!]!) { addPanditPhotos(id: $id, urls: $urls) { id } }',
      { id: p.id, urls: urls(MAX_PHOTOS) },
      p.account.token,
    );
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c60' } })
      .png()
      .toBuffer();
    const send = async (path: string, method: string, field: string) => {
      const form = new FormData();
      for (let i = 0; i < 2; i++) form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), `p${i}.png`);
      const res = await fetch(`${s.url}${path}`, {
        method,
        body: form,
        headers: { authorization: `Bearer ${p.account.token}` },
      });
      return { status: res.status, body: await res.json() };
    };
    const media = await count('media');
    for (const [path, method, field] of [
      [`/api/pandits/${p.id}/upload-images`, 'POST', 'images'],
      [`/api/pandits/update/${p.id}`, 'PUT', 'photos'],
    ] satisfies Array<[string, string, string]>) {
      const r = await send(path, method, field);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
      expect(Object.values(r.body.fieldKeys)).toContain('photos.tooMany');
    }
    expect(await count('media')).toBe(media);
    expect(await photosOf(p.id)).toEqual(urls(MAX_PHOTOS));
  });
});
