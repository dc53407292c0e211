// The command-line tools of the production server, bundled so they run with plain `node` from the
// standalone folder (the Docker image has neither tsx nor any dev dependency):
//
//   <distDir>/standalone/tools/create-admin.mjs   npm run create-admin's entry (db/scripts/create-admin.ts)
//   <distDir>/standalone/tools/migrate.mjs        npm run db:migrate's
//   <distDir>/standalone/tools/seed.mjs           npm run db:seed's
//   <distDir>/standalone/tools/process-output.mjs loaded before server.js: the console as JSON
//                                                 lines, and one access line per request
//                                                 (lib/log/process-output.ts)
//
// Everything is bundled but the packages with native or data files (PGlite's wasm, argon2,
// sharp, pg), which the standalone build already holds in its node_modules; the build fails if one
// of them is missing there. Run after `next build` (npm run build, scripts/ensure-build.mjs).
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || ".next";
const standalone = path.resolve(root, distDir, "standalone");
const outdir = path.join(standalone, "tools");
export const TOOL_EXTERNALS = ["@electric-sql/pglite", "@node-rs/argon2", "pg", "sharp"];

if (!existsSync(path.join(standalone, "server.js"))) {
  console.error(`No standalone build in ${path.relative(root, standalone)}: run \`next build\` first.`);
  process.exit(1);
}
for (const name of TOOL_EXTERNALS) {
  if (!existsSync(path.join(standalone, "node_modules", name, "package.json"))) {
    console.error(`The standalone build lacks ${name}, which the tools need (add it to serverExternalPackages?).`);
    process.exit(1);
  }
}

mkdirSync(outdir, { recursive: true });
const started = performance.now();
await build({
  entryPoints: {
    "create-admin": "db/scripts/create-admin.ts",
    migrate: "db/scripts/migrate.ts",
    seed: "db/scripts/seed.ts",
    "process-output": "lib/log/install-process-output.ts",
  },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  // "server-only" resolves to its empty module under the react-server condition, as in the app.
  conditions: ["react-server"],
  format: "esm",
  target: "node20",
  external: TOOL_EXTERNALS,
  logLevel: "warning",
  // CommonJS dependencies inside an ES module bundle still call require().
  banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
  plugins: [
    {
      // "server-only" throws outside React Server Components; these tools are server code.
      name: "server-only",
      setup(b) {
        b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
        b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
      },
    },
  ],
});
console.log(`Tools bundled into ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms`);
