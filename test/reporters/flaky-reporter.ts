import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/** How much of a failed attempt's message is shown: enough for an assertion and its diff. */
const MESSAGE_CHARS = 1200;

/**
 * Names every test that failed and then passed on its retry (CI retries browser tests once, see
 * vitest.config.ts), so a flaky test is seen at the end of the run instead of hidden by the retry,
 * with what its failed attempt said (Vitest's reporters print only the attempt that passed).
 * A test that fails on both attempts still fails the run.
 */
export default class FlakyReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const flaky: string[] = [];
    let count = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (!diagnostic?.flaky) continue;
        count++;
        flaky.push(
          `  ${test.project.name} ${relative(process.cwd(), module.moduleId)} > ${test.fullName} (retried ${diagnostic.retryCount}x)`,
        );
        const failed = test.attempts().find((attempt) => attempt.state === "failed");
        for (const error of failed?.errors ?? []) {
          const message = error.message.slice(0, MESSAGE_CHARS).replace(/\n/g, "\n      ");
          const where = error.stack
            ?.split("\n")
            .find((line) => /^\s+at /.test(line))
            ?.trim();
          flaky.push(`    failed attempt: ${message}${where ? `\n      ${where}` : ""}`);
        }
      }
    }
    if (count === 0) return;
    process.stdout.write(
      `\n⚠ ${count} flaky test(s) passed only on a retry; each failed once in this run:\n${flaky.join("\n")}\n\n`,
    );
  }
}
