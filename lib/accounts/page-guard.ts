import "server-only";
import { redirect } from "next/navigation";
import { getPageContext } from "@/lib/accounts/page-context";
import type { Ctx } from "@/lib/context/context";
import { loginHref } from "@/lib/shared/accounts/login-redirect";

/*
 * Route selection of docs/product.md §2, enforced by the server on every page (docs/architecture.md rule 2):
 * - public: everyone; an unverified customer browses the catalogue as a visitor does (no prices,
 *   no cart: docs/architecture.md, where it differs from docs/product.md), which also lets the catalogue's pages
 *   send their prerendered shell before the session is read;
 * - guest: login, register and password reset, only without a session;
 * - verified: verified customers and admins (cart, checkout);
 * - customer: verified customers (my orders, order pages, edit order), and my profile;
 * - admin: admins only (a visitor is sent to /login, which brings an admin back to the back office);
 * - waiting: the waiting page, only for an unverified customer.
 * A page someone may not open sends a visitor to log in (coming back to `path`, the page asked for,
 * when known), an unverified customer to the waiting page, anyone else to /.
 */
export type PageAccess = "public" | "guest" | "verified" | "customer" | "profile" | "admin" | "waiting";

export const WAITING_PATH = "/waiting-verification";

export function pageRedirect(ctx: Ctx, access: PageAccess, path?: string): string | null {
  const actor = ctx.actor;
  if (actor.kind === "visitor") {
    if (access === "public" || access === "guest") return null;
    // The waiting page is for a customer who has logged in: nothing to come back to.
    if (access === "waiting") return "/";
    return path ? loginHref(path) : "/login";
  }
  const unverifiedCustomer = actor.role === "Customer" && !actor.verified;
  if (unverifiedCustomer) return access === "waiting" || access === "public" ? null : WAITING_PATH;
  switch (access) {
    case "public":
      return null;
    case "guest":
    case "waiting":
      return "/";
    case "verified":
    case "profile":
      return null;
    case "customer":
      return actor.role === "Customer" ? null : "/";
    case "admin":
      return actor.role === "Admin" ? null : "/";
  }
}

/** Call first in every page: redirects whoever may not see it, else returns the request context. */
export async function guardPage(access: PageAccess): Promise<Ctx> {
  const ctx = await getPageContext();
  const target = pageRedirect(ctx, access);
  if (target) redirect(target);
  return ctx;
}
