import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './static.js';

// A built app in a temp folder: index.html and a hashed script, each with its .br and .gz twins.
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const script = 'console.log("hello");'.repeat(100);
const html = '<!doctype html><title>app</title>';
let base = '';
let close = () => {};

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(html));
  writeFileSync(join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  const app = express();
  expect(serveWebApp(app, dist)).toBe(true);
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(dist, { recursive: true, force: true });
});

/** Raw fetch: undici would decode the body itself, we want to see what was sent. */
async function get(path: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('web app serving', () => {
  it('sends the brotli twin of a hashed asset with immutable caching', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    expect((await get('/assets/app-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/app-abc123.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('revalidates index.html, at / and at any client route', async () => {
    for (const path of ['/', '/index.html', '/some/route']) {
      const res = await get(path, 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('gzip');
    }
    expect((await get('/', 'identity')).body.toString()).toBe(html);
  });

  it('with pages (http/public-pages.ts): every page path, / and deep ones, is theirs with the template; files stay files', async () => {
    const app = express();
    const seen: string[] = [];
    serveWebApp(app, dist, (template) => (req, res, next) => {
      if (req.path.startsWith('/assets/')) return next();
      seen.push(req.path);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(`page ${req.path} ${template.length}`);
    });
    const server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/', '/hi/pandits/ramesh-3fa2c1d4'])
        expect(await (await fetch(`${url}${path}`)).text()).toBe(`page ${path} ${html.length}`);
      const asset = await fetch(`${url}/assets/app-abc123.js`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(seen).toEqual(['/', '/hi/pandits/ramesh-3fa2c1d4']);
    } finally {
      server.close();
    }
  });
});
