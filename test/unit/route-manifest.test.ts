import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/api/route-manifest";
import { ACCESS_LEVELS } from "@/lib/entry/api-route";
import { HTTP_METHODS, declaredRoutes } from "@/lib/entry/openapi";

/*
 * The route list that the OpenAPI document and the authorization matrix are built from must name
 * every route file, with its real path, and every handler must be declared with apiRoute.
 */

const API_DIR = path.resolve(import.meta.dirname, "../../app/api");
const NOT_DECLARED = ["/api/{...unknown}/", "/api/auth/{...nextauth}/"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

function pathOf(file: string): string {
  const relative = path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/");
  const template = `/api/${relative}/`.replace(/\[([^\]]+)\]/g, "{$1}");
  return template === "/api/openapi.json/" ? "/api/openapi.json" : template;
}

describe("the route manifest", () => {
  const files = routeFiles(API_DIR);

  it("lists every route file under app/api with its path, and nothing else", () => {
    const onDisk = files.map(pathOf).filter((p) => !NOT_DECLARED.includes(p)).sort();
    expect(API_ROUTES.map((r) => r.path).sort()).toEqual(onDisk);
    expect(files.map(pathOf)).toEqual(expect.arrayContaining(NOT_DECLARED));
  });

  it("has every exported method of every route declared with apiRoute (access, summary)", () => {
    for (const { path: routePath, module } of API_ROUTES) {
      const exported = HTTP_METHODS.filter((m) => m in module);
      expect(exported.length, routePath).toBeGreaterThan(0);
      for (const method of exported) {
        const handler = module[method] as { spec?: { access: string; summary: string } };
        expect(handler.spec, `${method} ${routePath} is not declared with apiRoute`).toBeDefined();
        expect(ACCESS_LEVELS, `${method} ${routePath}`).toContain(handler.spec!.access);
        expect(handler.spec!.summary.length, `${method} ${routePath} has no summary`).toBeGreaterThan(5);
      }
    }
  });

  it("declares path parameters exactly when the path has them", () => {
    for (const { path: routePath, method, handler } of declaredRoutes(API_ROUTES)) {
      const names = [...routePath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = handler.spec.params ? Object.keys((handler.spec.params as unknown as { shape: object }).shape).sort() : [];
      expect(declared, `${method} ${routePath}`).toEqual(names);
    }
  });

  it("leaves no route file with a hand-rolled handler", () => {
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      if (NOT_DECLARED.includes(pathOf(file))) continue;
      expect(source, path.relative(API_DIR, file)).not.toMatch(/apiContext\(|readJson\(|parseWith\(/);
    }
  });
});
