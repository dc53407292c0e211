/*
 * The Docker smoke test (npm run test:docker → scripts/test-docker.sh, which finds or starts the
 * engine and the base images first). It does what a self-hoster does, with docker-compose.yml and
 * the Dockerfile as they are, under a compose project name and an image tag of its own:
 *
 *  1. builds the image (the engine's default builder; Debian's engine has no BuildKit);
 *  2. brings the stack up on a fresh volume with the demo seeded and waits for it to be healthy;
 *  3. reads the app's log: every line JSON, Next.js's banner included, one access line a request;
 *  4. runs create-admin --help, then creates a first admin and signs in as them;
 *  5. runs the Playwright suite's smoke subset (@smoke) against the stack (E2E_BASE_URL);
 *  6. places an order and uploads a picture, then `down` and `up`: both are still there;
 *  7. stops Redis: pages and logins keep answering, ready says 503, the log stays short; starts it:
 *     ready says 200 again;
 *  8. scales the app to two replicas on a port range (APP_PORT=127.0.0.1:A-B): a rename through
 *     one shows on the other's page, and a lockout made on one holds on the other;
 *  9. backs up and restores with the very commands of docs/operations.md: the page shows the name
 *     from before the backup, not the one the cache had after it;
 * 10. tears everything down: `down -v`, the image, the build's leftovers (base images stay).
 *
 * It prints one line per check and a summary with the build time, image size and time to healthy,
 * and exits 1 when a check failed.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { centsToDecimal, toCents, parsePercent } from "@/lib/shared/pricing/money";
import { priceOrder } from "@/lib/shared/pricing/pricing";

const ROOT = process.cwd();
const COMPOSE = (process.env.COMPOSE_CMD || "docker-compose").split(" ");
const PROJECT = `shopsmoke${process.pid}`;
// SMOKE_IMAGE: run the checks against an image already built (it is left in place); else one is
// built under a tag of this run's own and removed at the end.
const GIVEN_IMAGE = process.env.SMOKE_IMAGE?.trim() || undefined;
const IMAGE = GIVEN_IMAGE ?? `wholesale-shop-smoke:${process.pid}`;
const WORK = mkdtempSync(path.join(tmpdir(), "shop-docker-"));
const ENV_FILE = path.join(WORK, "smoke.env");
const ADMIN = { email: "admin@demo.example.ca", password: "demo-admin" };
const CUSTOMER = { email: "customer@demo.example.ca", password: "demo-customer" };
const PENDING = { email: "pending@demo.example.ca", password: "demo-pending" };

async function freePortPair(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
  for (let i = 0; i < 50; i++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await free(port)) && (await free(port + 1))) return port;
  }
  throw new Error("no two free ports");
}

const PORT = await freePortPair();
const PORTS = [PORT, PORT + 1];
const BASE = `http://127.0.0.1:${PORT}`;
writeFileSync(
  ENV_FILE,
  [
    `COMPOSE_PROJECT_NAME=${PROJECT}`,
    `POSTGRES_PASSWORD=${randomBytes(24).toString("hex")}`,
    `AUTH_SECRET=${randomBytes(32).toString("hex")}`,
    `PUBLIC_URL=${BASE}`,
    // One port; the replicas' check switches to a range with a port for each (setAppPort).
    `APP_PORT=127.0.0.1:${PORTS[0]}`,
    `ALLOWED_HOSTS=127.0.0.1:${PORTS[0]},127.0.0.1:${PORTS[1]}`,
    "SEED_DEMO=true",
    // The Playwright suite signs in many times from this one address.
    "RATE_LIMIT_IP_FACTOR=20",
    "",
  ].join("\n"),
);
const composeEnv = { ...process.env, SHOP_ENV_FILE: ENV_FILE, SHOP_IMAGE: IMAGE };
const composeArgs = ["-p", PROJECT, "--env-file", ENV_FILE, "-f", path.join(ROOT, "docker-compose.yml")];

/** Publishes the app on `value` (APP_PORT) from the next `up` on. */
function setAppPort(value: string): void {
  writeFileSync(ENV_FILE, readFileSync(ENV_FILE, "utf8").replace(/^APP_PORT=.*$/m, `APP_PORT=${value}`));
}

