import "server-only";
import { redirect } from "next/navigation";
import { inPageLocale } from "@/lib/i18n/page-locale";
import { getPageContext } from "@/lib/entry/page-context";
import type { Ctx } from "@/lib/context/context";
import { PAGE_PATHS, type PagePath } from "./page-paths";
import { pageRedirect, sectionAccess } from "./page-redirect";

/* Who may open which page: lib/entry/page-redirect.ts (pure, also run by proxy.ts). */
export { WAITING_PATH, pageRedirect, sectionAccess } from "./page-redirect";

/**
 * Call first in every page, with the page's own route (its row in lib/entry/page-paths.ts):
 * redirects whoever may not see it, else returns the request context.
 */
export async function guardPage(path: PagePath): Promise<Ctx> {
  const ctx = await getPageContext();
  const access = PAGE_PATHS[path].access;
  const target = access === null ? null : pageRedirect(ctx, access);
  if (target) redirect(await inPageLocale(target));
  return ctx;
}

/**
 * A layout's guard: the access every row under `prefix` shares (test/unit/page-paths.test.ts holds
 * them to one), so the shell never renders for someone none of its pages would let in.
 */
export async function guardSection(prefix: "/admin"): Promise<Ctx> {
  const ctx = await getPageContext();
  const target = pageRedirect(ctx, sectionAccess(prefix));
  if (target) redirect(await inPageLocale(target));
  return ctx;
}
