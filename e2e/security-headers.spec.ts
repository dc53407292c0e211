import { REACT_SHELL_SCRIPT, REACT_SHELL_SCRIPT_HASH } from "../lib/shared/http/shell-script";
import { CUSTOMER, adminToken } from "./support/accounts";
import { test } from "./support/test";
import { expect } from "./support/expect";

/*
 * Issue 10, findings 5 and 8, against the production server: hostile requests the framework used
 * to answer with a 500, the security headers, what /api/health tells the public, and that
 * X-Forwarded-Host/-Proto are not believed (the e2e server runs without TRUST_PROXY).
 */

test.describe("framework-level hostile requests answer 4xx", () => {
  const cases: Array<[string, string, number]> = [
    ["a next-auth callbackUrl that is not a URL (query)", "/api/auth/session?callbackUrl=::::", 400],
    ["a next-auth callbackUrl with a broken host", "/api/auth/csrf?callbackUrl=http://%5B", 400],
    ["a javascript: callbackUrl", "/api/auth/providers?callbackUrl=javascript:alert(1)", 400],
    ["GET on the credentials callback", "/api/auth/callback/credentials", 405],
    ["bad percent-encoding in a page path", "/products/%E0%A4%A", 400],
    ["bad percent-encoding at the root", "/%E0%A4%A", 400],
    ["bad percent-encoding in an API path", "/api/cart/items/%E0%A4%A", 400],
    ["the image optimizer with hostile parameters", "/_next/image?url=/%E0%A4%A&w=99999&q=0", 404],
    ["the image optimizer with a foreign URL", "/_next/image?url=http://evil.example/x.png&w=64&q=75", 404],
  ];
  for (const [name, path, status] of cases) {
    test(name, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
    });
  }

  test("a callbackUrl cookie that is not a URL", async ({ request }) => {
    const response = await request.get("/api/auth/session", { headers: { Cookie: "next-auth.callback-url=::::" } });
    expect(response.status()).toBe(400);
  });

  test("a sign-in POST whose callbackUrl is not a URL, or whose JSON does not parse", async ({ request }) => {
    const form = await request.post("/api/auth/callback/credentials", {
      form: { callbackUrl: "::::", email: CUSTOMER.email, password: CUSTOMER.password, csrfToken: "x" },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(400);
    const json = await request.post("/api/auth/callback/credentials", { headers: { "Content-Type": "application/json" }, data: Buffer.from("{bad") });
    expect(json.status()).toBe(400);
  });
});

test.describe("security headers", () => {
  // /login: a visitor's catalogue pages come whole from the cache under the visitor policy (e2e/visitor-pages.spec.ts).
  test("a page carries a nonce-based CSP that its own scripts satisfy, and the fixed headers", { tag: "@smoke" }, async ({ request }) => {
    const response = await request.get("/login");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // Plain http, and no trusted proxy: no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();

    // Every inline script carries this answer's nonce, except React's shell script, allowed by
    // its hash; script files come from this origin only.
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .map((m) => ({ attrs: m[1], body: m[2] }))
      .filter(({ attrs }) => !attrs.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attrs, body } of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
      if (src) expect(src).toMatch(/^\/_next\//);
      else if (body === REACT_SHELL_SCRIPT) expect(csp).toContain(`'${REACT_SHELL_SCRIPT_HASH}'`);
      else expect(attrs).toContain(`nonce="${nonce}"`);
    }

    const again = (await request.get("/login")).headers()["content-security-policy"];
    expect(again).not.toContain(nonce);
  });

  // On the visitor's cached home page, whose policy allows inline <script> elements but no inline handler.
  test("injected markup cannot run script (an inline handler), and the suite's CSP watch sees the attempt", async ({ page, cspViolations }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const injected = document.createElement("div");
      injected.innerHTML = '<img src="/missing.png" alt="" onerror="window.__injected = true">';
      document.body.append(injected);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    cspViolations.length = 0; // expected in this test only: every other test fails on one
  });

  test("API answers carry the headers and are never cached", async ({ request }) => {
    const response = await request.get("/api/products/product_list/");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("a spoofed X-Forwarded-Proto brings neither HSTS nor Secure cookies, a spoofed X-Forwarded-Host no foreign links", async ({ request }) => {
    const spoofed = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example" };
    const page = await request.get("/products", { headers: spoofed });
    expect(page.headers()["strict-transport-security"]).toBeUndefined();

    const signin = await request.get("/api/auth/signin", { headers: spoofed, maxRedirects: 0 });
    expect(signin.status()).toBe(302);
    const setCookies = signin.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    expect(setCookies.length).toBeGreaterThan(0);
    for (const cookie of setCookies) {
      expect(cookie).not.toMatch(/^__(Secure|Host)-/);
      expect(cookie).not.toMatch(/;\s*Secure/i);
      expect(decodeURIComponent(cookie)).not.toContain("evil.example");
    }
    expect(signin.headers()["location"]).not.toContain("evil.example");
  });
});

test.describe("GET /api/health", () => {
  test("tells the public only that the shop is up", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("gives staff the version and the database kind", async ({ request }) => {
    const response = await request.get("/api/health", { headers: { Authorization: `Token ${await adminToken(request)}` } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", version: expect.any(String), database: { kind: "pglite", ok: true } });
  });
});
