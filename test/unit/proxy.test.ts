import { createHash } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { resetEnvCache } from "@/lib/env";
import { setDbHandle, type Db } from "@/db/client";
import { REACT_SHELL_SCRIPT, REACT_SHELL_SCRIPT_HASH } from "@/lib/shared/http/shell-script";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy } from "@/proxy";

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

// No request here may need the database (a visitor's guard reads none): a stand-in that says so if
// one does, rather than the embedded database opened in ./.data, whose start once took a CI run's
// first test past its timeout.
beforeAll(() => {
  const db = new Proxy({}, {
    get() {
      throw new Error("the proxy asked the database in a unit test");
    },
  }) as Db;
  setDbHandle({ db, kind: "pglite", close: async () => {} });
});

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
    const first = await call("/login");
    const policy = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-[^']+'(;|$)/);
    expect(policy).not.toContain("'unsafe-inline' 'nonce");
    expect(forwarded(first, "content-security-policy")).toBe(policy);
    expect(forwarded(first, "x-nonce")).toBe(nonce);
    expect((await call("/login")).headers.get("content-security-policy")).not.toContain(nonce);
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

  it("refuses an unknown Host with a 400, pages and next-auth's endpoints alike, before anything else runs", async () => {
    settings({});
    for (const path of ["/", "/products", "/admin/customers", "/media/products/x.webp", "/sw.js"]) {
      const page = await call(path, { host: "evil.example" });
      expect(page.status, path).toBe(400);
      expect(page.headers.get("content-type"), path).toMatch(/^text\/plain/);
      expect(await page.text(), path).not.toContain("evil.example");
    }
    // The rest of the API is refused by apiAnswer (test/unit/api-route.test.ts).
    const auth = await call("/api/auth/session", { host: "evil.example" });
    expect(auth.status).toBe(400);
    expect(await auth.json()).toEqual({ detail: expect.any(String) });
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

  it("refuses a path whose percent-encoding is not UTF-8 (400) and the image optimizer (404)", async () => {
    settings({});
    expect((await call("/products/%E0%A4%A")).status).toBe(400);
    const auth = await call("/api/auth/%E0%A4%A");
    expect(auth.status).toBe(400);
    expect(await auth.json()).toEqual({ detail: expect.any(String) });
    // A well-formed API path with a percent sign goes on untouched: apiAnswer does the rest.
    const api = await call("/api/products/caf%C3%A9/");
    expect(api.headers.get("x-middleware-next")).toBe("1");
    expect(api.headers.get("content-security-policy")).toBeNull();
    expect((await call("/_next/image?url=%2Fx.png&w=64&q=75")).status).toBe(404);
    // A well-formed path goes on (an unknown one: the guard knows no page there, so no database is read).
    expect((await call("/caf%C3%A9")).status).toBe(200);
  });
});

