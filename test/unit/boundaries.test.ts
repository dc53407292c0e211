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
 *   (type-only imports aside: they are erased).
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
  for (const match of text.matchAll(IMPORT)) {
    if (match[2]) continue;
    const spec = match[3] ?? match[4];
    const target = spec ? resolveSpec(spec, file) : null;
    if (target) imports.push(target);
  }
  return { file, text, useClient: /^["']use client["'];?\s*$/m.test(text), imports };
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

  it("browser code imports from lib/ only lib/shared/", () => {
    expect(browser.length).toBeGreaterThan(0);
    const offending = browser.flatMap((s) => s.imports.filter((t) => t.startsWith("lib/") && !t.startsWith("lib/shared/")).map((t) => `${s.file} → ${t}`));
    expect(offending).toEqual([]);
  });
});
