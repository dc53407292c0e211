import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Where code runs is said by where it lives (docs/architecture.md, "Layout"):
 * - client/ is browser code; lib/ is the server's domain layer and never imports it;
 * - lib/shared/ holds the pure modules both sides may import, and imports nothing else of lib/;
 * - every other module of lib/ says it is server-only, so that a browser bundle importing it fails
 *   the build; the Next.js cache handlers in lib/cache/ are loaded by next.config.ts outside the
 *   React server environment and are the one exception;
 * - browser code (client/, and every "use client" file) imports from lib/ only lib/shared/
 *   (type-only imports aside: they are erased);
 * - between lib/'s modules imports go one way (docs/architecture.md, "Layers and import directions"):
 *   lib/entry above the domain modules, lib/identity below them, lib/http beneath all (type-only
 *   imports included: a cycle of types is still two modules that cannot be understood apart).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const NOT_SERVER_ONLY = ["lib/cache/"];

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return walk(rel);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [rel] : [];
  });
}

interface Source {
  file: string;
  text: string;
  useClient: boolean;
  /** Runtime imports, resolved to repository paths (type-only imports left out). */
  imports: string[];
  /** Every import, type-only ones included. */
  allImports: string[];
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

function resolveSpec(spec: string, from: string): string | null {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (spec.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return null;
}

function read(file: string): Source {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const imports: string[] = [];
  const allImports: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[3] ?? match[4];
    const target = spec ? resolveSpec(spec, file) : null;
    if (!target) continue;
    allImports.push(target);
    if (!match[2]) imports.push(target);
  }
  return { file, text, useClient: /^["']use client["'];?\s*$/m.test(text), imports, allImports };
}

const sources = ["app", "components", "client", "lib"].flatMap(walk).map(read);
const lib = sources.filter((s) => s.file.startsWith("lib/"));
const browser = sources.filter((s) => s.file.startsWith("client/") || s.useClient);

describe("code boundaries", () => {
  it("no browser code lives under lib/", () => {
    expect(lib.filter((s) => s.useClient).map((s) => s.file)).toEqual([]);
  });

  it("lib/ never imports browser code or components", () => {
    const offending = lib.flatMap((s) => s.imports.filter((t) => t.startsWith("client/") || t.startsWith("components/") || t.startsWith("app/")).map((t) => `${s.file} → ${t}`));
    expect(offending).toEqual([]);
  });

  it("every module of lib/ outside lib/shared/ is server-only", () => {
    const unmarked = lib
      .filter((s) => !s.file.startsWith("lib/shared/") && !NOT_SERVER_ONLY.some((prefix) => s.file.startsWith(prefix)))
      .filter((s) => !/^import "server-only";$/m.test(s.text))
      .map((s) => s.file);
    expect(unmarked).toEqual([]);
  });

  it("lib/shared/ imports nothing of lib/ but lib/shared/, and is never server-only", () => {
    const shared = lib.filter((s) => s.file.startsWith("lib/shared/"));
    expect(shared.length).toBeGreaterThan(0);
    const offending = shared.flatMap((s) => s.imports.filter((t) => !t.startsWith("lib/shared/")).map((t) => `${s.file} → ${t}`));
    expect(offending).toEqual([]);
    expect(shared.filter((s) => /^import "server-only";$/m.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it("the e2e specs import from lib/ only lib/shared/ (Playwright loads them without the react-server condition)", () => {
    const offending = walk("e2e")
      .map(read)
      .flatMap((s) => s.imports.filter((t) => t.startsWith("lib/") && !t.startsWith("lib/shared/")).map((t) => `${s.file} → ${t}`));
    expect(offending).toEqual([]);
  });

  it("browser code imports from lib/ only lib/shared/", () => {
    expect(browser.length).toBeGreaterThan(0);
    const offending = browser.flatMap((s) => s.imports.filter((t) => t.startsWith("lib/") && !t.startsWith("lib/shared/")).map((t) => `${s.file} → ${t}`));
    expect(offending).toEqual([]);
  });

  it("imports between lib/'s modules go one way: entry → domain modules → identity; http imports none of them", () => {
    const moduleOf = (file: string) => /^lib\/([^/]+)\//.exec(file)?.[1] ?? null;
    const DOMAIN = ["customers", "orders", "catalog", "vendors", "cart"];
    const refused = (from: string, to: string): boolean => {
      if (from === to) return false;
      if (to === "entry") return true; // nothing but app/ and proxy.ts calls the entry
      if (from === "identity") return to === "http" || DOMAIN.includes(to);
      if (from === "http") return to === "identity" || DOMAIN.includes(to);
      return false;
    };
    const offending = lib.flatMap((s) => {
      const from = moduleOf(s.file);
      return s.allImports.filter((t) => from && moduleOf(t) && refused(from, moduleOf(t)!)).map((t) => `${s.file} → ${t}`);
    });
    expect(offending).toEqual([]);
    expect(lib.some((s) => s.file === "lib/accounts" || s.file.startsWith("lib/accounts/"))).toBe(false);
  });
});
