import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createEmbeddedTemplates, createTemplates } from './test-databases.js';

/**
 * Once per run: bundle the gateway as production runs it (`dist/main.js`, which the tests that start gateway
 * processes run), and migrate (and seed) the template databases and embedded data directories the test files copy.
 */
export async function setup() {
  execFileSync(process.execPath, ['build.mjs'], { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'inherit' });
  const removeEmbedded = await createEmbeddedTemplates();
  const base = process.env.DATABASE_URL;
  const dropTemplates = base ? await createTemplates(base) : undefined;
  return async () => {
    removeEmbedded();
    await dropTemplates?.();
  };
}
