/**
 * `npm test`: every check and test, as steps that run side by side where they do not depend on each other.
 *
 * A 2-core machine is idle half the time when the steps run one after another: the browser tests mostly wait for
 * Chromium and the server, the gateway's process tests wait for processes. So the steps form a small graph (each
 * names the steps it needs) and up to TEST_JOBS of them run at once (default: the number of cores). Each step's
 * output goes to test-results/<step>.log and is printed whole when the step ends, so the log reads step by step;
 * the first failure starts nothing new, the running steps finish, and the run ends with a table of the steps'
 * times. `npm test -- <step> ...` runs only the named steps (and nothing they need).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logs = join(root, 'test-results');

/** In order of preference when several are ready: the longest chains first. */
const STEPS = [
  { name: 'build', run: 'npm run build -w web' },
  // The flows are the longest step, so they run as two shards of about equal weight (web/e2e/sequencer.ts), each with
  // its own server, database and Chromium, side by side: the build -> flows chain no longer sets the run's length.
  { name: 'e2e-flows-1', group: 'e2e-flows', run: 'npm run e2e -w web -- --project flows --shard=1/2', needs: ['build'] },
  { name: 'e2e-flows-2', group: 'e2e-flows', run: 'npm run e2e -w web -- --project flows --shard=2/2', needs: ['build'] },
  // A short step fills the other core while the build runs (`filler`: it may start while a step listed before it
  // waits for what it needs; no other step may), so both shards start when the build ends.
  { name: 'contract', run: 'npm run codegen:check && npm run schema:check', filler: true },
  { name: 'typecheck', run: 'npm run typecheck', background: true },
  { name: 'gateway', run: 'npm run test -w gateway' },
  { name: 'e2e-pages', run: 'npm run e2e -w web -- --project pages', needs: ['build'] },
  // The browser tests wait on Chromium and the server about a sixth of the time, so the two shards leave part of a
  // core idle for six minutes: lint and the type checks (above), which have no timing to keep, run from the start at
  // the lowest priority beside the counted steps (`background`) and use only what they leave (decision 0087).
  { name: 'lint', run: 'npm run lint', background: true },
  { name: 'schema', run: 'npm run test -w schema' },
  { name: 'web', run: 'npm run test -w web' },
];

/** `npm test -- e2e-flows` names both shards; `npm test -- e2e-flows-2` one. */
const only = process.argv.slice(2);
const named = (s) => only.includes(s.name) || (s.group !== undefined && only.includes(s.group));
const steps = only.length ? STEPS.filter(named).map((s) => ({ ...s, needs: [] })) : STEPS;
const unknown = only.filter((name) => !STEPS.some((s) => s.name === name || s.group === name));
if (unknown.length) {
  const names = [...new Set(STEPS.flatMap((s) => (s.group ? [s.group, s.name] : [s.name])))];
  console.error(`unknown step(s): ${unknown.join(', ')}; the steps are ${names.join(', ')}`);
  process.exit(2);
}
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || availableParallelism());
mkdirSync(logs, { recursive: true });

const started = Date.now();
const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, ' ')} s`;
};
const say = (text) => console.log(`[test ${clock(Date.now() - started)}] ${text}`);

const state = new Map(steps.map((s) => [s.name, { status: 'waiting' }]));
/** Counted steps running (at most `jobs`); background steps run beside them, niced, uncounted. */
let running = 0;
let active = 0;
let failed = false;
const niced = (command) => (process.platform === 'win32' ? command : `nice -n 19 ${command}`);

function runStep(step) {
  const entry = state.get(step.name);
  entry.status = 'running';
  entry.started = Date.now();
  if (!step.background) running += 1;
  active += 1;
  say(`${step.name}: started (${step.run})${step.background ? ', in the background (lowest priority)' : ''}`);
  const file = join(logs, `${step.name}.log`);
  const out = createWriteStream(file);
  const child = spawn(step.background ? niced(step.run) : step.run, {
    cwd: root,
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  child.on('close', (code, signal) => {
    out.end(() => {
      if (!step.background) running -= 1;
      active -= 1;
      entry.ms = Date.now() - entry.started;
      entry.status = code === 0 ? 'passed' : 'failed';
      if (code !== 0) failed = true;
      console.log(`\n${'='.repeat(30)} ${step.name} (${step.run}) ${'='.repeat(30)}`);
      process.stdout.write(readFileSync(file, 'utf8'));
      say(`${step.name}: ${entry.status} in ${clock(entry.ms)}${signal ? ` (${signal})` : code ? ` (exit ${code})` : ''}`);
      schedule();
    });
  });
}

function schedule() {
  if (!failed) {
    // The counted steps start in the order listed: one waiting for what it needs holds back those after it (but a
    // filler), so a step that is ready first cannot take the slot of a longer chain about to be ready.
    let held = false;
    for (const step of steps) {
      const entry = state.get(step.name);
      if (entry.status !== 'waiting') continue;
      const ready = (step.needs ?? []).every((n) => !state.has(n) || state.get(n).status === 'passed');
      if (step.background) {
        if (ready) runStep(step);
        continue;
      }
      if (ready && running < jobs && (!held || step.filler)) runStep(step);
      else if (!ready) held = true;
    }
  }
  if (active === 0) finish();
}

function finish() {
  console.log(`\n${'='.repeat(30)} summary: ${jobs} at a time, ${clock(Date.now() - started)} in all ${'='.repeat(30)}`);
  for (const step of steps) {
    const entry = state.get(step.name);
    const time = entry.ms === undefined ? '' : clock(entry.ms);
    console.log(`${step.name.padEnd(12)} ${entry.status === 'waiting' ? 'not run' : entry.status.padEnd(7)} ${time}`);
  }
  process.exit(failed ? 1 : 0);
}

say(`${steps.length} steps, up to ${jobs} at a time; each step's output is in test-results/<step>.log`);
schedule();
