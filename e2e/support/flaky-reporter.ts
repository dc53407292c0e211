import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";

/*
 * Lists, at the end of every run, the tests that passed only on a retry (Playwright's "flaky"
 * outcome: a failed attempt, then a passing one), with each one's file, title and the error of its
 * failed attempt, and writes the same list as JSON (outputFile, default test-results/flaky-tests.json).
 * A flaky test does not fail the run (the exit status stays Playwright's own), but it is not hidden
 * either: each one listed gets a root-cause fix, not a longer timeout (docs/testing.md).
 * Retries are on under CI only (playwright.config.ts); elsewhere a flake is a plain failure.
 */

interface FlakyTest {
  file: string;
  line: number;
  title: string;
  /** The failed attempts, in order: attempt number (0 = first run), status and error text. */
  failedAttempts: Array<{ retry: number; status: TestResult["status"]; error: string }>;
}

const ERROR_LINES = 12;

function titleOf(test: TestCase): string {
  const titles: string[] = [test.title];
  for (let suite: Suite | undefined = test.parent; suite && suite.type === "describe"; suite = suite.parent) {
    titles.unshift(suite.title);
  }
  return titles.join(" › ");
}

function errorOf(result: TestResult): string {
  const texts = result.errors
    .map((error) => {
      const text = stripVTControlCharacters(error.message ?? error.value ?? "").trim();
      const at = error.location ? `at ${path.relative(process.cwd(), error.location.file)}:${error.location.line}:${error.location.column}` : "";
      return [text, at].filter(Boolean).join("\n");
    })
    .filter(Boolean);
  return texts.join("\n") || `(no error recorded; status ${result.status})`;
}

export default class FlakyReporter implements Reporter {
  private suite: Suite | undefined;
  private rootDir = process.cwd();
  private outputFile: string;
  private retries = 0;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? "test-results/flaky-tests.json";
  }

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.suite = suite;
    if (config.configFile) this.rootDir = path.dirname(config.configFile);
    this.retries = Math.max(0, ...config.projects.map((project) => project.retries));
  }

  onEnd(result: FullResult): void {
    const flaky: FlakyTest[] = (this.suite?.allTests() ?? [])
      .filter((test) => test.outcome() === "flaky")
      .map((test) => ({
        file: path.relative(this.rootDir, test.location.file),
        line: test.location.line,
        title: titleOf(test),
        failedAttempts: test.results
          .filter((attempt) => attempt.status !== "passed" && attempt.status !== "skipped")
          .map((attempt) => ({ retry: attempt.retry, status: attempt.status, error: errorOf(attempt) })),
      }));

    const outputFile = path.resolve(this.rootDir, this.outputFile);
    try {
      mkdirSync(path.dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, `${JSON.stringify({ status: result.status, retries: this.retries, flaky }, null, 2)}\n`);
    } catch (error) {
      console.error(`Could not write ${outputFile}: ${String(error)}`);
    }

    const lines = [""];
    if (flaky.length === 0) {
      lines.push(this.retries > 0 ? "No test needed a retry." : "No test needed a retry (retries are off outside CI: a flake fails the run).");
    } else {
      const bar = "!".repeat(78);
      lines.push(bar, `Passed only on retry (flaky): ${flaky.length} test${flaky.length === 1 ? "" : "s"}. Each needs a root-cause fix, not a longer timeout.`, bar);
      for (const test of flaky) {
        lines.push("", `  ${test.file}:${test.line} › ${test.title}`);
        for (const attempt of test.failedAttempts) {
          const errorLines = attempt.error.split("\n");
          const shown = errorLines.slice(0, ERROR_LINES);
          if (errorLines.length > ERROR_LINES) shown.push(`… (${errorLines.length - ERROR_LINES} more lines in ${path.relative(process.cwd(), outputFile)})`);
          lines.push(`    attempt ${attempt.retry + 1} ${attempt.status}:`, ...shown.map((line) => `      ${line}`));
        }
      }
      lines.push("", `(also in ${path.relative(process.cwd(), outputFile)})`, bar);
    }
    console.log(lines.join("\n"));
  }
}
