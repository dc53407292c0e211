import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingBuild, startAppServer, type AppServer } from "@/test/support/app-server";
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from "@/test/support/redis";

/*
 * Issue 16 point 2: two production servers (scripts/serve.mjs, as `npm start` runs them) from one
 * build, on two ports, sharing one fresh PostgreSQL database and one Redis (a key prefix of this
 * run's own), each with its own DATA_DIR. What one server does, the other must see at once:
 * - a product renamed through the first (REST API, as admin) shows on the second's /products on
 *   the next request (the 'use cache' entries and their tags live in Redis);
 * - failed logins on both count toward one per-account limit (the rate limits live in Redis);
 * - an account deleted on one has its web session and API token end on the other (the database).
 * Last, the graceful shutdown: a request in flight when SIGTERM arrives still gets its answer,
 * then the server closes the database and Redis and exits.
 */

const PG_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PORTS = [Number(process.env.SERVERS_TEST_PORT || 3391), Number(process.env.SERVERS_TEST_PORT || 3391) + 1];

async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const reasons = [
  missingBuild(),
  (await postgresReachable()) ? null : `no PostgreSQL at ${PG_URL}`,
  (await redisReachable()) ? null : `no Redis at ${TEST_REDIS_URL}`,
].filter((r): r is string => r !== null);
if (reasons.length) console.warn(`Two-server test skipped: ${reasons.join("; ")}.`);

const ADMIN = { email: "admin@demo.example.ca", password: "demo-admin" };
const CUSTOMER = { email: "customer@demo.example.ca", password: "demo-customer" };
const database = `shop_servers_${process.pid}_${randomBytes(4).toString("hex")}`;
const prefix = uniqueRedisPrefix("servers");
const dataDirs: string[] = [];
let a: AppServer;
let b: AppServer;

function databaseUrl(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function serverEnv(seed: boolean): Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-servers-"));
  dataDirs.push(dataDir);
  return {
    DATABASE_URL: databaseUrl(database),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    DATA_DIR: dataDir,
    SEED_DEMO: seed ? "true" : "false",
    LOG_LEVEL: "info",
  };
}

async function api(server: AppServer, pathname: string, init: { method?: string; body?: unknown; token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Token ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  const response = await fetch(server.url + pathname, { method: init.method ?? "GET", headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as Record<string, unknown>, headers: response.headers };
}

async function token(server: AppServer, account: { email: string; password: string }): Promise<string> {
  const response = await api(server, "/api/rest-auth/login/", { method: "POST", body: account });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.key as string;
}

/** Signs in through the web UI's next-auth endpoints and answers the session cookie. */
async function webSession(server: AppServer, account: { email: string; password: string }): Promise<string> {
  const csrf = await fetch(`${server.url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const response = await fetch(`${server.url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email: account.email, password: account.password, json: "true" }),
  });
  const session = response.headers.getSetCookie().find((c) => c.includes("session-token="));
  expect(session, `no session cookie from ${server.name}: ${response.status}`).toBeDefined();
  return session!.split(";")[0];
}

async function page(server: AppServer, pathname: string): Promise<string> {
  const response = await fetch(server.url + pathname);
  expect(response.status).toBe(200);
  return response.text();
}