function compose(args: string[], options: { input?: string; allowFail?: boolean; timeoutMs?: number } = {}): string {
  const [command, ...pre] = COMPOSE;
  const result = spawnSync(command, [...pre, ...composeArgs, ...args], {
    cwd: ROOT,
    env: composeEnv,
    input: options.input,
    encoding: "utf8",
    timeout: options.timeoutMs ?? 20 * 60_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0 && !options.allowFail) {
    throw new Error(`${COMPOSE.join(" ")} ${args.join(" ")} failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout).slice(-2000)}`);
  }
  return result.stdout;
}

function docker(args: string[]): string {
  return execFileSync("docker", args, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 }).trim();
}

/** The commands of a docs/operations.md block, run with `docker compose` meaning this project's compose. */
function runDocs(script: string): void {
  const [command, ...pre] = COMPOSE;
  const prelude = `set -euo pipefail\nDC() { ${[command, ...pre, ...composeArgs].map((a) => `'${a}'`).join(" ")} "$@"; }\n`;
  const body = script.replace(/\bdocker compose /g, "DC ").replace(/shop(-files)?-\d{4}-\d{2}-\d{2}/g, "shop$1-$(date +%F)");
  execFileSync("bash", ["-c", prelude + body], { cwd: WORK, env: composeEnv, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
}

/** The shell blocks that follow `marker` in docs/operations.md. */
function docsBlocks(marker: string, count: number): string[] {
  const docs = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");
  const from = docs.indexOf(marker);
  if (from < 0) throw new Error(`docs/operations.md has no "${marker}"`);
  const blocks = [...docs.slice(from).matchAll(/```sh\n([\s\S]*?)```/g)].slice(0, count).map((m) => m[1]);
  if (blocks.length < count) throw new Error(`docs/operations.md: fewer than ${count} blocks after "${marker}"`);
  return blocks;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    await sleep(500);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${(last as Error).message})` : ""}`);
}

type HttpInit = { method?: string; body?: unknown; token?: string; form?: FormData; timeoutMs?: number; headers?: Record<string, string> };

/**
 * One request. A connection kept alive from an earlier check can be closed under it by the engine's
 * port proxy (undici then says "fetch failed" before anything reached the app): such a failure is
 * tried once more on a new connection. The one POST that must not run twice sends an Idempotency-Key.
 */
async function http(base: string, pathname: string, init: HttpInit = {}) {
  try {
    return await httpOnce(base, pathname, init);
  } catch (error) {
    if (!(error instanceof TypeError) || error.message !== "fetch failed") throw error;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    console.log(`  (${init.method ?? "GET"} ${pathname}: fetch failed, ${cause?.code ?? cause?.message ?? "no cause"}; trying again)`);
    await sleep(200);
    return httpOnce(base, pathname, init);
  }
}

async function httpOnce(base: string, pathname: string, init: HttpInit) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Token ${init.token}`;
  const started = performance.now();
  // A timer of our own: AbortSignal.timeout's does not keep the process alive, and a fetch waiting on
  // a port the engine has published before the app listens could leave the event loop empty (Node
  // then ends the run with code 13, "unsettled top-level await").
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer from ${pathname} within ${init.timeoutMs ?? 30_000} ms`)), init.timeoutMs ?? 30_000);
  const response = await fetch(base + pathname, {
    method: init.method ?? "GET",
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    signal: controller.signal,
    redirect: "manual",
  }).finally(() => clearTimeout(timer));
  const buffer = Buffer.from(await response.arrayBuffer());
  const text = buffer.toString("utf8");
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // a page or a picture
  }
  return { status: response.status, text, json, buffer, headers: response.headers, ms: Math.round(performance.now() - started) };
}

