import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as productList } from "@/app/api/products/product_list/route";
import { generateMetadata as productMetadata } from "@/app/[locale]/(site)/(shop)/products/[slug]/page";
import type { ProductRow } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, TEST_ORIGIN } from "@/test/support/requests";

/*
 * Issue 22 item 8: a Host header the shop is not configured for never makes its way into an
 * absolute URL: not into product_list's `next` link, not into a page's canonical link. proxy.ts
 * refuses such a page request with a 400 (test/unit/proxy.test.ts), and the API's own edge
 * (apiAnswer) such an API request; the pages here are called as if the proxy had not, and they still
 * build their URLs from the shop's own host. The test setup
 * allows shop.test, the host of every request the integration tests make (ALLOWED_HOSTS).
 */

const page = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => page.headers,
  cookies: async () => ({ getAll: () => [], get: () => undefined, has: () => false }),
}));

// The page is called outside Next.js's renderer: it reads as an English page (its language is the
// renderer's, next-intl's root param).
vi.mock("@/lib/i18n/page-locale", () => ({ pageLocale: async () => "en-CA", inPageLocale: async (path: string) => path }));

const saved = { PUBLIC_URL: process.env.PUBLIC_URL, TRUST_PROXY: process.env.TRUST_PROXY };

function settings(values: { PUBLIC_URL?: string; TRUST_PROXY?: string }) {
  for (const key of ["PUBLIC_URL", "TRUST_PROXY"] as const) {
    if (values[key] === undefined) delete process.env[key];
    else process.env[key] = values[key];
  }
  resetEnvCache();
}

afterEach(() => settings(saved));

const HOSTILE: Array<[string, Record<string, string>, { TRUST_PROXY?: string }]> = [
  ["Host: evil.example", { host: "evil.example" }, {}],
  ["X-Forwarded-Host: evil.example without TRUST_PROXY", { host: "shop.test", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }, {}],
  ["X-Forwarded-Host: evil.example behind a trusted proxy", { host: "shop.test", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }, { TRUST_PROXY: "true" }],
];

let product: ProductRow;

beforeAll(async () => {
  product = await build.product({ name: "Host Header Widget", boxQuantity: 1 });
  // More than one page of products, so that product_list has a `next` link.
  for (let i = 0; i < 17; i += 1) await build.product({ name: `Host Header Filler ${i}`, boxQuantity: 1 });
});

async function nextLink(headers: Record<string, string>): Promise<string> {
  const response = await productList(apiRequest("/api/products/product_list/?search=host+header", { headers }), noParams);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { next: string | null };
  expect(body.next).not.toBeNull();
  return body.next!;
}

async function canonicalLink(headers: Record<string, string>): Promise<string> {
  page.headers = new Headers(headers);
  const metadata = await productMetadata({ params: Promise.resolve({ slug: product.slug }) });
  return String(metadata.alternates?.canonical);
}

describe("product_list's next link", () => {
  it("is on the request's host when the shop answers to it", async () => {
    settings({});
    expect(await nextLink({ host: "shop.test" })).toBe(`${TEST_ORIGIN}/api/products/product_list/?search=host+header&page=2`);
  });

  it("is refused, naming no host, when the Host is not one the shop answers to: the API checks it itself (it skips proxy.ts)", async () => {
    for (const [name, headers, env] of HOSTILE.filter(([name]) => !name.includes("without TRUST_PROXY"))) {
      settings(env);
      const response = await productList(apiRequest("/api/products/product_list/?search=host+header", { headers }), noParams);
      expect(response.status, name).toBe(400);
      expect(await response.text(), name).not.toContain("evil.example");
    }
  });

  it("ignores X-Forwarded-Host without TRUST_PROXY: the link is on the request's own host", async () => {
    settings({});
    const [, headers] = HOSTILE.find(([name]) => name.includes("without TRUST_PROXY"))!;
    expect(await nextLink(headers)).toBe(`${TEST_ORIGIN}/api/products/product_list/?search=host+header&page=2`);
  });

  it("is on PUBLIC_URL when it is set, whatever allowed Host the request came by", async () => {
    settings({ PUBLIC_URL: "https://shop.example.ca" });
    for (const headers of [{ host: "shop.test" }, { host: "shop.example.ca" }, HOSTILE[1][1]])
      expect(await nextLink(headers)).toBe("https://shop.example.ca/api/products/product_list/?search=host+header&page=2");
  });
});

describe("a product page's canonical link", () => {
  it("is on the request's host when the shop answers to it", async () => {
    settings({});
    expect(await canonicalLink({ host: "shop.test" })).toBe(`${TEST_ORIGIN}/products/${product.slug}`);
  });

  it.each(HOSTILE)("never names evil.example (%s)", async (_, headers, env) => {
    settings(env);
    const canonical = await canonicalLink(headers);
    expect(canonical).not.toContain("evil.example");
    expect(canonical).toBe(`${TEST_ORIGIN}/products/${product.slug}`);
  });

  it("is on PUBLIC_URL when it is set, whatever the Host", async () => {
    settings({ PUBLIC_URL: "https://shop.example.ca" });
    for (const [, headers] of HOSTILE) expect(await canonicalLink(headers)).toBe(`https://shop.example.ca/products/${product.slug}`);
  });
});
