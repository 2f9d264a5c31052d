import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from './harness.js';
import { LIMITS } from '../src/limits/rate-limits.js';
import { MEDIA_QUOTA_BYTES } from '../src/modules/media/media.service.js';
import { at, first } from '../src/indexed.js';

/** Uploads: streamed with a size limit, JPEG/PNG/WebP by content, a pixel limit, re-encoded without metadata, limits per account, no orphans. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { RATE_LIMITS: 'on', MAX_UPLOAD_BYTES: String(1024 * 1024) } });
});
afterAll(async () => s?.close());

async function upload(
  path: string,
  files: Array<{ field?: string; data: Buffer; name?: string }>,
  token?: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(f.field ?? 'image', new Blob([new Uint8Array(f.data)], { type: 'image/png' }), f.name ?? 'photo.png');
  const res = await fetch(`${s.url}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
}
const mediaCount = async () => Number(first(await s.db.orm.em.getConnection().execute('select count(*)::int as n from media')).n);
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 120, b: 40 } } });

/** A valid PNG header that claims width × height, with a token IDAT: tiny on the wire, huge when decoded. */
function pixelBomb(width: number, height: number): Buffer {
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
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(200)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Sends the start of a multipart body to /api/media (a declared length, or chunked) and never finishes it: resolves
 * with the answer the server gives while the rest is still owed, which proves the answer came before the body was read.
 */
function partialUpload(token: string, start: Buffer, declaredLength?: number) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(`${s.url}/api/media`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        ...(declaredLength ? { 'content-length': String(declaredLength) } : { 'transfer-encoding': 'chunked' }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body: JSON.parse(body) as Record<string, unknown> });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write(start);
  });
}
const filePart = (name = 'photo.png') =>
  Buffer.from(`--x\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`);

/** Counts `bytes` of images against the account's quota (a row whose size says so; its data is small). */
async function useQuota(ownerId: string, bytes: number) {
  await s.db.orm.em
    .getConnection()
    .execute(
      "insert into media (id, content_type, size, data, owner_id, created_at) values (gen_random_uuid(), 'image/png', ?, '\\x00', ?, now())",
      [bytes, ownerId],
    );
}

