import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { setDbHandle, type Db } from "@/db/client";
import { Conflict, Forbidden, Invalid, InvalidRequest, NotFound, TooManyRequests, Unauthenticated } from "@/lib/shared/errors/domain-errors";
import { apiAnswer, apiRoute } from "@/lib/entry/api-route";
import { resetEnvCache } from "@/lib/env";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

// These handlers never touch the database; a stand-in keeps the unit run from opening ./.data.
// The host of the requests (apiRequest's), as the integration tests configure it.
const ENV_KEYS = ["ALLOWED_HOSTS", "TRUST_PROXY", "PUBLIC_URL"] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const key of ENV_KEYS) {
    const value = key === "ALLOWED_HOSTS" ? (values[key] ?? "shop.test") : values[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

beforeAll(() => {
  setDbHandle({ db: {} as Db, kind: "pglite", close: async () => {} });
  setEnv({});
});

afterAll(() => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetEnvCache();
});

async function answer(error: unknown) {
  const handler = apiRoute({ access: "anonymous", summary: "Throws." }, async () => {
    throw error;
  });
  const response = await handler(apiRequest("/api/x/"), noParams);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe("the route-handler wrapper", () => {
  it("maps each domain error to its status and DRF shape", async () => {
    expect(await answer(Invalid.field("email", "Enter a valid email address."))).toMatchObject({
      status: 400,
      body: { email: ["Enter a valid email address."] },
    });
    expect(await answer(Invalid.nonField("Unable to log in with provided credentials."))).toMatchObject({
      status: 400,
      body: { non_field_errors: ["Unable to log in with provided credentials."] },
    });
    expect(await answer(new InvalidRequest("Code is not valid."))).toMatchObject({ status: 400, body: { error: "Code is not valid." } });
    expect(await answer(new Unauthenticated())).toMatchObject({ status: 401, body: { detail: "Authentication credentials were not provided." } });
    expect(await answer(new Forbidden())).toMatchObject({ status: 403 });
    expect(await answer(new NotFound())).toMatchObject({ status: 404, body: { detail: "Not found." } });
    expect(await answer(new Conflict("Confirmed orders cannot be changed."))).toMatchObject({ status: 409, body: { detail: "Confirmed orders cannot be changed." } });
    const limited = await answer(new TooManyRequests("Too many attempts. Try again in 60 seconds.", 60));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
  });

  it("hides unexpected errors behind a 500", async () => {
    const result = await answer(new Error("connection string with secrets"));
    expect(result.status).toBe(500);
    expect(JSON.stringify(result.body)).not.toContain("secrets");
  });

  it("passes params and turns objects into JSON", async () => {
    const handler = apiRoute({ access: "anonymous", summary: "Echoes.", params: z.object({ id: z.string() }) }, async ({ params, url }) => ({ id: params.id, path: url.pathname }));
    const response = await handler(apiRequest("/api/things/7/"), routeParams({ id: "7" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "7", path: "/api/things/7/" });
  });

  it("validates JSON bodies with field errors and refuses malformed or oversized ones", async () => {
    const schema = z.object({ name: z.string().min(1), quantity: z.number().int() });
    const handler = apiRoute({ access: "anonymous", summary: "Echoes the body.", body: schema }, async ({ body }) => body);
    const call = async (body: unknown) => {
      const response = await handler(apiRequest("/api/x/", { method: "POST", body }), noParams);
      return { status: response.status, body: await response.json() };
    };
    expect(await call({ name: "Rice", quantity: 2 })).toEqual({ status: 200, body: { name: "Rice", quantity: 2 } });
    expect(await call({ quantity: "2" })).toMatchObject({
      status: 400,
      body: { name: ["This field is required."], quantity: [expect.any(String)] },
    });
    expect(await call("{not json")).toMatchObject({ status: 400, body: { non_field_errors: [expect.stringContaining("Malformed JSON")] } });
    expect(await call("[1,2]")).toMatchObject({ status: 400 });
    expect((await call({ name: "x".repeat(1_100_000), quantity: 1 })).status).toBe(413);
  });
});

describe("the API's edge (apiAnswer: the API does not run proxy.ts, issue 27)", () => {
  let ran = 0;
  const route = apiAnswer(async () => {
    ran++;
    return Response.json({ ok: true });
  });
  const call = (path: string, headers: Record<string, string> = {}) => route(apiRequest(path, { headers }), noParams);

  it("refuses an unknown Host with a 400 before the route runs, except for the health probes", async () => {
    setEnv({});
    ran = 0;
    for (const host of ["evil.example", "shop.test:8080"]) {
      const response = await call("/api/products/product_list/", { host });
      expect(response.status, host).toBe(400);
      expect(await response.json(), host).toEqual({ detail: expect.stringContaining("does not answer to that host name") });
      expect(response.headers.get("x-request-id"), host).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(ran).toBe(0);
    // Behind a trusted proxy the forwarded host is the one asked for.
    setEnv({ TRUST_PROXY: "true" });
    expect((await call("/api/rest-auth/user/", { host: "shop.test", "x-forwarded-host": "evil.example" })).status).toBe(400);
    expect(ran).toBe(0);
    // Orchestrators probe by address.
    for (const path of ["/api/health/", "/api/health/live/", "/api/health/ready/"]) expect((await call(path, { host: "10.1.2.3:3000" })).status, path).toBe(200);
    expect((await call("/api/products/product_list/", { host: "shop.test" })).status).toBe(200);
  });

  it("refuses a path whose percent-encoding is not UTF-8 with a 400", async () => {
    setEnv({});
    ran = 0;
    const response = await call("/api/cart/items/%E0%A4%A");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: expect.stringContaining("percent-encoding") });
    expect(ran).toBe(0);
    expect((await call("/api/products/product_list/?search=caf%C3%A9")).status).toBe(200);
  });

  it("puts the fixed API policy (no nonce), the request id and no-store on every answer, and HSTS only over TLS", async () => {
    setEnv({});
    const response = await call("/api/products/product_list/?search=rice", { "x-request-id": "lb-1234567890" });
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toContain("nonce");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-request-id")).toBe("lb-1234567890");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    // An insane incoming id is replaced.
    expect((await call("/api/x/", { "x-request-id": "<script>" })).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // X-Forwarded-Proto counts only behind a trusted proxy.
    expect((await call("/api/x/", { "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toBeNull();
    setEnv({ TRUST_PROXY: "true" });
    const tls = await call("/api/x/", { "x-forwarded-proto": "https" });
    expect(tls.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(tls.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    setEnv({ PUBLIC_URL: "https://shop.test" });
    expect((await call("/api/x/")).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});