describe("the visitor's whole cached pages (issue 27)", () => {
  const rewrittenTo = (response: Response) => {
    const target = response.headers.get("x-middleware-rewrite");
    return target === null ? null : new URL(target).pathname;
  };
  const b64 = (text: string) => Buffer.from(text).toString("base64url");
  const SITE = `/en-CA/visitor/${b64("http://shop.test")}`;
  const FRENCH_SITE = `/fr-CA/visitor/${b64("http://shop.test")}`;

  function expectVisitorPolicy(response: Response) {
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).not.toContain("nonce");
    expect(policy).not.toContain("unsafe-eval");
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
    expect(forwarded(response, "x-nonce")).toBeNull();
    expect(forwarded(response, "content-security-policy")).toBeNull();
  }

  function expectNoncePolicy(response: Response) {
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-[^']+'(;|$)/);
    expect(policy).not.toContain("unsafe-inline' 'nonce");
    // A redirect renders nothing: only what goes on to a page is given the nonce.
    if (response.status !== 307) expect(forwarded(response, "x-nonce")).toBeTruthy();
  }

  it("rewrites a session-less home page and catalogue page to the cached visitor page, with the visitor policy", async () => {
    settings({});
    const home = await call("/");
    expect(rewrittenTo(home)).toBe(SITE);
    expectVisitorPolicy(home);
    expect(rewrittenTo(await call("/products"))).toBe(`${SITE}/products/all`);
    for (const query of ["category=3", "search=rice", "search=olive+oil&category=3&sort=-name&page=2", "sort=-name", "page=4"]) {
      const response = await call(`/products?${query}`);
      expect(rewrittenTo(response), query).toBe(`${SITE}/products/${b64(query)}`);
      expectVisitorPolicy(response);
    }
    // A client navigation's request (its router cache key aside, the same page).
    expect(rewrittenTo(await call("/products?category=3&_rsc=1x2y3"))).toBe(`${SITE}/products/${b64("category=3")}`);
    expect(rewrittenTo(await call("/?_rsc=1x2y3"))).toBe(SITE);
    // A sent nonce is not passed on to a page rendered for everyone.
    const sent = await call("/products", { host: "shop.test", "x-nonce": "forged", "content-security-policy": "script-src *" });
    expectVisitorPolicy(sent);
  });

  it("rewrites any query to the view the page would show: one cached page for every spelling", async () => {
    settings({});
    for (const [query, view] of [
      ["search=Rice", "search=rice"],
      ["sort=name", ""],
      ["page=1&utm_source=mail", ""],
      ["category=3&search=rice", "search=rice&category=3"],
    ]) {
      const response = await call(`/products?${query}`);
      expect(rewrittenTo(response), query).toBe(view ? `${SITE}/products/${b64(view)}` : `${SITE}/products/all`);
      expectVisitorPolicy(response);
    }
    expect(rewrittenTo(await call("/?utm_source=mail"))).toBe(SITE);
    // A bad parameter: a real redirect to the URL without it (the page itself could only redirect in the browser).
    const bad = await call("/products?search=rice&sort=price&page=x");
    expect(bad.status).toBe(307);
    expect(new URL(bad.headers.get("location")!).pathname + new URL(bad.headers.get("location")!).search).toBe("/products?search=rice");
  });

  it("never rewrites a request with a session cookie, nor the account, cart, checkout, order or back-office pages, but to the page in its language", async () => {
    settings({});
    for (const cookie of ["next-auth.session-token=x", "__Secure-next-auth.session-token=x", "next-auth.session-token.0=x; other=1"]) {
      for (const path of ["/", "/products", "/products?search=rice"]) {
        const response = await call(path, { host: "shop.test", cookie });
        expect(rewrittenTo(response), `${path} ${cookie}`).toBe(`/en-CA${path.split("?")[0] === "/" ? "/" : path.split("?")[0]}`);
        expectNoncePolicy(response);
      }
    }
    for (const path of ["/login", "/register", "/youremail", "/products/not-found", "/offline/saved"]) {
      const response = await call(path);
      expect(rewrittenTo(response), path).toBe(`/en-CA${path}`);
      expectNoncePolicy(response);
    }
    // Pages for the signed-in only send a visitor to log in, with the nonce policy too.
    for (const path of ["/cart", "/my-orders", "/order/12", "/admin/products", "/quick-order"]) {
      const response = await call(path);
      expect(response.status, path).toBe(307);
      expectNoncePolicy(response);
    }
  });

  it("answers 404 to a request from outside for a rewritten path", async () => {
    settings({});
    for (const path of [SITE, `${SITE}/products/all`, `${SITE}/product/rice_5kg`, "/visitor", `/visitor/${b64("http://shop.test")}`, "/fr/visitor", FRENCH_SITE, "/en-CA", "/fr-CA/products", "/en-CA/login"]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(rewrittenTo(response), path).toBeNull();
    }
    // Another path that merely starts with the same letters is a page like any other.
    expect((await call("/visitors")).status).toBe(200);
  });
});

