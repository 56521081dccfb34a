// Tells `npm test` (scripts/test.mjs, through the IPC channel it opens) when the one-file-at-a-time projects begin:
// from then on one of the two cores is mostly idle, and the unit tests run there, in a vitest process of their own.
// Without a parent listening (vitest run directly) it does nothing.
import type { Reporter, TestModule } from 'vitest/node';

export default class SerialPhaseReporter implements Reporter {
  private told = false;

  onTestModuleStart(module: TestModule): void {
    if (this.told || !module.project.name.endsWith('-serial')) return;
    this.told = true;
    process.send?.({ phase: 'serial' });
  }
}