async function login(base: string, account: { email: string; password: string }): Promise<string> {
  const answer = await http(base, "/api/rest-auth/login/", { method: "POST", body: account });
  if (answer.status !== 200) throw new Error(`login ${account.email} at ${base}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.json.key as string;
}

/** A container's log as `docker logs` shows it: stdout and stderr, each line as written. */
function containerLog(id: string, since?: string): string[] {
  const run = spawnSync("docker", ["logs", ...(since ? ["--since", since] : []), id], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return `${run.stdout}\n${run.stderr}`.split("\n").filter((line) => line.trim() !== "");
}

function appContainers(): string[] {
  return compose(["ps", "-q", "app"]).split("\n").map((id) => id.trim()).filter(Boolean);
}

async function waitReady(base: string, timeoutMs = 180_000): Promise<void> {
  await waitFor(`${base} ready`, async () => (await http(base, "/api/health/ready/", { timeoutMs: 5_000 })).status === 200, timeoutMs);
}

async function waitHealthy(timeoutMs = 240_000): Promise<void> {
  await waitFor(
    "the app containers healthy",
    async () => {
      const ids = appContainers();
      return ids.length > 0 && ids.every((id) => docker(["inspect", "-f", "{{.State.Health.Status}}", id]) === "healthy");
    },
    timeoutMs,
  );
}

/** The host port of replica `index` (1-based). */
function replicaBase(index: number): string {
  const answer = compose(["port", `--index=${index}`, "app", "3000"]).trim();
  const port = answer.split(":").pop();
  if (!port) throw new Error(`no port for replica ${index}: ${answer}`);
  return `http://127.0.0.1:${port}`;
}

// ----------------------------------------------------------------------------------------------

interface Result {
  name: string;
  ok: boolean;
  detail: string;
  seconds: number;
}
const results: Result[] = [];
const figures: Record<string, string> = {};
let stackUsable = true;

async function check(name: string, run: () => Promise<string | void>, { needsStack = true } = {}): Promise<void> {
  if (needsStack && !stackUsable) {
    results.push({ name, ok: false, detail: "not run: the stack did not come up", seconds: 0 });
    console.log(`✗ ${name}: not run (the stack did not come up)`);
    return;
  }
  const started = performance.now();
  try {
    const detail = (await run()) ?? "";
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    results.push({ name, ok: true, detail, seconds });
    console.log(`✓ ${name} (${seconds} s)${detail ? `: ${detail}` : ""}`);
  } catch (error) {
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = `${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ""}`;
    results.push({ name, ok: false, detail, seconds });
    console.log(`✗ ${name} (${seconds} s): ${detail}`);
  }
}

/** Whether a page shows `text`, as React writes it into HTML. */
function shows(html: string, text: string): boolean {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
  return html.includes(text) || html.includes(escaped);
}

function sha(buffer: Buffer): string {
  return createHash("sha256").update(buffer).digest("hex").slice(0, 16);
}

async function renameFirstProduct(base: string, adminToken: string, label: string) {
  const list = await http(base, "/api/products/product_list/?page=1&sort=name", { token: adminToken });
  const product = (list.json.results as Array<{ id: number; name: string; item: string; slug: string }>)[0];
  const renamed = `${label} ${randomBytes(3).toString("hex")}`;
  const patch = await http(base, `/api/products/product/details/${product.id}/`, { method: "PATCH", token: adminToken, body: { name: renamed } });
  if (patch.status !== 200) throw new Error(`rename: ${patch.status} ${patch.text.slice(0, 200)}`);
  return { product, renamed };
}

// An exit that is not the one at the end (an event loop left empty by a promise nothing settles)
// says so, rather than ending the run without a word.
let finished = false;
process.on("exit", (code) => {
  if (!finished) console.log(`Docker smoke test: the process exited early (code ${code}) — the stack of ${PROJECT} may still be up`);
});

// Ctrl-C or a CI timeout: the stack goes down all the same.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`Docker smoke test: ${signal}, taking ${PROJECT} down`);
    compose(["down", "-v", "--remove-orphans"], { allowFail: true, timeoutMs: 5 * 60_000 });
    if (!GIVEN_IMAGE) spawnSync("docker", ["image", "rm", "-f", IMAGE], { encoding: "utf8" });
    rmSync(WORK, { recursive: true, force: true });
    finished = true;
    process.exit(130);
  });
}