describe('uploads', () => {
  it('re-encodes a JPEG: GPS, camera and every other metadata block are gone', async () => {
    const u = await s.newUser();
    const jpeg = await solid(64, 32)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam', Model: 'X-100', Copyright: 'owner-name-123' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 18/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes(Buffer.from('SecretCam'))).toBe(true);
    const r = await upload('/api/media', [{ data: jpeg, name: 'camera.jpg' }], u.token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.contentType).toBe('image/jpeg');
    const served = Buffer.from(await (await fetch(`${s.url}${r.body.data.url}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(served.includes(Buffer.from('owner-name-123'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([64, 32]);
  });

  it('accepts PNG and WebP; refuses GIF, SVG and text by content (415), whatever the name says', async () => {
    const u = await s.newUser();
    expect((await upload('/api/media', [{ data: await solid(8, 8).png().toBuffer() }], u.token)).body.data.contentType).toBe(
      'image/png',
    );
    expect(
      (await upload('/api/media', [{ data: await solid(8, 8).webp().toBuffer(), name: 'x.png' }], u.token)).body.data.contentType,
    ).toBe('image/webp');
    const before = await mediaCount();
    const gif = await upload('/api/media', [{ data: await solid(8, 8).gif().toBuffer(), name: 'x.png' }], u.token);
    expect(gif.status).toBe(415);
    expect(gif.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(
      (await upload('/api/media', [{ data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }], u.token)).status,
    ).toBe(415);
    // A PNG signature followed by garbage: detected as PNG, but it does not decode.
    const broken = Buffer.concat([pixelBomb(10, 10).subarray(0, 33), Buffer.from('garbage'.repeat(20))]);
    expect((await upload('/api/media', [{ data: broken }], u.token)).status).toBe(415);
    expect(await mediaCount()).toBe(before);
  });

  it('a 300-byte PNG that claims 20000×20000 pixels is refused before decoding (413), nothing stored', async () => {
    const u = await s.newUser();
    const bomb = pixelBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(400);
    const before = await mediaCount();
    const r = await upload('/api/media', [{ data: bomb }], u.token);
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(r.body.message).toMatch(/megapixels/);
    expect(await mediaCount()).toBe(before);
  });

  it('large images are scaled down to at most 2560 px', async () => {
    const u = await s.newUser();
    const wide = await solid(4000, 100).jpeg({ quality: 50 }).toBuffer();
    const r = await upload('/api/media', [{ data: wide }], u.token);
    expect(r.status).toBe(201);
    const meta = await sharp(Buffer.from(await (await fetch(`${s.url}${r.body.data.url}`)).arrayBuffer())).metadata();
    expect(meta.width).toBe(2560);
  });

  it('a body declared larger than the files may be is refused before it is read; a file over the limit is cut off (413)', async () => {
    const u = await s.newUser();
    // 12 files × 1 MB + 1 MB of framing is what /api/media may carry; declare 64 MB and send only a little.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${s.url}/api/media`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${u.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(64 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).code).toBe('PAYLOAD_TOO_LARGE');
    const big = await upload(
      '/api/media',
      [{ data: Buffer.concat([await solid(8, 8).png().toBuffer(), Buffer.alloc(3 * 1024 * 1024)]) }],
      u.token,
    );
    expect(big.status).toBe(413);
  });

  it('a refused request leaves no image behind (pandit application with invalid fields)', async () => {
    const u = await s.newUser();
    const before = await mediaCount();
    const r = await upload('/api/pandits/register', [{ field: 'avatar', data: await solid(16, 16).png().toBuffer() }], u.token, {
      name: 'X',
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(await mediaCount()).toBe(before);
  });

  it(`at most ${LIMITS.uploadAccount.points} images an hour per account (429 with Retry-After)`, async () => {
    const u = await s.newUser();
    const png = await solid(4, 4).png().toBuffer();
    const perRequest = 10;
    for (let i = 0; i < LIMITS.uploadAccount.points / perRequest; i++) {
      const r = await upload(
        '/api/media',
        Array.from({ length: perRequest }, () => ({ field: 'images', data: png })),
        u.token,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const before = await mediaCount();
    const over = await upload('/api/media', [{ data: png }], u.token);
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(await mediaCount()).toBe(before);
    // The point is taken before a file's first byte is read: the answer comes while the file is still owed.
    // (A few bytes of the file go along: the parser holds back a boundary's length before it sees the part begin.)
    const early = await partialUpload(u.token, Buffer.concat([filePart(), png.subarray(0, 16)]), 512 * 1024);
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('RATE_LIMITED');
    // Another account is not affected.
    expect((await upload('/api/media', [{ data: png }], (await s.newUser()).token)).status).toBe(201);
  });

  it('the quota is read before the body: a full account is refused at once (413 QUOTA_EXCEEDED), nothing read', async () => {
    const u = await s.newUser();
    await useQuota(u.id, MEDIA_QUOTA_BYTES);
    const r = await partialUpload(u.token, Buffer.from('--x\r\n'), 512 * 1024);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', reason: 'QUOTA_EXCEEDED' });
  });

  it('file bytes count against what the quota has left as they arrive: cut off past it (413), nothing stored', async () => {
    const u = await s.newUser();
    await useQuota(u.id, MEDIA_QUOTA_BYTES - 256 * 1024);
    const before = await mediaCount();
    // 900 KB: under the 1 MB file limit of this server, over the 256 KB the quota has left; no declared length.
    const png = Buffer.concat([await solid(8, 8).png().toBuffer(), Buffer.alloc(900 * 1024)]);
    const r = await partialUpload(u.token, Buffer.concat([filePart(), png]));
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', reason: 'QUOTA_EXCEEDED' });
    expect(await mediaCount()).toBe(before);
    // What fits is still accepted.
    expect((await upload('/api/media', [{ data: await solid(8, 8).png().toBuffer() }], u.token)).status).toBe(201);
  });
});
