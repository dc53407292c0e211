import "server-only";
import { eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { VISITOR, type Actor } from "@/lib/context/actor";
import { newContext, type Ctx } from "@/lib/context/context";
import { getAdminDraft } from "@/lib/orders/admin-draft";
import { getDraft } from "@/lib/orders/draft";
import { CHECKOUT_FLAG_COOKIE } from "@/lib/shared/ui/checkout-flag";
import { isAdmin } from "@/lib/shared/accounts/actor";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { pageRedirect } from "./page-redirect";
import { matchPage, type PageAccess } from "./page-paths";
import { loadSubject } from "./page-subjects";
import { identityFromClaims } from "./request-actor";
import { readSessionClaims } from "@/lib/identity/session-cookie";
import { SLUG_SHAPE } from "@/lib/shared/catalog/slug";

/*
 * The page guard, run by proxy.ts before a page renders. With Cache Components a page's prerendered
 * shell (and its 200) is on its way before the page itself runs, so a redirect or a 404 decided in
 * the page could only be a client-side one; decided here they are real 307s and 404s. Who may open
 * which page is the one table's (lib/entry/page-paths.ts); the pages read their own row again
 * through guardPage(path) (the data they read goes through it).
 */

/** The page proxy.ts shows, with a 404, for a missing product (app/[locale]/(site)/(shop)/products/not-found). */
export const PRODUCT_NOT_FOUND_PATH = "/products/not-found";

/** Which guard a page path has: its row's in the one table (lib/entry/page-paths.ts); null: none. */
export function accessOfPath(pathname: string): PageAccess | null {
  return matchPage(pathname)?.row.access ?? null;
}

/** A redirect; a 404 shown as the page `notFound` (the row's `missing`); or null: go ahead. */
export type GuardAnswer = { redirect: string } | { notFound: string } | null;

/** Who sends the request: the database is asked only when a session cookie names someone. */
async function requestActor(request: NextRequest): Promise<Actor> {
  const claims = await readSessionClaims(request);
  if (!claims) return VISITOR;
  return (await identityFromClaims(newContext(await getDb(), VISITOR), claims)).actor;
}

/**
 * What the request's page (`pathname`, without its language prefix) may not show: a redirect (who may not open it), a 404 (a product page
 * whose product does not exist, or is in the trash and the caller is not staff; a page whose path
 * names a record that does not exist or that the caller may not see), or null.
 * Public pages need no session, so the catalogue's pages are not slowed by one.
 */
export async function guardRequest(request: NextRequest, pathname = request.nextUrl.pathname): Promise<GuardAnswer> {
  const page = matchPage(pathname);
  const access = page?.row.access ?? null;
  if (!page || access === null) return null;
  const slug = page.path === "/products/[slug]" ? page.param : undefined;
  if (access === "public" && !slug) return null;
  if (slug) {
    const state = await productState(newContext(await getDb(), VISITOR), slug);
    if (state === "active") return null;
    if (state === "trashed" && isAdmin(await requestActor(request))) return null;
    return { notFound: PRODUCT_NOT_FOUND_PATH };
  }
  const actor = await requestActor(request);
  const path = page.path;
  // docs/product.md §4: someone not logged in goes to log in when a checkout was under way (Review and pay's flag).
  // Else home (docs/product.md §4): the checkout is not a page to come back to without a cart.
  if (path === "/checkout" && actor.kind === "visitor") return { redirect: request.cookies.has(CHECKOUT_FLAG_COOKIE) ? "/login?next=checkout" : "/" };
  const target = pageRedirect({ actor }, access, `${pathname}${request.nextUrl.search}`);
  if (target) return { redirect: target };
  // The database is opened only for the checks that read it (a visitor's /login needs none).
  if (path !== "/checkout" && path !== "/checkout-admin" && !page.row.subject) return null;
  const userCtx = newContext(await getDb(), actor);
  // Checkout needs lines and the billing that Review and pay saved: else the cart is where to start.
  if (path === "/checkout" && !ready(await getDraft(userCtx))) return { redirect: "/cart" };
  if (path === "/checkout-admin" && !ready(await getAdminDraft(userCtx))) return { redirect: "/cart-admin" };
  // The record the path names, looked up as the caller with the page's own loader: none is a 404.
  if (page.row.subject) {
    try {
      await loadSubject(userCtx, page.path, page.param);
    } catch (error) {
      if (error instanceof NotFound) return { notFound: page.row.missing ?? PRODUCT_NOT_FOUND_PATH };
      throw error;
    }
  }
  return null;
}

function ready(draft: { products: unknown[]; billing: unknown }): boolean {
  return draft.products.length > 0 && Boolean(draft.billing);
}

async function productState(ctx: Ctx, slug: string): Promise<"active" | "trashed" | null> {
  if (!SLUG_SHAPE.test(slug)) return null;
  const [row] = await ctx.db.select({ isDeleted: products.isDeleted }).from(products).where(eq(products.slug, slug));
  if (!row) return null;
  return row.isDeleted ? "trashed" : "active";
}
