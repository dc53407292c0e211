import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/context/actor";

/*
 * One table of pages and who may open them (lib/entry/page-paths.ts), read by proxy.ts and by every
 * page: every page under app/ has its row, names its own row, and the proxy decides what the row says.
 */

const state = vi.hoisted(() => ({
  actor: { kind: "visitor" } as Actor,
  draftReady: true,
  product: "active" as "active" | "trashed" | null,
  record: true,
  lookups: [] as Array<[string, string | undefined]>,
}));
vi.mock("next/navigation", () => ({ redirect: vi.fn() }));
vi.mock("@/lib/entry/page-context", () => ({ getPageContext: vi.fn() }));
vi.mock("@/db/client", () => ({
  getDb: async () => ({
    select: () => ({ from: () => ({ where: async () => (state.product === null ? [] : [{ isDeleted: state.product === "trashed" }]) }) }),
  }),
}));
// A signed-in actor comes with a session cookie: the guard asks the database only then.
vi.mock("@/lib/identity/session-cookie", () => ({ readSessionClaims: async () => (state.actor.kind === "user" ? { uid: 1, sid: "s", tv: 0 } : null) }));
vi.mock("@/lib/entry/request-actor", () => ({ identityFromClaims: async () => ({ actor: state.actor, via: "session" }) }));
const draft = () => (state.draftReady ? { products: [{}], billing: {} } : { products: [], billing: null });
vi.mock("@/lib/orders/draft", () => ({ getDraft: async () => draft() }));
vi.mock("@/lib/orders/admin-draft", () => ({ getAdminDraft: async () => draft() }));
vi.mock("@/lib/entry/page-subjects", async () => {
  const { NotFound } = await import("@/lib/shared/errors/domain-errors");
  return {
    loadSubject: async (_ctx: unknown, path: string, param: string | undefined) => {
      state.lookups.push([path, param]);
      if (!state.record) throw new NotFound();
      return {};
    },
  };
});

const { PAGE_PATHS, matchPage } = await import("@/lib/entry/page-paths");
const { pageRedirect, sectionAccess } = await import("@/lib/entry/page-guard");
const { guardRequest } = await import("@/lib/entry/request-guard");
type PagePath = keyof typeof PAGE_PATHS;

/** Every page file under app/: its route as written (route groups and the language segment dropped), and its source. */
function pageFiles(dir: string, segments: string[] = []): Array<{ route: string; source: string }> {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      // (visitor): the visitor's whole cached pages, reached only by proxy.ts's rewrite of the
      // catalogue's own paths (lib/entry/visitor-pages.ts); asked for from outside they are a 404.
      if (name === "api" || name === "media" || name === "serwist" || name === "(visitor)") return [];
      return pageFiles(full, /^\(.*\)$/.test(name) || name === "[locale]" ? segments : [...segments, name]);
    }
    return name === "page.tsx" ? [{ route: `/${segments.join("/")}`, source: readFileSync(full, "utf8") }] : [];
  });
}

const PAGES = pageFiles(path.join(process.cwd(), "app"));
const ROWS = Object.keys(PAGE_PATHS) as PagePath[];
/** A URL that opens the row's page: a dynamic segment filled in. */
const urlOf = (route: string) => route.replace("[...unknown]", "no-such/page").replace(/\[\w+\]/, (s) => (s === "[slug]" ? "rice_5kg" : "12"));

const visitor: Actor = { kind: "visitor" };
const pending: Actor = { kind: "user", id: 1, email: "p@x.ca", role: "Customer", verified: false };
const customer: Actor = { kind: "user", id: 2, email: "c@x.ca", role: "Customer", verified: true };
const admin: Actor = { kind: "user", id: 3, email: "a@x.ca", role: "Admin", verified: true };

