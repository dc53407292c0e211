import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ redirect: vi.fn() }));
vi.mock("@/lib/entry/page-context", () => ({ getPageContext: vi.fn() }));

const { pageRedirect } = await import("@/lib/entry/page-guard");
import type { Actor } from "@/lib/context/actor";
import type { Db } from "@/db/client";

const ctx = (actor: Actor) => ({ actor, db: {} as Db });
const visitor: Actor = { kind: "visitor" };
const pending: Actor = { kind: "user", id: 1, email: "p@x.ca", role: "Customer", verified: false };
const customer: Actor = { kind: "user", id: 2, email: "c@x.ca", role: "Customer", verified: true };
const admin: Actor = { kind: "user", id: 3, email: "a@x.ca", role: "Admin", verified: true };

describe("route selection (docs/product.md §2), decided on the server", () => {
  it.each([
    // access,   visitor, unverified,              verified customer, admin
    ["public", null, null, null, null],
    ["guest", null, "/waiting-verification", "/", "/"],
    ["waiting", "/", null, "/", "/"],
    ["profile", "/login", "/waiting-verification", null, null],
    ["verified", "/login", "/waiting-verification", null, null],
    ["customer", "/login", "/waiting-verification", null, "/"],
    ["admin", "/login", "/waiting-verification", "/", null],
  ] as const)("%s pages", (access, forVisitor, forPending, forCustomer, forAdmin) => {
    expect(pageRedirect(ctx(visitor), access)).toBe(forVisitor);
    expect(pageRedirect(ctx(pending), access)).toBe(forPending);
    expect(pageRedirect(ctx(customer), access)).toBe(forCustomer);
    expect(pageRedirect(ctx(admin), access)).toBe(forAdmin);
  });
});

describe("a visitor sent to log in comes back to the page asked for (issue 14)", () => {
  it("carries the page and its query in ?next=", () => {
    expect(pageRedirect(ctx(visitor), "customer", "/cart")).toBe("/login?next=%2Fcart");
    expect(pageRedirect(ctx(visitor), "customer", "/order/12")).toBe("/login?next=%2Forder%2F12");
    expect(pageRedirect(ctx(visitor), "customer", "/my-orders?sort=price")).toBe("/login?next=%2Fmy-orders%3Fsort%3Dprice");
    expect(pageRedirect(ctx(visitor), "admin", "/admin/orders")).toBe("/login?next=%2Fadmin%2Forders");
  });

  it("never for the waiting page, and never to another site", () => {
    expect(pageRedirect(ctx(visitor), "waiting", "/waiting-verification")).toBe("/");
    expect(pageRedirect(ctx(visitor), "customer", "//evil.example/x")).toBe("/login");
  });
});
