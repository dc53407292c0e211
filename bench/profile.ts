/*
 * npm run bench:profile — where the shop's server spends its CPU time on one kind of request.
 *
 * Starts the standalone server of a build (NEXT_DIST_DIR, default .next-bench: run `npm run bench`
 * or `NEXT_DIST_DIR=.next-bench npx next build` first) under `node --cpu-prof`, drives each URL for
 * --duration seconds at --connections, stops the server (which writes the profile) and prints, per
 * URL, the requests per second and the functions with the most CPU time: self time (the function's
 * own code) and total time (with what it called), as shares of the samples that were not idle.
 *
 *   BENCH_DATABASE_URL=postgres://... npm run bench:profile -- [--products N] [--duration S]
 *     [--connections C] [--top N] [--as visitor|customer] /api/health/live/ /robots.txt /products
 *
 * The database is the one `npm run bench` seeded for --products (50,000 by default).
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { apiToken, freePort, measureUrl, sessionCookie, startInBackground, stopStarted, waitFor } from "./recording";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    products: { type: "string", default: "50000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "8" },
    top: { type: "string", default: "20" },
    as: { type: "string", default: "visitor" },
  },
});
const ROOT = path.resolve(import.meta.dirname, "..");
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
const urls = positionals.length > 0 ? positionals : ["/api/health/live/"];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** A frame's name: the function, and where it is (node_modules/<package>/<file> or the shop's chunk). */
function frameName({ functionName, url, lineNumber }: ProfileNode["callFrame"]): string {
  const where = url.includes("node_modules/")
    ? url.slice(url.lastIndexOf("node_modules/") + "node_modules/".length)
    : url.replace(/^file:\/\//, "").replace(`${ROOT}/`, "");
  return `${functionName || "(anonymous)"} ${where ? `${where.split("/").slice(-3).join("/")}:${lineNumber + 1}` : ""}`.trim();
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * The top functions of a profile by self and by total time (shares of the busy samples), counting
 * only the samples taken between `from` and `to` (microseconds of the monotonic clock, which V8's
 * profiler and process.hrtime share): the measured run, not the server's start or the warm-up.
 */
export function summarise(profile: Profile, top: number, from: number, to: number): string {
  const hits = new Map<number, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    if (time >= from && time <= to) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  for (const node of profile.nodes) node.hitCount = hits.get(node.id) ?? 0;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const idle = new Set(["(idle)", "(program)"]);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  // Total time: each sample counts once for every distinct function on its stack.
  const walk = (node: ProfileNode, stack: Set<string>): number => {
    const name = frameName(node.callFrame);
    const hits = idle.has(node.callFrame.functionName) ? 0 : (node.hitCount ?? 0);
    busy += hits;
    self.set(name, (self.get(name) ?? 0) + hits);
    const inner = new Set(stack).add(name);
    let sum = hits;
    for (const child of node.children ?? []) sum += walk(byId.get(child)!, inner);
    if (!stack.has(name)) total.set(name, (total.get(name) ?? 0) + sum);
    return sum;
  };
  walk(profile.nodes[0], new Set());
  const lines = (map: Map<string, number>) =>
    [...map]
      .filter(([name]) => name !== "(root)")
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => `  ${((100 * hits) / busy).toFixed(1).padStart(5)} %  ${name}`)
      .join("\n");
  return `self time:\n${lines(self)}\ntotal time:\n${lines(total)}`;
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dbEnv: Record<string, string> = databaseUrl
  ? (() => {
      const url = new URL(databaseUrl);
      url.pathname = `/shop_bench_${path.basename(ROOT).toLowerCase().replace(/[^a-z0-9]/g, "_")}_${values.products}`;
      return { DATABASE_URL: url.toString(), DATA_DIR: path.join(ROOT, ".bench-data") };
    })()
  : { DATABASE_URL: "", DATA_DIR: path.join(ROOT, ".bench-data") };

process.on("exit", stopStarted);
for (const target of urls) {
  const port = await freePort();
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "shop-profile-"));
  const server = startInBackground(
    process.execPath,
    ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "scripts/serve.mjs", "-p", String(port), "-H", "127.0.0.1"],
    { ...dbEnv, LOG_LEVEL: "warn", RATE_LIMIT_IP_FACTOR: "1000", NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR },
    ROOT,
  );
  const shop = `http://127.0.0.1:${port}`;
  await waitFor(`${shop}/api/health`);
  const headers: Record<string, string> =
    values.as === "customer"
      ? target.startsWith("/api/")
        ? { authorization: `Token ${await apiToken(shop, "customer@demo.example.ca", "demo-customer")}` }
        : { cookie: await sessionCookie(shop, "customer@demo.example.ca", "demo-customer") }
      : {};
  // Warmed up first, so that the profile holds the steady state (and little of the start).
  await measureUrl("warm-up", `${shop}${target}`, Number(values.connections), 3, headers);
  const from = Number(process.hrtime.bigint() / 1000n);
  const result = await measureUrl(target, `${shop}${target}`, Number(values.connections), Number(values.duration), headers);
  const to = Number(process.hrtime.bigint() / 1000n);
  process.kill(-server.pid!, "SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  console.log(`\n== ${target} as ${values.as}: ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms at ${values.connections} connections`);
  if (!file) {
    console.log("no profile was written");
    continue;
  }
  console.log(summarise(JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile, Number(values.top), from, to));
}
process.exit(0);
