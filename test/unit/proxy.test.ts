import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { resetEnvCache } from "@/lib/env";
import { REACT_SHELL_SCRIPT, REACT_SHELL_SCRIPT_HASH } from "@/lib/http/shell-script";
import { proxy } from "@/proxy";

/*
 * proxy.ts (issue 10, findings 5 and 8): the CSP nonce, HSTS only over TLS, the origin next-auth is
 * told about, and the requests the framework would answer with a 500.
 */

const saved = { TRUST_PROXY: process.env.TRUST_PROXY, PUBLIC_URL: process.env.PUBLIC_URL };

function settings(values: { TRUST_PROXY?: string; PUBLIC_URL?: string }) {
  for (const key of ["TRUST_PROXY", "PUBLIC_URL"] as const) {
    if (values[key] === undefined) delete process.env[key];
    else process.env[key] = values[key];
  }
  resetEnvCache();
}

afterEach(() => settings(saved));

const SPOOFED = { host: "shop.test", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };

async function call(path: string, headers: Record<string, string> = { host: "shop.test" }) {
  return proxy(new NextRequest(new URL(path, "http://shop.test"), { headers }));
}

/** A request header as the proxy hands it on to the app. */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe("proxy", () => {
  it("sends a fresh nonce in the CSP, to the app (request) and the browser (answer)", async () => {
    settings({});
    const first = await call("/products");
    const policy = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-[^']+'(;|$)/);
    expect(policy).not.toContain("'unsafe-inline' 'nonce");
    expect(forwarded(first, "content-security-policy")).toBe(policy);
    expect(forwarded(first, "x-nonce")).toBe(nonce);
    expect((await call("/products")).headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("ignores X-Forwarded-Proto/-Host without TRUST_PROXY: no HSTS, the Host header over http", async () => {
    settings({});
    const response = await call("/api/auth/signin", SPOOFED);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    expect(forwarded(response, "x-forwarded-host")).toBe("shop.test");
    expect(forwarded(response, "x-forwarded-proto")).toBe("http");
  });

  it("believes a trusted proxy: HSTS and https when it says the request came over TLS", async () => {
    settings({ TRUST_PROXY: "true" });
    const response = await call("/products", SPOOFED);
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(forwarded(response, "x-forwarded-host")).toBe("evil.example");
    expect(forwarded(response, "x-forwarded-proto")).toBe("https");
    expect((await call("/products", { host: "shop.test", "x-forwarded-proto": "http" })).headers.get("strict-transport-security")).toBeNull();
  });

  it("uses PUBLIC_URL when set: HSTS for an https shop whatever the headers say", async () => {
    settings({ PUBLIC_URL: "https://shop.example.ca" });
    const response = await call("/", { host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" });
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(forwarded(response, "x-forwarded-host")).toBe("shop.example.ca");
    expect(forwarded(response, "x-forwarded-proto")).toBe("https");
  });

  it("refuses a path whose percent-encoding is not UTF-8 (400) and the image optimizer (404)", async () => {
    settings({});
    expect((await call("/products/%E0%A4%A")).status).toBe(400);
    const api = await call("/api/cart/items/%E0%A4%A");
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ detail: expect.any(String) });
    expect((await call("/_next/image?url=%2Fx.png&w=64&q=75")).status).toBe(404);
    // A well-formed path goes on (an unknown one: the guard knows no page there, so no database is read).
    expect((await call("/caf%C3%A9")).status).toBe(200);
  });
});

describe("the CSP's one hashed script", () => {
  it("is the hash of the inline script React writes into a prerendered shell", async () => {
    const digest = createHash("sha256").update(REACT_SHELL_SCRIPT).digest("base64");
    expect(`sha256-${digest}`).toBe(REACT_SHELL_SCRIPT_HASH);
  });
});
