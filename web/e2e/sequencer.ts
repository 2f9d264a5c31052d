import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * `--shard=i/n` by weight, not by count: Vitest's default deals the files out by a hash of their paths, which can put
 * the three longest flows (admin, booking, ceremonies) in one shard. A file's size stands in for its duration (the
 * flows are long files of long tests); the heaviest file goes to the lightest shard, heaviest first, so each shard
 * gets about the same work whatever files are added later. npm test runs the flows as two shards side by side
 * (scripts/test.mjs), so they end at about the same time.
 */
export class WeightedShards extends BaseSequencer {
  override shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const weighed = files
      .map((spec) => ({ spec, weight: statSync(spec.moduleId).size }))
      .sort((a, b) => b.weight - a.weight || a.spec.moduleId.localeCompare(b.spec.moduleId));
    const shards = Array.from({ length: count }, () => ({ weight: 0, specs: [] as TestSpecification[] }));
    for (const { spec, weight } of weighed) {
      const lightest = shards.reduce((min, s) => (s.weight < min.weight ? s : min));
      lightest.weight += weight;
      lightest.specs.push(spec);
    }
    return Promise.resolve(shards[index - 1]?.specs ?? []);
  }
}
