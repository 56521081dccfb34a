// The order the files of a run start in (vitest's `sequence.sequencer`): vitest's own (the longest files of the last
// run first, else the largest files first), except that in a fresh clone, with no last run to go by, the browser
// files known to take longest start first: by size, the longest of all (the accessibility matrix) started tenth and
// ran on alone at the end.
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/** The browser files that took longest (`npm test` ends with its ten slowest files), longest first. */
const LONGEST_FIRST = ['a11y-matrix', 'lesson-layout', 'hydration', 'catalogue-courses', 'auth-flows', 'prerender', 'offline-routes', 'routes', 'tutors'].map(
  (name) => `/tests/e2e/${name}.test.ts`,
);

export default class RunOrder implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base()).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await (await this.base()).sort(files);
    if (sorted.some((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((end) => spec.moduleId.endsWith(end));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b)); // stable: vitest's order otherwise, projects and groups kept
  }

  // Vitest's sequencer, loaded when a run starts: this file is part of the config every build of the app reads.
  private async base(): Promise<TestSequencer> {
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.ctx);
  }
}
