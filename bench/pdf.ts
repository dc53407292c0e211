/*
 * npx tsx --conditions=react-server bench/pdf.ts — the PDF catalogue's bar alone (docs/architecture.md: 5,000 products streamed in
 * ≤ 10 s with flat memory), without the rest of `npm run bench`, which also measures it.
 *
 * Seeds the bench database as bench/run.ts does (PGlite in .bench-data, or BENCH_DATABASE_URL's
 * server), builds the shop (NEXT_DIST_DIR is honoured; --no-build reuses a build), starts it on its
 * own port, and downloads the PDF of the top-level category nearest 5,000 products twice, then the
 * whole catalogue (about 49,500 products; --no-all to skip), sampling the server's memory
 * (bench/pdf-measure.ts). Appends the figures to bench/RESULTS.md unless --no-record.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchPdf, groupHighWaterMiB, pdfTable } from "./pdf-measure";
import { currentCommit, machineLine } from "./recording";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "50000" },
    "no-build": { type: "boolean", default: false },
    "no-all": { type: "boolean", default: false },
    "no-record": { type: "boolean", default: false },
  },
});
const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3402;
const dbEnv = { DATA_DIR: path.join(ROOT, ".bench-data"), DATABASE_URL: "" };
if (process.env.BENCH_DATABASE_URL) {
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = "/shop_bench"; // created by bench/run.ts
  dbEnv.DATABASE_URL = url.toString();
}

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
}

const started = Date.now();
console.log(`\n== seeding ${values.products} products`);
run("npx", ["tsx", "db/scripts/seed.ts", "--products", values.products], { ...dbEnv, SEED_DEMO: "true" });
if (!values["no-build"]) {
  console.log("\n== building the shop");
  run("npx", ["next", "build"]);
}
const server: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
  cwd: ROOT,
  env: { ...process.env, ...dbEnv, LOG_LEVEL: "warn", RATE_LIMIT_IP_FACTOR: "1000", NODE_ENV: "production" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
process.on("exit", () => {
  try {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
});
process.on("SIGINT", () => process.exit(130));
const shop = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${shop}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 480) throw new Error("the shop did not come up");
  await new Promise((r) => setTimeout(r, 250));
}

console.log("\n== downloading PDF catalogues");
const runs = await benchPdf(shop, server.pid!, { all: !values["no-all"] });
const table = pdfTable(runs);
const highWater = `Highest peak resident size of a server process since it started (VmHWM): ${Math.round(groupHighWaterMiB(server.pid!))} MiB.`;
console.log(`\n${table}\n\n${highWater}\n`);

if (!values["no-record"]) {
  const commit = currentCommit(ROOT);
  const machine = machineLine();
  appendFileSync(
    path.join(ROOT, "bench/RESULTS.md"),
    [
      `\n## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — commit ${commit} — PDF catalogue (bench/pdf.ts)`,
      "",
      `Machine: ${machine}. Database: ${dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${values.products} products. One download at a time; client on the same machine. Bar: 5,000 products in ≤ 10 s, memory flat.`,
      "",
      table,
      "",
      highWater,
      "",
    ].join("\n"),
  );
}
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);
