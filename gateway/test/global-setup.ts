import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTemplates } from './test-databases.js';

/**
 * Once per run: bundle the gateway as production runs it (`dist/main.js`, which the tests that start gateway
 * processes run), and migrate and seed the template databases the test files copy (PostgreSQL only).
 */
export async function setup() {
  execFileSync(process.execPath, ['build.mjs'], { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'inherit' });
  const base = process.env.DATABASE_URL;
  if (!base) return;
  return createTemplates(base);
}
