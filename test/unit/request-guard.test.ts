import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accessOfPath } from "@/lib/accounts/request-guard";

/*
 * proxy.ts guards pages before they render (issue 13): its table of paths must give every page the
 * same guard as the page's own guardPage() call, or a page would redirect in one place only.
 */

function pages(dir: string, segments: string[] = []): Array<{ route: string; file: string }> {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name === "api" || name === "media") return [];
      return pages(full, /^\(.*\)$/.test(name) ? segments : [...segments, name]);
    }
    return name === "page.tsx" ? [{ route: `/${segments.map((s) => (s.startsWith("[") ? "x1" : s)).join("/")}`, file: full }] : [];
  });
}

describe("the proxy's page guard table", () => {
  it("gives every page the access its guardPage() call declares", () => {
    const found = pages(path.join(process.cwd(), "app"));
    expect(found.length).toBeGreaterThan(30);
    for (const { route, file } of found) {
      const declared = /guardPage\("(\w+)"\)/.exec(readFileSync(file, "utf8"))?.[1] ?? null;
      expect({ route, access: accessOfPath(route) }).toEqual({ route, access: declared });
    }
  });
});
