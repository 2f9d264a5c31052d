import type { Reporter, TestModule } from 'vitest/node';

/**
 * Lists the slowest tests of the run (and the slowest files) after the default reporter's summary, so a test that
 * grows towards its timeout is seen before it fails on a loaded machine.
 */
export class SlowestTests implements Reporter {
  constructor(private readonly count = 20) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const tests: Array<{ name: string; ms: number; state: string }> = [];
    const files: Array<{ name: string; ms: number }> = [];
    for (const module of testModules) {
      files.push({ name: module.relativeModuleId, ms: module.diagnostic().duration });
      for (const test of module.children.allTests()) {
        const result = test.result();
        tests.push({
          name: `${module.relativeModuleId} › ${test.fullName}`,
          ms: test.diagnostic()?.duration ?? 0,
          state: result.state,
        });
      }
    }
    if (tests.length === 0) return;
    const line = (ms: number, name: string) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`;
    const slowest = tests.sort((a, b) => b.ms - a.ms).slice(0, this.count);
    const out = [`\nThe ${slowest.length} slowest tests:`];
    for (const t of slowest) out.push(line(t.ms, t.state === 'passed' ? t.name : `${t.name} [${t.state}]`));
    out.push(`The ${Math.min(5, files.length)} slowest files:`);
    for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 5)) out.push(line(f.ms, f.name));
    process.stdout.write(`${out.join('\n')}\n\n`);
  }
}