describe("the table of pages", () => {
  it("has a row for every page under app/, and a page for every row", () => {
    expect(PAGES.length).toBeGreaterThan(30);
    expect(PAGES.map((p) => p.route).sort()).toEqual([...ROWS].sort());
  });

  it("is what every page guards by: each page names its own row, and only a row with no access names none", () => {
    for (const { route, source } of PAGES) {
      const named = [...source.matchAll(/\b(?:guardPage|pageRoute)\("([^"]+)"/g)].map((m) => m[1]);
      const access = PAGE_PATHS[route as PagePath].access;
      expect({ route, named: [...new Set(named)] }).toEqual({ route, named: access === null ? [] : [route] });
    }
  });

  it("finds each page's row from its URL as the proxy sees it (trailing slash or not; static before dynamic)", () => {
    for (const route of ROWS) {
      expect(matchPage(urlOf(route))?.path).toBe(route);
      expect(matchPage(`${urlOf(route)}/`)?.path).toBe(route);
    }
    expect(matchPage("/products/not-found")?.path).toBe("/products/not-found");
    expect(matchPage("/admin/order/edit/7")?.path).toBe("/admin/order/edit/[id]");
    expect(matchPage("/order/7")?.param).toBe("7");
    expect(matchPage("/admin/no-such-page")?.path).toBe("/[...unknown]");
  });

  it("shows every missing record as a page of the table that the guard leaves alone", () => {
    for (const route of ROWS) {
      const row: { access: unknown; subject?: string; missing?: string } = PAGE_PATHS[route];
      if (!row.subject) continue;
      expect({ route, missing: row.missing && PAGE_PATHS[row.missing as PagePath]?.access }).toEqual({ route, missing: null });
    }
  });

  it("gives the back office's layout the one access all its pages share", () => {
    expect(sectionAccess("/admin")).toBe("admin");
  });
});

describe("proxy.ts decides what the table says", () => {
  beforeEach(() => {
    state.draftReady = true;
    state.product = "active";
    state.record = true;
    state.lookups = [];
  });

  it.each([
    ["visitor", visitor],
    ["unverified customer", pending],
    ["verified customer", customer],
    ["admin", admin],
  ] as const)("for a %s, on every page", async (_name, actor) => {
    state.actor = actor;
    for (const route of ROWS) {
      const url = urlOf(route);
      const access = PAGE_PATHS[route].access;
      const answer = await guardRequest(new NextRequest(`http://localhost${url}`));
      let expected = access === null ? null : pageRedirect({ actor }, access, url);
      // docs/product.md §4: a visitor's checkout goes home (no checkout under way: no flag cookie).
      if (route === "/checkout" && actor.kind === "visitor") expected = "/";
      expect({ route, answer }).toEqual({ route, answer: expected ? { redirect: expected } : null });
    }
  });

  it("sends a checkout without a ready draft back to its cart, after the access check", async () => {
    state.draftReady = false;
    state.actor = customer;
    expect(await guardRequest(new NextRequest("http://localhost/checkout"))).toEqual({ redirect: "/cart" });
    state.actor = admin;
    expect(await guardRequest(new NextRequest("http://localhost/checkout-admin"))).toEqual({ redirect: "/cart-admin" });
    expect(await guardRequest(new NextRequest("http://localhost/checkout"))).toEqual({ redirect: "/" });
  });

  it("answers 404 for a missing product, and for a trashed one but to staff", async () => {
    state.product = null;
    state.actor = admin;
    expect(await guardRequest(new NextRequest("http://localhost/products/rice_5kg"))).toEqual({ notFound: "/products/not-found" });
    state.product = "trashed";
    expect(await guardRequest(new NextRequest("http://localhost/products/rice_5kg"))).toBeNull();
    state.actor = customer;
    expect(await guardRequest(new NextRequest("http://localhost/products/rice_5kg"))).toEqual({ notFound: "/products/not-found" });
  });

  it("answers 404 for a page whose record is missing, looked up with the page's own loader, only for whoever may open it", async () => {
    const withRecord = ROWS.filter((route) => "subject" in PAGE_PATHS[route] && route !== "/products/[slug]");
    expect(withRecord.length).toBe(13);
    state.record = false;
    for (const actor of [visitor, pending, customer, admin]) {
      state.actor = actor;
      for (const route of withRecord) {
        state.lookups = [];
        const access = PAGE_PATHS[route].access!;
        const redirect = pageRedirect({ actor }, access, urlOf(route));
        const answer = await guardRequest(new NextRequest(`http://localhost${urlOf(route)}`));
        const missing = (PAGE_PATHS[route] as { missing?: string }).missing;
        expect({ route, answer }).toEqual({ route, answer: redirect ? { redirect } : { notFound: missing } });
        expect(state.lookups).toEqual(redirect ? [] : [[route, "12"]]);
      }
    }
  });
});
