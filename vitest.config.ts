import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const shared = {
  resolve: {
    alias: {
      "@": root,
      // "server-only" throws outside React Server Components; tests run the server modules directly.
      "server-only": path.join(root, "test/support/server-only-stub.ts"),
      // No Next.js cache outside Next.js; the stub records which tags a write expires.
      "next/cache": path.join(root, "test/support/next-cache-stub.ts"),
    },
  },
  // next-intl's navigation imports "next/navigation" without its extension, which Node's ESM
  // resolution outside Next.js refuses; bundled by Vite it resolves.
  test: { server: { deps: { inline: ["next-intl"] } } },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: "unit",
          env: { LOG_LEVEL: "silent" },
          environment: "node",
          include: ["test/unit/**/*.test.ts"],
        },
      },
      {
        ...shared,
        test: {
          ...shared.test,
          name: "integration",
          environment: "node",
          include: ["test/integration/**/*.test.ts"],
          setupFiles: ["test/support/integration-setup.ts"],
          // A migrated database made once, which each file's fresh database copies.
          globalSetup: ["test/support/integration-global-setup.ts"],
          // Each file runs in its own worker with its own fresh database.
          pool: "forks",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          ...shared.test,
          // Real production servers (the build in NEXT_DIST_DIR): issue 16's two-server test on PostgreSQL
          // and Redis, and the HTTP methods they refuse; skipped with the reason printed when the build,
          // PostgreSQL or Redis is missing.
          name: "servers",
          environment: "node",
          include: ["test/servers/**/*.test.ts"],
          pool: "forks",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        ...shared,
        test: {
          ...shared.test,
          // The components/ui kit rendered in jsdom, each with an axe check.
          name: "ui",
          environment: "jsdom",
          include: ["test/ui/**/*.test.tsx"],
          setupFiles: ["test/ui/setup.ts"],
        },
      },
    ],
  },
});
