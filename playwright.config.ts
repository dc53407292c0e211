import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/*
 * End-to-end tests on the production build: scripts/e2e-server.sh seeds a fresh data directory
 * (.e2e-data) and starts the standalone server (scripts/serve.mjs, as the Docker image runs it) on
 * its own port. With E2E_BASE_URL set, no server is started: the suite drives that shop
 * (e2e/support/deployment.ts). Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own browser if one is installed.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DEPLOYMENT_URL = process.env.E2E_BASE_URL?.trim().replace(/\/+$/, "") || undefined;
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Playwright's default: half the cores, one worker on the two-core machines CI runs on. With two
  // there, two browsers and the server starved each other: on 26 November admin-categories, admin-
  // vendors and cart timed out waiting for hydration or axe (30 s) on this commit's build and on the
  // one before alike, and passed with one worker (admin-categories: 5 tests in 1.9 min).
  workers: undefined,
  // One retry under CI, so that one flake does not fail the run; but every test that passed only on
  // its retry is listed at the end (e2e/support/flaky-reporter.ts) and gets a root-cause fix.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/results.json" }],
    ["./e2e/support/flaky-reporter.ts", { outputFile: "test-results/flaky-tests.json" }],
  ],
  timeout: 30_000,
  use: {
    baseURL: DEPLOYMENT_URL ?? `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    // The service worker is tested by e2e/offline.spec.ts, which allows it. Elsewhere every test's
    // fresh browser would install it and precache the build (~2 MB) on the two shared CPUs.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    // The browser asks for reduced motion, as a person may: the shop's transitions and Sonner's toast
    // fades are then instant (app/globals.css, Sonner's own CSS), so an axe scan never measures a
    // half-faded frame, and the home carousel does not play by itself. The colours are the same as
    // with default settings. The carousel's autoplay test asks for motion again.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: DEPLOYMENT_URL
    ? undefined
    : {
        command: `bash scripts/e2e-server.sh ${PORT}`,
        url: `http://127.0.0.1:${PORT}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
      },
});