describe("the page's language (issue 28)", () => {
  const b64 = (text: string) => Buffer.from(text).toString("base64url");
  const target = (response: Response) => {
    const rewrite = response.headers.get("x-middleware-rewrite");
    return rewrite === null ? null : new URL(rewrite).pathname + new URL(rewrite).search;
  };
  const location = (response: Response) => {
    const url = new URL(response.headers.get("location")!);
    return url.pathname + url.search;
  };

  it("serves /fr/... as the French page of the same path: the visitor's cached pages and every other page", async () => {
    settings({});
    const site = `/fr-CA/visitor/${b64("http://shop.test")}`;
    expect(target(await call("/fr"))).toBe(site);
    expect(target(await call("/fr/"))).toBe(site);
    expect(target(await call("/fr/products?category=3"))).toBe(`${site}/products/${b64("category=3")}`);
    expect(target(await call("/fr/login"))).toBe("/fr-CA/login");
    expect(target(await call("/fr/products", { host: "shop.test", cookie: "next-auth.session-token=x" }))).toBe("/fr-CA/products");
    // Who may not open a page goes to log in, in the page's language.
    const cart = await call("/fr/cart");
    expect(cart.status).toBe(307);
    expect(location(cart)).toBe("/fr/login?next=%2Fcart");
    // A bad /products parameter: the URL without it, still in French.
    expect(location(await call("/fr/products?search=rice&page=x"))).toBe("/fr/products?search=rice");
  });

  it("sends someone who reads French from an English address to the French one: their choice first, then their browser's", async () => {
    settings({});
    const french = await call("/products?category=3", { host: "shop.test", "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" });
    expect(french.status).toBe(307);
    expect(location(french)).toBe("/fr/products?category=3");
    expect(location(await call("/", { host: "shop.test", "accept-language": "fr" }))).toBe("/fr");
    expect(location(await call("/cart", { host: "shop.test", cookie: "NEXT_LOCALE=fr-CA" }))).toBe("/fr/cart");
    // The remembered choice wins over the browser's languages, both ways.
    expect(target(await call("/products", { host: "shop.test", cookie: "NEXT_LOCALE=en-CA", "accept-language": "fr" }))).toBe(`/en-CA/visitor/${b64("http://shop.test")}/products/all`);
    // A French address is French whatever the browser says.
    expect(target(await call("/fr/login", { host: "shop.test", "accept-language": "en" }))).toBe("/fr-CA/login");
    expect(target(await call("/login", { host: "shop.test", "accept-language": "de, en;q=0.5" }))).toBe("/en-CA/login");
  });

  it("leaves files, the pictures, the service worker and next-auth's endpoints out of a language's tree", async () => {
    settings({});
    for (const path of ["/sitemap.xml", "/manifest.webmanifest", "/sw.js", "/icons/apple-touch-icon.png", "/media/products/x.webp", "/serwist/sw.js", "/api/auth/session"]) {
      const response = await call(path, { host: "shop.test", "accept-language": "fr" });
      expect(target(response), path).toBeNull();
      expect(response.status, path).not.toBe(307);
    }
  });
});

describe("next-auth's endpoints (issue 27)", () => {
  it("keep the nonce policy: they may answer with a page", async () => {
    settings({});
    expect((await call("/api/auth/session")).headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
  });
});

describe("which paths the proxy runs for (issue 27)", () => {
  const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it("skips the API but next-auth's endpoints, /robots.txt and the hashed static files, and nothing else", () => {
    const skipped = ["/api/health", "/api/health/", "/api/health/live/", "/api/health/ready/", "/api/products/product_list/", "/api/products/product_list/?search=rice", "/api/rest-auth/login/", "/api/nothing", "/robots.txt", "/_next/static/chunks/a.js", "/favicon.ico"];
    for (const path of skipped) expect(runs(path), path).toBe(false);
    const run = ["/", "/products", "/products?search=rice", "/api", "/apinothing", "/api/auth", "/api/auth/session", "/api/auth/callback/credentials", "/api/cart/items/%E0%A4%A", "/api/x/caf%C3%A9", "/robots.txt.bak", "/sitemap.xml", "/sw.js", "/media/products/x.webp", "/visitor/x/products/all", "/login"];
    for (const path of run) expect(runs(path), path).toBe(true);
  });
});

describe("the CSP's one hashed script", () => {
  it("is the hash of the inline script React writes into a prerendered shell", async () => {
    const digest = createHash("sha256").update(REACT_SHELL_SCRIPT).digest("base64");
    expect(`sha256-${digest}`).toBe(REACT_SHELL_SCRIPT_HASH);
  });
});
