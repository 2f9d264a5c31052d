import { request } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { freshPostgres, startGateway, tempDir, type GatewayProcess } from './processes.js';

/**
 * Memory a hostile client cannot grow: concurrent 60 MB uploads against the real gateway in its own process, whose
 * resident memory is read from /proc before, during (sampled) and after (the kernel's peak, VmHWM). A bound on memory,
 * not on time. Before uploads were streamed and decoded under a semaphore, ten such uploads took the gateway to 5.1 GB.
 */
const MB = 1024 * 1024;
/** What the gateway's resident memory may grow by while it serves twenty hostile 60 MB uploads. */
const GROWTH_BOUND = 300 * MB;

let db: Awaited<ReturnType<typeof freshPostgres>>;
let dir: ReturnType<typeof tempDir>;
let gw: GatewayProcess;
let token: string;

/** Resident memory of the gateway process now (VmRSS) and at its peak (VmHWM), in bytes. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
/** Resets the kernel's peak (VmHWM) to the current RSS; false where /proc/<pid>/clear_refs cannot be written. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  db = await freshPostgres();
  dir = tempDir();
  gw = await startGateway(
    { DATABASE_URL: db.url, DATA_DIR: dir.dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', COST_BUCKETS: 'off' },
    90_000,
  );
  const email = `hostile${Date.now()}@example.in`;
  const res = await fetch(`${gw.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Hostile Uploader', email, password: 'Devotee@123', phone: '9876543210' }),
  });
  expect(res.status).toBe(201);
  token = ((await res.json()) as { data: { token: string } }).data.token;
});
afterAll(async () => {
  await gw?.stop('SIGKILL');
  await db?.drop();
  dir?.remove();
});

const BOUNDARY = 'hostile-boundary';
const partHead = (field: string, name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Answer {
  status: number;
  body: { success?: boolean; code?: string; message?: string };
  sent: number;
}

/**
 * POSTs a multipart body of `size` bytes to /api/media, streamed in 64 KB chunks with backpressure, made by
 * `chunkAt(offset)`: `chunked` sends no Content-Length (the declared length cannot refuse it). Writing stops when
 * the answer arrives; `sent` says how much of the body had been written by then.
 */
function streamUpload(size: number, chunkAt: (offset: number, length: number) => Buffer, chunked: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(`${gw.url}/api/media`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
      },
    });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body: JSON.parse(text || '{}') as Answer['body'], sent });
        if (sent < size) req.destroy(); // the rest of the body is not wanted
      });
      res.on('error', reject);
    });
    // A server that closes after answering may reset the rest of the upload: only a missing answer is a failure.
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const pump = () => {
      while (!answered && sent < size) {
        const chunk = chunkAt(sent, Math.min(64 * 1024, size - sent));
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (sent >= size) req.end();
    };
    pump();
  });
}

describe('upload memory (gateway in its own process)', () => {
  it('ten 60 MB single-file bodies and ten 60 MB bodies of twelve 40-megapixel images at once: memory stays bounded', async () => {
    const pid = gw.child.pid!;
    // Warm up what any upload loads (sharp, file-type, the routes): one small image.
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c60' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(small)], { type: 'image/jpeg' }), 'small.jpg');
    const warm = await fetch(`${gw.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(warm.status).toBe(201);

    const before = memory(pid);
    const exactPeak = resetPeak(pid);
    let sampled = before.rss;
    let afterHuge = before.rss;
    const sampler = setInterval(() => {
      try {
        sampled = Math.max(sampled, memory(pid).rss);
      } catch {
        /* the process is gone: the test fails below */
      }
    }, 20);

    try {
      // 1. One 60 MB "image" per request, no declared length: each is cut off at MAX_UPLOAD_BYTES (5 MB) with 413.
      const head = Buffer.concat([partHead('image', 'huge.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0])]);
      const junk = Buffer.alloc(64 * 1024, 0x5a);
      const huge = await Promise.all(
        Array.from({ length: 10 }, () =>
          streamUpload(60 * MB, (offset, length) => (offset === 0 ? head : junk.subarray(0, length)), true),
        ),
      );
      for (const r of huge) {
        expect(r.status).toBe(413);
        expect(r.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
        expect(r.sent).toBeLessThan(60 * MB); // answered before the body was all sent: the rest was never read
      }

      afterHuge = Math.max(sampled, memory(pid).rss);
      // 2. Twelve files of just under 5 MB per request, each a JPEG of 6000 × 6000 pixels (36 megapixels, under the
      //    40-megapixel limit) padded after its end: 120 large decodes asked for at once.
      const jpeg = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#3a7' } })
        .jpeg({ quality: 90 })
        .toBuffer();
      const fileSize = 5 * MB - 4096;
      expect(jpeg.length).toBeLessThan(fileSize);
      const file = Buffer.concat([jpeg, Buffer.alloc(fileSize - jpeg.length, 0)]);
      const fields = ['image', 'file', ...Array.from({ length: 10 }, () => 'images')];
      const body = Buffer.concat([
        ...fields.flatMap((field, i) => [i ? Buffer.from('\r\n') : Buffer.alloc(0), partHead(field, `p${i}.jpg`), file]),
        END,
      ]);
      expect(body.length).toBeGreaterThan(59 * MB);
      const many = await Promise.all(
        Array.from({ length: 10 }, () =>
          streamUpload(body.length, (offset, length) => body.subarray(offset, offset + length), false),
        ),
      );
      for (const r of many) {
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        expect((r.body as { data?: { media?: unknown[] } }).data?.media).toHaveLength(12);
      }
    } finally {
      clearInterval(sampler);
    }

    const after = memory(pid);
    const peak = Math.max(sampled, exactPeak ? after.peak : 0);
    console.info(
      `upload memory: RSS before ${(before.rss / MB).toFixed(0)} MB, after the cut-off bodies ${(afterHuge / MB).toFixed(0)} MB, ` +
        `peak ${(peak / MB).toFixed(0)} MB (${exactPeak ? 'VmHWM' : 'sampled'}), after ${(after.rss / MB).toFixed(0)} MB`,
    );
    expect(peak - before.rss).toBeLessThan(GROWTH_BOUND);
    expect(after.rss - before.rss).toBeLessThan(GROWTH_BOUND);
    // The gateway still answers.
    expect((await fetch(`${gw.url}/api/ready`)).status).toBe(200);
  }, 300_000);
});
