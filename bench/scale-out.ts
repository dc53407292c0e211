/*
 * What sharing state through Redis costs (README "Scaling out"): on one fresh PostgreSQL database
 * with the demo shop, a production server (the build in NEXT_DIST_DIR) without REDIS_URL and then
 * with it, each driven by autocannon; and the rate limit's consume() in memory and in Redis.
 *
 *   NEXT_DIST_DIR=.next npx tsx --conditions=react-server bench/scale-out.ts [--duration 10] [--connections 8]
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * and Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379). Prints a table; records nothing.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { Client } from "pg";
import { createClient } from "redis";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { startAppServer } from "../test/support/app-server";

const { values } = parseArgs({ options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "8" } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.REDIS_TEST_URL || "redis://127.0.0.1:6379";
const prefix = `bench:scale-out:${process.pid}:`;
const database = `shop_scaleout_${process.pid}_${randomBytes(3).toString("hex")}`;

function dbUrl(name: string): string {
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function drive(url: string): Promise<{ rps: number; p50: number; p97_5: number; errors: number }> {
  const result = await autocannon({ url, connections, duration });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p97_5: result.latency.p97_5, errors: result.non2xx + result.errors };
}

/**
 * Redis commands under this run's prefix while `fn` runs (redis-cli MONITOR): what one request
 * costs in round trips, a figure the machine's load does not change.
 */
async function redisCommandsDuring(fn: () => Promise<void>): Promise<string[]> {
  const { hostname, port } = new URL(REDIS_URL);
  const monitor = spawn("redis-cli", ["-h", hostname, "-p", port || "6379", "monitor"], { stdio: ["ignore", "pipe", "ignore"] });
  let out = "";
  monitor.stdout.on("data", (d: Buffer) => (out += d.toString()));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await fn();
  await new Promise((resolve) => setTimeout(resolve, 300));
  monitor.kill();
  return out
    .split("\n")
    .filter((line) => line.includes(prefix))
    .map((line) => line.replace(/^[^"]*/, "").split(" ")[0].replaceAll('"', "").toUpperCase());
}

function countByCommand(commands: string[]): string {
  const counts = new Map<string, number>();
  for (const c of commands) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => `${c} ${n}`).join(", ") || "none";
}

async function consumeLatency(limiter: RateLimiterMemory | RateLimiterRedis, n: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < n; i++) await limiter.consume(`k${i % 100}`).catch(() => {});
  return ((performance.now() - started) * 1000) / n;
}

const admin = new Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database "${database}"`);
const rows: string[] = [];
const trips: string[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-scaleout-"));
try {
  for (const mode of ["memory", "redis"] as const) {
    const server = await startAppServer({
      name: `server (${mode})`,
      port: 3318,
      env: {
        DATABASE_URL: dbUrl(database),
        SEED_DEMO: "true",
        DATA_DIR: dataDir,
        AUTH_SECRET: "scale-out-bench-secret-0123456789abcdef",
        LOG_LEVEL: "warn",
        ...(mode === "redis" ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
      },
    });
    try {
      for (const [label, target] of [
        ["/products (visitor)", "/products"],
        ["/products?search=oil (visitor)", "/products?search=oil"],
        ["product_list?search=oil", "/api/products/product_list/?search=oil"],
      ] as const) {
        await drive(server.url + target); // warm-up run, also fills the cache
        const r = await drive(server.url + target);
        rows.push(`| ${label} | ${mode} | ${r.rps} | ${r.p50} | ${r.p97_5} | ${r.errors} |`);
      }
      if (mode === "redis") {
        // Round trips per request: a cached page (after the handler's 10 s local copy has lapsed),
        // and a failed login (rate limits).
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        const page = await redisCommandsDuring(async () => void (await (await fetch(`${server.url}/products?search=oil`)).text()));
        trips.push(`| one /products?search=oil, cached, local copy lapsed | ${page.length} | ${countByCommand(page)} |`);
        const again = await redisCommandsDuring(async () => void (await (await fetch(`${server.url}/products?search=oil`)).text()));
        trips.push(`| the same page again within 10 s | ${again.length} | ${countByCommand(again)} |`);
        const login = await redisCommandsDuring(async () => {
          await fetch(`${server.url}/api/rest-auth/login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "customer@demo.example.ca", password: "wrong" }) });
        });
        trips.push(`| one failed login | ${login.length} | ${countByCommand(login)} |`);
        const token = ((await (await fetch(`${server.url}/api/rest-auth/login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "admin@demo.example.ca", password: "demo-admin" }) })).json()) as { key: string }).key;
        const list = (await (await fetch(`${server.url}/api/products/product_list/?page=1`, { headers: { authorization: `Token ${token}` } })).json()) as { results: { id: number }[] };
        const edit = await redisCommandsDuring(async () => {
          await fetch(`${server.url}/api/products/product/details/${list.results[0].id}/`, { method: "PATCH", headers: { "content-type": "application/json", authorization: `Token ${token}` }, body: JSON.stringify({ name: `Bench ${Date.now()}` }) });
        });
        trips.push(`| one product edit (tags expired) | ${edit.length} | ${countByCommand(edit)} |`);
      }
    } finally {
      await server.stop();
    }
  }
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  const memoryUs = await consumeLatency(new RateLimiterMemory({ points: 1e9, duration: 60 }), 5000);
  const redisUs = await consumeLatency(new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, keyPrefix: `${prefix}rl`, points: 1e9, duration: 60 }), 5000);
  for await (const key of redis.scanIterator({ MATCH: `${prefix}*` })) await redis.del(key);
  await redis.quit();
  console.log(`\nScale-out bench, ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), autocannon ${connections} connections × ${duration} s, same machine as the server`);
  console.log("\n| target | cache | req/s | p50 ms | p97.5 ms | non-2xx+errors |\n|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
  console.log("\n| request (server with REDIS_URL) | Redis commands | which |\n|---|---|---|");
  console.log(trips.join("\n"));
  console.log(`\nrate limit consume(): memory ${memoryUs.toFixed(1)} µs, Redis ${redisUs.toFixed(1)} µs per call (sequential, localhost)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
}