console.log(`Docker smoke test: project ${PROJECT}, image ${IMAGE}, ${COMPOSE.join(" ")}, ports ${PORTS.join("-")}`);
const startedAll = performance.now();
try {
  await check(
    "the image builds",
    async () => {
      const started = performance.now();
      if (!GIVEN_IMAGE) compose(["build", "app"], { timeoutMs: 30 * 60_000 });
      const seconds = Math.round((performance.now() - started) / 1000);
      const size = Number(docker(["image", "inspect", "-f", "{{.Size}}", IMAGE]));
      const user = docker(["image", "inspect", "-f", "{{.Config.User}}", IMAGE]);
      if (!user || user === "root" || user === "0") throw new Error(`the image runs as "${user || "root"}"`);
      figures.build = GIVEN_IMAGE ? `not run (SMOKE_IMAGE=${GIVEN_IMAGE})` : `${seconds} s`;
      figures.size = `${Math.round(size / 1e6)} MB`;
      return `${GIVEN_IMAGE ? `${GIVEN_IMAGE}, given` : `${seconds} s`}, ${Math.round(size / 1e6)} MB, user ${user}`;
    },
    { needsStack: false },
  );
  stackUsable = results.every((r) => r.ok);

  await check("the stack comes up healthy on a fresh volume, with the demo seeded", async () => {
    const started = performance.now();
    try {
      compose(["up", "-d"]);
      await waitReady(BASE);
      const ready = Math.round((performance.now() - started) / 1000);
      await waitHealthy();
      const healthy = Math.round((performance.now() - started) / 1000);
      figures.ready = `${ready} s`;
      figures.healthy = `${healthy} s`;
      return `ready over HTTP ${ready} s after up -d, compose "healthy" at ${healthy} s`;
    } catch (error) {
      stackUsable = false;
      throw error;
    }
  });

  let adminToken = "";
  await check("create-admin --help prints help; a first admin is created and signs in", async () => {
    const help = compose(["exec", "-T", "app", "node", "tools/create-admin.mjs", "--help"]);
    if (!help.includes("--email") || !help.includes("--password")) throw new Error(`--help printed: ${help.slice(0, 300)}`);
    const email = `first-admin-${randomBytes(3).toString("hex")}@example.ca`;
    const password = `Smoke ${randomBytes(9).toString("base64url")} passphrase`;
    const created = compose(["exec", "-T", "app", "node", "tools/create-admin.mjs", "--email", email, "--password", password]);
    if (!created.includes("Created admin")) throw new Error(`create-admin printed: ${created}`);
    adminToken = await login(BASE, { email, password });
    const me = await http(BASE, "/api/rest-auth/user/", { token: adminToken });
    if (me.status !== 200 || me.json.email !== email) throw new Error(`the new admin's /user: ${me.status}`);
    return created.trim();
  });
  if (!adminToken) adminToken = await login(BASE, ADMIN).catch(() => "");

  await check("every line of the app's log is JSON, the banner included, with one access line a request", async () => {
    const reqId = `smoke-${randomBytes(6).toString("hex")}`;
    const answer = await fetch(`${BASE}/products`, { headers: { "x-request-id": reqId } });
    if (answer.status !== 200) throw new Error(`/products: ${answer.status}`);
    await answer.text();
    const [id] = appContainers();
    const lines = await waitFor(
      "the access line",
      async () => {
        const all = containerLog(id);
        return all.some((line) => line.includes(reqId)) ? all : undefined;
      },
      10_000,
    );
    // docker logs merges stderr: a line there that is not JSON fails too.
    const bad = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    if (bad.length > 0) throw new Error(`${bad.length} of ${lines.length} lines are not JSON, e.g. ${bad.slice(0, 3).join(" | ")}`);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    if (!parsed.some((l) => String(l.msg).includes("Next.js"))) throw new Error("no banner line");
    const access = parsed.filter((l) => l.msg === "request" && l.reqId === reqId);
    if (access.length !== 1 || access[0].status !== 200 || access[0].path !== "/products") throw new Error(`access lines: ${JSON.stringify(access)}`);
    return `${lines.length} lines, all JSON`;
  });

  await check("the Playwright smoke subset passes against the stack", async () => {
    const run = spawnSync("node_modules/.bin/playwright", ["test", "--grep", "@smoke", "--reporter=line", "--workers=2"], {
      cwd: ROOT,
      env: { ...process.env, E2E_BASE_URL: BASE },
      encoding: "utf8",
      timeout: 10 * 60_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    const passed = /(\d+) passed/.exec(output)?.[1];
    if (run.status !== 0) throw new Error(`playwright exited ${run.status}: ${output.slice(-3000)}`);
    return `${passed ?? "?"} tests passed`;
  });

  let order: { id: number; total: string } | undefined;
  let picture: { url: string; sha: string } | undefined;
  await check("an order is placed and a picture uploaded", async () => {
    const token = await login(BASE, CUSTOMER);
    const page = await http(BASE, "/api/products/product_list/?is_deleted=false&sort=price", { token });
    type Row = { id: number; price: string; special: string; sales_tax_code: "G" | "E"; actions: "None" | "10-1"; box_quantity: number; stock: boolean };
    const lines = (page.json.results as Row[]).filter((p) => p.stock).slice(0, 3);
    const priced = priceOrder(
      lines.map((p) => ({ priceCents: toCents(p.price), specialBasisPoints: parsePercent(p.special), salesTaxCode: p.sales_tax_code, action: p.actions, quantity: p.box_quantity })),
    );
    const placed = await http(BASE, "/api/orders/order/details/", {
      method: "POST",
      token,
      headers: { "idempotency-key": `smoke-${randomBytes(8).toString("hex")}` },
      body: {
        country: "Canada", address: "88 Lonsdale Avenue", townCity: "North Vancouver", state: "BC", zipcode: "V7M 2E6", email: CUSTOMER.email, phone: "6045550123", companyName: "North Shore Bistro Ltd.", orderNotes: "Docker smoke test",
        price: centsToDecimal(priced.grandTotalCents),
        purchased_items: lines.map((p) => ({ id: p.id, quantity: p.box_quantity })),
      },
    });
    if (placed.status !== 201) throw new Error(`order: ${placed.status} ${placed.text.slice(0, 300)}`);
    order = { id: (placed.json.order as { id: number }).id, total: centsToDecimal(priced.grandTotalCents) };

    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer();
    const form = new FormData();
    form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "smoke.png");
    const productId = lines[0].id;
    const patched = await http(BASE, `/api/products/product/details/${productId}/`, { method: "PATCH", token: adminToken, form });
    if (patched.status !== 200) throw new Error(`picture: ${patched.status} ${patched.text.slice(0, 300)}`);
    const url = String(patched.json.image ?? "");
    const served = await http(BASE, new URL(url, BASE).pathname);
    if (served.status !== 200 || !served.headers.get("content-type")?.startsWith("image/")) throw new Error(`the picture at ${url}: ${served.status}`);
    picture = { url: new URL(url, BASE).pathname, sha: sha(served.buffer) };
    return `order ${order.id} (${order.total} CAD), picture ${picture.url}`;
  });

  await check("down and up: the order and the picture are still there", async () => {
    compose(["down"]);
    const started = performance.now();
    compose(["up", "-d"]);
    await waitReady(BASE);
    const seconds = Math.round((performance.now() - started) / 1000);
    if (!order || !picture) throw new Error("no order or picture from the check before");
    const token = await login(BASE, CUSTOMER);
    const again = await http(BASE, `/api/orders/order/details/${order.id}/`, { token });
    if (again.status !== 200) throw new Error(`order ${order.id}: ${again.status}`);
    const served = await http(BASE, picture.url);
    if (served.status !== 200 || sha(served.buffer) !== picture.sha) throw new Error(`picture: ${served.status}, same bytes: ${sha(served.buffer) === picture.sha}`);
    return `ready ${seconds} s after up -d`;
  });

  await check("Redis stopped: pages and logins answer, ready says 503, the log stays short; started: ready again", async () => {
    const since = new Date().toISOString();
    compose(["stop", "redis"]);
    const notes: string[] = [];
    for (const pathname of ["/", "/products"]) {
      const answer = await http(BASE, pathname, { timeoutMs: 15_000 });
      if (answer.status !== 200) throw new Error(`${pathname} with Redis stopped: ${answer.status}`);
      notes.push(`${pathname} ${answer.ms} ms`);
    }
    const good = await http(BASE, "/api/rest-auth/login/", { method: "POST", body: CUSTOMER, timeoutMs: 15_000 });
    if (good.status !== 200) throw new Error(`correct login: ${good.status}`);
    const wrong = await http(BASE, "/api/rest-auth/login/", { method: "POST", body: { email: CUSTOMER.email, password: "not-the-password" }, timeoutMs: 15_000 });
    if (wrong.status !== 400) throw new Error(`wrong login: ${wrong.status}`);
    notes.push(`login ${good.ms} ms, wrong password ${wrong.ms} ms`);
    await waitFor("ready 503", async () => (await http(BASE, "/api/health/ready/", { timeoutMs: 5_000 })).status === 503, 20_000);
    // A while of outage with traffic, then the log of it.
    for (let i = 0; i < 10; i++) await http(BASE, "/products", { timeoutMs: 15_000 });
    await sleep(5_000);
    const [id] = appContainers();
    const outageLines = containerLog(id, since).filter((line) => !line.includes('"msg":"request"'));
    // Which writers they came from (msg: count), printed every run: a writer that repeats per request or probe shows here first.
    const byMessage = new Map<string, number>();
    for (const line of outageLines) {
      let msg = line.slice(0, 60);
      try {
        msg = String((JSON.parse(line) as { msg?: unknown }).msg ?? msg).slice(0, 60);
      } catch {
        // Not JSON: the line's start stands for it.
      }
      byMessage.set(msg, (byMessage.get(msg) ?? 0) + 1);
    }
    notes.push(`${outageLines.length} log lines besides access lines (${[...byMessage].map(([msg, n]) => `${n}× ${msg}`).join("; ")})`);
    if (outageLines.length > 12) throw new Error(`the outage wrote ${outageLines.length} lines: ${outageLines.join(" | ")}`);
    compose(["start", "redis"]);
    const back = performance.now();
    await waitReady(BASE, 60_000);
    notes.push(`ready again ${Math.round((performance.now() - back) / 1000)} s after start`);
    await login(BASE, CUSTOMER);
    return notes.join("; ");
  });

  await check("two replicas on a port range share a rename and a lockout", async () => {
    // docs/operations.md "Several app servers with compose": a range with a port for each replica.
    setAppPort(`127.0.0.1:${PORTS[0]}-${PORTS[1]}`);
    compose(["up", "-d", "--scale", "app=2"]);
    const [a, b] = [replicaBase(1), replicaBase(2)];
    if (a === b) throw new Error(`both replicas on ${a}`);
    await waitReady(a);
    await waitReady(b);
    const tokenA = await login(a, ADMIN);
    const { product, renamed } = await renameFirstProduct(a, tokenA, "Smoke Replica Renamed");
    const onB = await http(b, `/products?search=${encodeURIComponent(product.item)}`);
    if (onB.status !== 200 || !onB.text.includes(renamed)) throw new Error(`B's /products does not show the rename (${onB.status})`);
    // 10 attempts at one account from one address per 15 minutes, counted in Redis.
    for (let i = 0; i < 10; i++) {
      const status = (await http(a, "/api/rest-auth/login/", { method: "POST", body: { email: PENDING.email, password: "not-the-password" } })).status;
      if (status !== 400) throw new Error(`wrong login ${i + 1} on A: ${status}`);
    }
    const blocked = await http(b, "/api/rest-auth/login/", { method: "POST", body: PENDING });
    if (blocked.status !== 429) throw new Error(`B let the locked account in: ${blocked.status}`);
    // A token from one replica works on the other (same database and AUTH_SECRET).
    if ((await http(b, "/api/rest-auth/user/", { token: tokenA })).status !== 200) throw new Error("A's token refused by B");
    setAppPort(`127.0.0.1:${PORTS[0]}`);
    compose(["up", "-d", "--scale", "app=1"]);
    return `${a} and ${b}`;
  });

  await check("backup and restore with docs/operations.md's commands: the page shows the restored name", async () => {
    await waitReady(BASE);
    const [backup, restore] = docsBlocks("**PostgreSQL under docker compose.**", 2);
    const token = await login(BASE, ADMIN);
    const list = await http(BASE, "/api/products/product_list/?page=1&sort=name", { token });
    const before = (list.json.results as Array<{ id: number; name: string; item: string }>)[0];
    runDocs(backup);
    const { renamed } = await renameFirstProduct(BASE, token, "Smoke After Backup");
    const search = `/products?search=${encodeURIComponent(before.item)}`;
    const after = await http(BASE, search);
    if (!after.text.includes(renamed)) throw new Error("the rename after the backup does not show");
    runDocs(restore);
    await waitReady(BASE);
    const restored = await http(BASE, search);
    if (restored.text.includes(renamed)) throw new Error("after the restore the page still shows the name given after the backup");
    if (!shows(restored.text, before.name)) throw new Error(`after the restore the page does not show "${before.name}"`);
    const api = await http(BASE, `/api/products/product_list/?search=${encodeURIComponent(before.item)}`);
    const row = (api.json.results as Array<{ id: number; name: string }>).find((p) => p.id === before.id);
    if (row?.name !== before.name) throw new Error(`the API says "${row?.name}"`);
    return `"${before.name}" back`;
  });
} finally {
  const started = performance.now();
  compose(["down", "-v", "--remove-orphans"], { allowFail: true, timeoutMs: 5 * 60_000 });
  if (!GIVEN_IMAGE) spawnSync("docker", ["image", "rm", "-f", IMAGE], { encoding: "utf8" });
  // The classic builder leaves the build stages as dangling images, BuildKit a build cache. Pruned
  // only on an engine this run started (CI): on yours, they may be other builds' too.
  if (process.env.SMOKE_PRUNE === "1") {
    spawnSync("docker", ["image", "prune", "-f"], { encoding: "utf8" });
    spawnSync("docker", ["builder", "prune", "-f"], { encoding: "utf8" });
  }
  rmSync(WORK, { recursive: true, force: true });
  const leftovers = process.env.SMOKE_PRUNE === "1" ? "the build's leftovers" : "not the dangling build stages (docker image prune)";
  console.log(`Torn down in ${Math.round((performance.now() - started) / 1000)} s (down -v, ${GIVEN_IMAGE ? "" : "the image, "}${leftovers}; the base images stay).`);
}

const failed = results.filter((r) => !r.ok);
const minutes = Math.round((performance.now() - startedAll) / 6000) / 10;
console.log(
  `\nDocker smoke test: ${results.length - failed.length} of ${results.length} checks passed in ${minutes} min; build ${figures.build ?? "?"}, image ${figures.size ?? "?"}, ready ${figures.ready ?? "?"}, healthy ${figures.healthy ?? "?"} after up -d.`,
);
finished = true;
process.exit(failed.length > 0 ? 1 : 0);
