import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/api/route-manifest";
import { declaredRoutes } from "@/lib/entry/openapi";
import type { TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { tokenHeaders } from "@/test/support/matrix";
import { apiRequest, routeParams } from "@/test/support/requests";

/*
 * Issue 10, finding 8: no API answer may be kept by a shared cache. Every exported method of every
 * route in the manifest, called by a visitor, a verified customer and an admin (success or error
 * alike), answers `Cache-Control: private, no-store`, except the routes that set their own.
 */
const OWN_POLICY: Record<string, string> = {
  "GET /api/health/": "no-store",
  "GET /api/health/live/": "no-store",
  "GET /api/health/ready/": "no-store",
};

const ROUTES = declaredRoutes(API_ROUTES);

let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // Every route is called with the id 1, DELETE /api/users/profile/1 too: user 1 is a customer of its own.
  await build.customer();
  customer = await build.customer();
  admin = await build.admin();
  await build.product();
});

describe("Cache-Control on API answers", () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))("%s is private, no-store for everyone", async (key, route) => {
    const params = Object.fromEntries([...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1], "1"]));
    const path = route.path.replace(/\{([^}]+)\}/g, "1");
    // Fresh tokens each time: the logout cell revokes the token it is called with.
    for (const headers of [{}, await tokenHeaders(customer), await tokenHeaders(admin)]) {
      const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
      const response = await route.handler(apiRequest(path, { method: route.method, headers, body }), routeParams(params));
      expect(response.status, key).toBeLessThan(500);
      expect(response.headers.get("cache-control"), `${key} answering ${response.status}`).toBe(OWN_POLICY[key] ?? "private, no-store");
    }
  });

  it("a signed-in answer with data (the user's own details) is private, no-store", async () => {
    const route = ROUTES.find((r) => r.method === "GET" && r.path === "/api/rest-auth/user/")!;
    const response = await route.handler(apiRequest("/api/rest-auth/user/", { headers: await tokenHeaders(customer) }), routeParams({}));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
