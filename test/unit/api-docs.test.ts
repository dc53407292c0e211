import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/api/route-manifest";
import { declaredRoutes, openApiDocument } from "@/lib/entry/openapi";
import { API_DOC_PATH, REGENERATE_COMMAND, generatedSection, renderRouteTables, type OpenApiLike } from "@/scripts/api-docs";

/*
 * docs/api.md's route tables are generated from the OpenAPI document (scripts/api-docs.ts). A route
 * added, removed or re-declared (access, summary, query, body) without regenerating them fails here.
 */

const root = path.resolve(import.meta.dirname, "../..");
const STALE = `${API_DOC_PATH} is out of step with the routes' declarations: run \`${REGENERATE_COMMAND}\` (npx tsx scripts/api-docs.ts) and commit ${API_DOC_PATH}`;

describe(API_DOC_PATH, () => {
  const markdown = readFileSync(path.join(root, API_DOC_PATH), "utf8");
  const doc = openApiDocument(declaredRoutes(API_ROUTES), { version: "docs", serverUrl: "http://localhost:3000" }) as unknown as OpenApiLike;

  it("has the generated route tables between their markers", () => {
    expect(generatedSection(markdown), `${API_DOC_PATH} lacks its generated section: restore the markers, then run \`${REGENERATE_COMMAND}\``).not.toBeNull();
  });

  it("lists every route and method as the routes declare them today", () => {
    expect(generatedSection(markdown), STALE).toBe(renderRouteTables(doc));
  });

  it("names every operation of the manifest in a table row", () => {
    const tables = generatedSection(markdown) ?? "";
    for (const { path: routePath, method } of declaredRoutes(API_ROUTES)) {
      expect(tables, `${method} ${routePath} — ${STALE}`).toContain(`| ${method} | \`${routePath}\` |`);
    }
  });

  it("cites no document outside the repository", () => {
    expect(markdown).not.toMatch(/\b(SPEC|DESIGN)\.md\b|\/work\/shared|\.\.\/shared/);
  });
});