describe.skipIf(reasons.length > 0)("two app servers on one PostgreSQL database and one Redis", () => {
  beforeAll(async () => {
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database "${database}"`);
    await admin.end();
    // The first server migrates and seeds the demo shop; the second then starts on the same database.
    const sharedSecret = { AUTH_SECRET: `${randomBytes(24).toString("hex")}-two-servers` };
    a = await startAppServer({ name: "server A", port: PORTS[0], env: { ...serverEnv(true), ...sharedSecret } });
    b = await startAppServer({ name: "server B", port: PORTS[1], env: { ...serverEnv(false), ...sharedSecret } });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
    const redis = createClient({ url: TEST_REDIS_URL });
    await redis.connect();
    for await (const key of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) await redis.del(key);
    await redis.quit();
  }, 60_000);

  it("both servers are ready and report the same Redis", async () => {
    const adminToken = await token(a, ADMIN);
    for (const server of [a, b]) {
      const ready = await api(server, "/api/health/ready/", { token: adminToken });
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: "ok", database: { ok: true }, redis: { ok: true } });
      expect(ready.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("a product renamed through the first shows on the second's /products on the next request", async () => {
    const adminToken = await token(a, ADMIN);
    const list = await api(a, "/api/products/product_list/?page=1", { token: adminToken });
    const product = (list.body.results as { id: number; name: string; item: string }[])[0];
    const search = `/products?search=${encodeURIComponent(product.item)}`;
    // Both servers render (and cache) the page with the old name first.
    for (const server of [b, a, b]) expect(await page(server, search)).toContain(product.name);
    const renamed = `Two Servers Renamed ${randomBytes(3).toString("hex")}`;
    const patch = await api(a, `/api/products/product/details/${product.id}/`, { method: "PATCH", token: adminToken, body: { name: renamed } });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    const onB = await page(b, search);
    expect(onB).toContain(renamed);
    expect(onB).not.toContain(product.name);
    // B's cached API answers are fresh too.
    const fromB = await api(b, `/api/products/product_list/?search=${encodeURIComponent(product.item)}`);
    expect((fromB.body.results as { id: number; name: string }[]).find((p) => p.id === product.id)?.name).toBe(renamed);
  });

  it("failed logins on both servers count toward one limit per account and address", async () => {
    const wrong = { email: CUSTOMER.email, password: "not-the-password" };
    const statuses: number[] = [];
    // 10 attempts at one account from one address per 15 minutes (lib/security/rate-limit.ts), 5 on each server.
    for (let i = 0; i < 10; i++) statuses.push((await api(i % 2 ? b : a, "/api/rest-auth/login/", { method: "POST", body: wrong })).status);
    expect(statuses).toEqual(Array(10).fill(400));
    // Each server alone has seen 5: with limits in each server's memory both would still answer 400.
    for (const server of [a, b]) {
      const blocked = await api(server, "/api/rest-auth/login/", { method: "POST", body: CUSTOMER });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    }
  });

  it("an account deleted on one server has its session and token end on the other", async () => {
    const email = `two-servers-${randomBytes(4).toString("hex")}@example.ca`;
    const password = "Two-Servers-Pass-2026";
    const registered = await api(b, "/api/rest-auth/registration/", {
      method: "POST",
      body: { email, username: email, password1: password, password2: password, form: "Customer" },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
    const customerToken = await token(b, { email, password });
    const cookie = await webSession(b, { email, password });
    const me = await api(b, "/api/rest-auth/user/", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    expect((await api(b, "/api/rest-auth/user/", { token: customerToken })).status).toBe(200);

    const adminToken = await token(a, ADMIN);
    const customers = await api(a, `/api/users/customers_list/?search=${encodeURIComponent(email)}&verified=false`, { token: adminToken });
    const id = (customers.body.results as { id: number; email: string }[]).find((c) => c.email === email)?.id;
    expect(id, JSON.stringify(customers.body)).toBeDefined();
    const deleted = await api(a, `/api/users/profile/${id}/`, { method: "DELETE", token: adminToken });
    expect(deleted.status).toBe(204);

    expect((await api(b, "/api/rest-auth/user/", { cookie })).status).toBe(401);
    expect((await api(b, "/api/rest-auth/user/", { token: customerToken })).status).toBe(401);
  });

  it("every log line of a request names its id, which the answer carries; no secret is logged", async () => {
    const requestId = `two-servers-${randomBytes(6).toString("hex")}`;
    // A reset code is mailed (written to a file without SMTP_URL) and the mailing is logged.
    const response = await fetch(`${a.url}/api/users/create_password_reset_code/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": requestId },
      body: JSON.stringify({ email: CUSTOMER.email }),
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("x-request-id")).toBe(requestId);
    const linesOf = () =>
      a
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (let i = 0; i < 40 && !linesOf().some((l) => l.reqId === requestId); i++) await new Promise((r) => setTimeout(r, 100));
    const ofRequest = linesOf().filter((l) => l.reqId === requestId);
    expect(ofRequest.map((l) => l.msg)).toContain("mail written to file (SMTP_URL is not set)");
    for (const secret of ["demo-admin", "demo-customer", "not-the-password", "Two-Servers-Pass-2026"]) expect(a.output() + b.output()).not.toContain(secret);
  });

  it("writes only JSON lines, Next.js's banner included, and one access line per request naming its user", async () => {
    const requestId = `two-servers-access-${randomBytes(6).toString("hex")}`;
    // The admin: the customer is locked out by the test of the shared limits above.
    const adminToken = await token(a, ADMIN);
    const response = await fetch(`${a.url}/api/rest-auth/user/?email=secret-query`, { headers: { authorization: `Token ${adminToken}`, "x-request-id": requestId } });
    expect(response.status).toBe(200);
    const me = (await response.json()) as { user: number };
    const pageId = `two-servers-page-${randomBytes(6).toString("hex")}`;
    expect((await fetch(`${a.url}/products`, { headers: { "x-request-id": pageId } })).status).toBe(200);
    const lines = () =>
      a
        .output()
        .split("\n")
        .filter((line) => line.trim() !== "");
    const parsed = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    for (let i = 0; i < 40 && parsed().filter((l) => l.msg === "request" && (l.reqId === requestId || l.reqId === pageId)).length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    // Every line is JSON (JSON.parse above would throw), the start banner too.
    expect(parsed().some((l) => typeof l.msg === "string" && l.msg.includes("Next.js") && l.level === 30)).toBe(true);
    const access = parsed().filter((l) => l.msg === "request" && l.reqId === requestId);
    expect(access).toEqual([expect.objectContaining({ method: "GET", path: "/api/rest-auth/user/", status: 200, userId: me.user, ms: expect.any(Number) })]);
    expect(parsed().filter((l) => l.msg === "request" && l.reqId === pageId)).toEqual([expect.objectContaining({ method: "GET", path: "/products", status: 200, userId: null })]);
    expect(a.output()).not.toContain("secret-query");
  });

  it("on SIGTERM a request in flight still gets its answer, then the database and Redis close", async () => {
    // A login whose body arrives in two parts: the request is in flight when the signal comes.
    const socket = net.connect(PORTS[1], "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const body = JSON.stringify({ email: "nobody@example.ca", password: "wrong-password-1" });
    const half = Math.floor(body.length / 2);
    let answer = "";
    socket.on("data", (data) => (answer += data.toString()));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write(
      `POST /api/rest-auth/login/ HTTP/1.1\r\nHost: 127.0.0.1:${PORTS[1]}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    b.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Not listening any more, still serving the request in flight.
    await expect(fetch(`${b.url}/api/health/live/`)).rejects.toThrow();
    socket.write(body.slice(half));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("non_field_errors");
    const { code } = await b.exited;
    // Next.js exits with 128 + the signal's number after a clean shutdown (143 for SIGTERM).
    expect(code).toBe(143);
    const out = b.output();
    expect(out).toContain("shutdown: finishing the requests in flight");
    expect(out).toContain("shutdown: database and redis connections closed");
  });
});
