import { createTemplates } from './test-databases.js';

/** Once per run: migrate and seed the template databases the test files copy (PostgreSQL only). */
export async function setup() {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const drop = await createTemplates(base);
  return drop;
}
