import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { resetEnvCache } from "@/lib/env";
import { REACT_SHELL_SCRIPT, REACT_SHELL_SCRIPT_HASH } from "@/lib/shared/http/shell-script";
import { proxy } from "@/proxy";

/*
 * proxy.ts (issue 10, findings 5 and 8): the CSP nonce, HSTS only over TLS, the origin next-auth is
 * told about, and the requests the framework would answer with a 500; issue 22 item 8: a Host the
 * shop is not configured for is refused.
 */

const KEYS = ["TRUST_PROXY", "PUBLIC_URL", "ALLOWED_HOSTS", "PORT"] as const;
type Settings = Partial<Record<(typeof KEYS)[number], string>>;
const saved: Settings = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

/** The settings of one test; the shop answers to shop.test (port 3000 for the default hosts) unless told otherwise. */
function settings(values: Settings) {
  const merged: Settings = { ALLOWED_HOSTS: "shop.test", PORT: undefined, ...values };
  for (const key of KEYS) {
    if (merged[key] === undefined) delete process.env[key];
    else process.env[key] = merged[key];
  }
  resetEnvCache();
}

afterEach(() => settings(saved));

const SPOOFED = { host: "shop.test", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
const FORWARDED = { host: "10.0.0.5:3000", "x-forwarded-proto": "https", "x-forwarded-host": "shop.test" };

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
    const response = await call("/products", FORWARDED);
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(forwarded(response, "x-forwarded-host")).toBe("shop.test");
    expect(forwarded(response, "x-forwarded-proto")).toBe("https");
    expect((await call("/products", { host: "shop.test", "x-forwarded-proto": "http" })).headers.get("strict-transport-security")).toBeNull();
  });

  it("uses PUBLIC_URL when set: HSTS for an https shop whatever the headers say", async () => {
    settings({ PUBLIC_URL: "https://shop.example.ca", ALLOWED_HOSTS: undefined });
    const response = await call("/", { host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" });
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(forwarded(response, "x-forwarded-host")).toBe("shop.example.ca");
    expect(forwarded(response, "x-forwarded-proto")).toBe("https");
  });

  it("refuses an unknown Host with a 400, pages and API alike, before anything else runs", async () => {
    settings({});
    for (const path of ["/", "/products", "/admin/customers", "/media/products/x.webp", "/sw.js"]) {
      const page = await call(path, { host: "evil.example" });
      expect(page.status, path).toBe(400);
      expect(page.headers.get("content-type"), path).toMatch(/^text\/plain/);
      expect(await page.text(), path).not.toContain("evil.example");
    }
    for (const path of ["/api/products/product_list/", "/api/rest-auth/login/", "/api/auth/session"]) {
      const api = await call(path, { host: "evil.example" });
      expect(api.status, path).toBe(400);
      expect(await api.json(), path).toEqual({ detail: expect.any(String) });
    }
    expect((await call("/products", { host: "shop.test:8080" })).status).toBe(400);
    expect((await call("/products", { host: "shop.test" })).status).toBe(200);
  });

  it("refuses an unknown X-Forwarded-Host behind a trusted proxy, and any Host other than PUBLIC_URL's and the allowed ones", async () => {
    settings({ TRUST_PROXY: "true" });
    expect((await call("/products", SPOOFED)).status).toBe(400);
    settings({ PUBLIC_URL: "https://shop.example.ca", ALLOWED_HOSTS: undefined });
    expect((await call("/products", { host: "shop.example.ca" })).status).toBe(200);
    expect((await call("/products", { host: "127.0.0.1:3000" })).status).toBe(200);
    expect((await call("/products", { host: "evil.example" })).status).toBe(400);
  });

  it("lets the health probes through whatever their Host (a Kubernetes probe sends the pod's address)", async () => {
    settings({});
    for (const path of ["/api/health/", "/api/health/live/", "/api/health/ready/"]) {
      const response = await call(path, { host: "10.1.2.3:3000" });
      expect(response.status, path).toBe(200);
      expect(forwarded(response, "x-forwarded-host"), path).toBe("shop.test");
    }
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
