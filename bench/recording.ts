import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

/*
 * What the bench scripts share: where a run happened (written into bench/RESULTS.md with it), how
 * a bench builds and starts the shop, signs in, and drives a URL with autocannon.
 */

/** The short commit of the checkout, or "unknown" outside git. */
export function currentCommit(root: string): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  } catch {
    return "unknown";
  }
}

/** "CPU model × cores, memory GiB, Node version". */
export function machineLine(): string {
  return `${os.cpus()[0]?.model ?? "cpu"} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The 1-, 5- and 15-minute load averages, "1.37 1.74 1.31". */
export function loadAverage(): string {
  return os.loadavg().map((l) => l.toFixed(2)).join(" ");
}

/** "2026-11-26 10:15 UTC". */
export function utcMinute(date = new Date()): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** Appends a section to bench/RESULTS.md (creating the file with its title when missing). */
export function appendResults(root: string, section: string): void {
  const file = path.join(root, "bench/RESULTS.md");
  if (!existsSync(file)) appendFileSync(file, "# Benchmark results\n\nEach run of `npm run bench`, newest last.\n");
  appendFileSync(file, section);
}

/** An API token of an account, from the shop's REST login. */
export async function apiToken(shop: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${shop}/api/rest-auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { key: string }).key;
}

/** next-auth's CSRF token and the cookie that goes with it (the first step of a web sign-in). */
export async function csrfToken(base: string): Promise<{ csrfToken: string; cookie: string }> {
  const response = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { csrfToken, cookie: response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
}

/** Signs in through next-auth like a browser and returns the session cookie. */
export async function sessionCookie(base: string, email: string, password: string, csrf?: { csrfToken: string; cookie: string }): Promise<string> {
  const { csrfToken: token, cookie } = csrf ?? (await csrfToken(base));
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: base },
    body: new URLSearchParams({ csrfToken: token, email, password, json: "true" }),
  });
  const session = response.headers.getSetCookie().find((c) => c.includes("session-token"));
  if (!session) throw new Error(`sign-in failed (${response.status})`);
  return session.split(";")[0];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Builds the shop into `distDir` (a bench's own, never the developers' .next). next build with
 * another dist dir rewrites tsconfig.json and next-env.d.ts to point at it: they are put back.
 */
export function buildShop(root: string, distDir: string): void {
  const kept = ["tsconfig.json", "next-env.d.ts"].map((file) => ({ file: path.join(root, file), text: existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : null }));
  try {
    execFileSync("npx", ["next", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: distDir } });
  } finally {
    for (const { file, text } of kept) {
      if (text !== null && readFileSync(file, "utf8") !== text) writeFileSync(file, text);
    }
  }
}

const startedProcesses: ChildProcess[] = [];

/** Starts a long-running process (a server) in its own process group, stopped by stopStarted(). */
export function startInBackground(command: string, args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  // Its own process group, so that stopping it also stops any process it started.
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
  startedProcesses.push(child);
  return child;
}

/** Stops every process startInBackground() started (and what they started). */
export function stopStarted(): void {
  for (const child of startedProcesses) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

export interface Result {
  name: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** Responses received in the run (a request still open when it ends is not counted). */
  responses: number;
}

export interface MeasureRequest {
  method?: "GET" | "POST";
  body?: string;
  /** The status a successful request answers. */
  expect?: number;
  /** A new path for every request (the cold search); the url's path is then only the first one. */
  nextPath?: () => string;
}

/** p-quantile of sorted times, to 0.1 ms. */
export function percentile(sorted: number[], q: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
}

/**
 * Drives `url` with autocannon for `duration` seconds at `connections`, after checking it answers
 * the expected status once; p50/p95/p99 are exact, over every response.
 */
export async function measureUrl(name: string, url: string, connections: number, duration: number, headers: Record<string, string> = {}, request: MeasureRequest = {}): Promise<Result> {
  const method = request.method ?? "GET";
  if (request.nextPath) url = new URL(request.nextPath(), url).toString();
  const check = await fetch(url, { headers, redirect: "manual", method, body: request.body });
  if (check.status !== (request.expect ?? 200)) throw new Error(`${name}: ${url} answered ${check.status}: ${(await check.text()).slice(0, 200)}`);
  // autocannon's summary has no p95: keep every response time and take exact percentiles.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const nextPath = request.nextPath;
    const requests = nextPath ? [{ setupRequest: (r: autocannon.Request) => ({ ...r, path: nextPath() }) }] : undefined;
    const instance = autocannon({ url, connections, duration, headers, method, body: request.body, requests }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    connections,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx + result.timeouts,
    responses: times.length,
  };
}
