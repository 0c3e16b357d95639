import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, "vitest: N passed, N failed, N skipped", that any CI log reader
 * understands. Unhandled errors, and files that failed outside their tests, count as failures.
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly SerializedError[]): void {
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const testModule of testModules) {
      let failedTests = 0;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') failedTests += 1;
        else counts.skipped += 1;
      }
      counts.failed += failedTests;
      // A file that failed with no failed test (an import error, a failing beforeAll that left its
      // tests skipped) is one failure too.
      if (testModule.state() === 'failed' && failedTests === 0) counts.failed += 1;
    }
    process.stdout.write(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
