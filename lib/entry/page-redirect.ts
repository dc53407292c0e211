import "server-only";
import type { Ctx } from "@/lib/context/context";
import { loginHref } from "@/lib/shared/accounts/login-redirect";
import { PAGE_PATHS, type PageAccess } from "./page-paths";

/*
 * Route selection of docs/product.md §2, enforced by the server on every page (docs/architecture.md
 * rule 2), by the access of the page's row in lib/entry/page-paths.ts. A page someone may not open
 * sends a visitor to log in (coming back to `path`, the page asked for, when known), an unverified
 * customer to the waiting page, anyone else to /.
 */
export const WAITING_PATH = "/waiting-verification";

export function pageRedirect(ctx: Pick<Ctx, "actor">, access: PageAccess, path?: string): string | null {
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

export function sectionAccess(prefix: string): PageAccess {
  const rows = Object.entries(PAGE_PATHS).filter(([path]) => path.startsWith(`${prefix}/`));
  const access = rows[0]?.[1].access;
  if (!access || rows.some(([, row]) => row.access !== access)) throw new Error(`The pages under ${prefix} have no one access`);
  return access;
}
