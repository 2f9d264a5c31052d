/**
 * `npm run typecheck`: the type check of every TypeScript project, with TypeScript 7 (the native compiler, installed
 * as `typescript-native`). TypeScript 6 (`typescript`) stays for the tools that load the compiler as a library
 * (typescript-eslint's type-aware rules); both read the same tsconfig files. Decision 0054.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');
const PROJECTS = ['schema', 'gateway', 'web', 'web/e2e'];
// One checker per project: TypeScript 7 checks with four by default, each resolving the types the files share again,
// which doubled the step's CPU time; npm test runs it beside another step on a busy machine, where that CPU is the
// step's time (decision 0087). Parsing stays parallel.
const FLAGS = ['--noEmit', '--checkers', '1'];

let failed = 0;
for (const project of PROJECTS) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, ...FLAGS], { cwd: root, stdio: 'inherit' });
  console.log(`typecheck ${project}: ${status === 0 ? 'ok' : 'errors'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
