import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { againstDeployment } from "./deployment";
import { expect } from "./expect";

/*
 * Some redirect targets (e.g. /products, /admin/products) are built by other issues. Until a route
 * exists in the build, the catch-all sends its visitors on to /, so the URL alone cannot show where
 * the app went. These helpers check the navigation the app started, and the final URL as soon as
 * the route is part of the build (read from Next's route manifest), so they tighten by themselves.
 */

function builtRoutes(): Set<string> {
  const file = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "app-path-routes-manifest.json");
  if (!existsSync(file)) return new Set();
  // Every page lives under its language (app/[locale]); its URL is the route without that segment.
  const routes = Object.values(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>);
  return new Set(routes.map((route) => route.replace(/^\/\[locale\](?=\/|$)/, "") || "/"));
}

export function routeIsBuilt(route: string): boolean {
  // A deployed shop has every route; its build manifest is not on this machine.
  if (againstDeployment) return true;
  return builtRoutes().has(route.replace(/\/$/, "") || "/");
}

function isNavigationTo(request: Request, pathname: string): boolean {
  const url = new URL(request.url());
  if (url.pathname.replace(/\/$/, "") !== pathname.replace(/\/$/, "")) return false;
  const headers = request.headers();
  // Link prefetches are not navigations.
  return !headers["next-router-prefetch"] && !headers["next-router-segment-prefetch"] && request.method() === "GET";
}

/** Runs `action` and checks that it sends the browser to `pathname` (see above). */
export async function expectNavigationTo(page: Page, pathname: string, action: () => Promise<unknown>): Promise<void> {
  const navigation = page.waitForRequest((request) => isNavigationTo(request, pathname), { timeout: 20_000 });
  await action();
  await navigation;
  if (routeIsBuilt(pathname)) {
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, "") === pathname.replace(/\/$/, ""));
  } else {
    await expect(page).toHaveURL((url) => url.pathname === "/");
  }
}

/**
 * Waits until the page's client code runs, so typing into a form is not lost to hydration: the
 * shell's mark (html[data-hydrated]) and every mark of content streamed in after it
 * (components/ui/hydration-mark.tsx, e.g. each back-office page) must have hydrated.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitHydrated(page);
}

/** Waits until the page now shown has hydrated (as gotoHydrated, after a navigation the test did not make with it). */
export async function waitHydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.waitForFunction(() => document.querySelector('[data-hydration="pending"]') === null);
}
