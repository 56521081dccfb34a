// Printed at the end of every run: the ten slowest test files and the run's wall-clock time, so a file that grows
// (or a suite creeping past its budget) is seen in the run that caused it.
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class SlowestFilesReporter implements Reporter {
  private started = performance.now();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length < 2) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const timed = modules
      .map((module) => {
        const d = module.diagnostic();
        return { name: `${module.project.name} ${relative(process.cwd(), module.moduleId)}`, ms: d.duration + d.collectDuration + d.setupDuration };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    const width = Math.max(...timed.map((t) => t.name.length));
    const lines = timed.map((t) => `  ${t.name.padEnd(width)}  ${seconds(t.ms).padStart(8)}`);
    process.stdout.write(`\nSlowest test files:\n${lines.join('\n')}\nTests took ${seconds(performance.now() - this.started)} in all (${modules.length} files).\n`);
  }
}
