/** Dev tool: writes a migration for the difference between the entities and a scratch database. */
import { startEmbedded } from './embedded.js';
import { openOrm } from './orm.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const db = await startEmbedded(mkdtempSync(join(tmpdir(), 'mig-')));
const orm = await openOrm(db.url, true);
await orm.em.getConnection().execute('create extension if not exists pg_trgm');
await orm.migrator.up();
const result = await orm.migrator.create(undefined, false, process.argv[2] === '--initial');
console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
await orm.close();
await db.stop();
