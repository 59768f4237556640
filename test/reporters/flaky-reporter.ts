import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Names every test that failed and then passed on its retry (CI retries browser tests once, see
 * vitest.config.ts), so a flaky test is seen at the end of the run instead of hidden by the retry.
 * A test that fails on both attempts still fails the run.
 */
export default class FlakyReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (diagnostic?.flaky) {
          flaky.push(
            `  ${test.project.name} ${relative(process.cwd(), module.moduleId)} > ${test.fullName} (retried ${diagnostic.retryCount}x)`,
          );
        }
      }
    }
    if (flaky.length === 0) return;
    process.stdout.write(
      `\n⚠ ${flaky.length} flaky test(s) passed only on a retry; each failed once in this run:\n${flaky.join("\n")}\n\n`,
    );
  }
}
