import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/*
 * Lighthouse scores of a running production server (docs/architecture.md bar: ≥ 95 in every category for / and
 * /products, mobile and desktop), with the Chromium of the machine (CHROME_PATH, default
 * /usr/bin/chromium). Lighthouse comes from the npm registry on demand; 12.x is the last line that
 * runs on Node 20, and it downloads no browser (puppeteer-core, no install scripts).
 *
 *   npx tsx --conditions=react-server bench/lighthouse.ts http://127.0.0.1:3000 [/ /products]
 */

export const LIGHTHOUSE = "lighthouse@12.8.2";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const FORM_FACTORS = ["mobile", "desktop"] as const;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
}

export interface LighthouseRun {
  page: string;
  formFactor: (typeof FORM_FACTORS)[number];
  scores: Record<string, number | null>;
  /** For each category under 95: its failing audits, heaviest first. */
  holding: Array<{ category: string; audits: string[] }>;
}

async function audit(origin: string, page: string, formFactor: LighthouseRun["formFactor"]): Promise<LighthouseRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  const output = path.join(dir, "report.json");
  try {
    await promisify(execFile)(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        `${origin}${page}`,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        "--chrome-flags=--headless=new --no-sandbox",
        ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 16 * 2 ** 20 },
    );
    const report = JSON.parse(readFileSync(output, "utf8")) as Report;
    const scores: Record<string, number | null> = {};
    const holding: LighthouseRun["holding"] = [];
    for (const category of CATEGORIES) {
      const entry = report.categories[category];
      scores[category] = entry?.score === null || entry === undefined ? null : Math.round(entry.score * 100);
      if (scores[category] !== null && scores[category]! >= 95) continue;
      const failing = (entry?.auditRefs ?? [])
        .map((ref) => ({ ref, audit: report.audits[ref.id] }))
        .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
        .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
        .slice(0, 5)
        .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      holding.push({ category, audits: failing });
    }
    return { page, formFactor, scores, holding };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One Lighthouse run per page and form factor, one after the other (they share the CPUs). */
export async function runLighthouse(origin: string, pages = ["/", "/products"]): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (const page of pages) {
    for (const formFactor of FORM_FACTORS) runs.push(await audit(origin, page, formFactor));
  }
  return runs;
}

export function lighthouseMarkdown(runs: LighthouseRun[]): string {
  const lines = [
    `Lighthouse (${LIGHTHOUSE}, ${process.env.CHROME_PATH ?? "/usr/bin/chromium"}; bar ≥ 95 each):`,
    "",
    "| page | form factor | performance | accessibility | best practices | SEO |",
    "|---|---|---|---|---|---|",
    ...runs.map((r) => `| ${r.page} | ${r.formFactor} | ${CATEGORIES.map((c) => r.scores[c] ?? "n/a").join(" | ")} |`),
  ];
  const holding = runs.flatMap((r) => r.holding.map((h) => `- ${r.page}, ${r.formFactor}, ${h.category}: ${h.audits.join("; ") || "no single failing audit"}`));
  if (holding.length > 0) lines.push("", "Held under 95 by:", ...holding);
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [origin, ...pages] = process.argv.slice(2);
  if (!origin) {
    console.error("usage: npx tsx --conditions=react-server bench/lighthouse.ts <origin of a running production server> [paths…]");
    process.exit(2);
  }
  console.log(lighthouseMarkdown(await runLighthouse(origin.replace(/\/$/, ""), pages.length > 0 ? pages : undefined)));
}
