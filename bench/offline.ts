/*
 * The offline catalogue, measured (docs/architecture.md bar: one search over 50,000 saved products in the
 * browser ≤ 50 ms): npx tsx --conditions=react-server bench/offline.ts --shop http://127.0.0.1:3000 [--record]
 *
 * Against a running shop (seeded with `npm run db:seed -- --products 50000` for the bar):
 * 1. downloads GET /api/products/all_product_list/ as a visitor and as the demo verified customer,
 *    and reports its size as sent (JSON) and gzipped;
 * 2. in Chromium (CHROME_PATH, default /usr/bin/chromium), decodes it as the offline page does
 *    (JSON.parse + decodeOfflineCatalogue) and runs 300 /products queries on it with
 *    queryOfflineCatalogue: search terms typed from the catalogue's own names, alone, with a
 *    category and with each sort. It reports the decode time and the time per query (median, p95,
 *    max), the first query of each sort apart (it orders the whole catalogue once).
 * --record appends the table to bench/RESULTS.md.
 */
import { appendFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import { searchTerms } from "./catalog-probe";

const { values } = parseArgs({
  options: {
    shop: { type: "string", default: "http://127.0.0.1:3000" },
    customer: { type: "string", default: "customer@demo.example.ca:demo-customer" },
    record: { type: "boolean", default: false },
  },
});
const SHOP = values.shop!.replace(/\/+$/, "");
const ROOT = path.resolve(import.meta.dirname, "..");

async function customerToken(): Promise<string> {
  const [email, password] = values.customer!.split(":");
  const response = await fetch(`${SHOP}/api/rest-auth/login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`login as ${email}: ${response.status}`);
  return ((await response.json()) as { key: string }).key;
}

async function download(headers: Record<string, string>): Promise<{ text: string; kb: number; gzipKb: number }> {
  const response = await fetch(`${SHOP}/api/products/all_product_list/?is_deleted=false`, { headers });
  if (!response.ok) throw new Error(`all_product_list: ${response.status}`);
  const text = await response.text();
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  return { text, kb: kb(Buffer.byteLength(text)), gzipKb: kb(gzipSync(text).length) };
}

/** lib/shared/catalog/offline-catalogue.ts for the page, as one script defining window.offline. */
async function queryModule(): Promise<string> {
  const result = await build({
    stdin: { contents: 'export * from "@/lib/shared/catalog/offline-catalogue";', resolveDir: ROOT, loader: "ts" },
    bundle: true,
    format: "iife",
    globalName: "offline",
    write: false,
    minify: true,
    tsconfig: path.join(ROOT, "tsconfig.json"),
  });
  return result.outputFiles[0].text;
}

interface Timing {
  products: number;
  decodeMs: number;
  queries: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  firstPerSortMs: number;
  bar: boolean;
}

async function measure(body: string, script: string): Promise<Timing> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--disable-gpu"] });
  try {
    const page = await browser.newPage();
    // tsx keeps function names with a __name helper, which the functions sent to the page call.
    await page.addScriptTag({ content: `window.__name = (f) => f;\n${script}` });
    const names = await page.evaluate((text) => {
      const started = performance.now();
      const w = window as unknown as Record<string, unknown>;
      const api = w.offline as { decodeOfflineCatalogue: (b: unknown) => { products: Array<{ name: string }> } };
      w.catalogue = api.decodeOfflineCatalogue(JSON.parse(text));
      w.decodeMs = performance.now() - started;
      const products = (w.catalogue as { products: Array<{ name: string }> }).products;
      return products.filter((_, i) => i % 7 === 0).map((p) => p.name);
    }, body);
    const terms = searchTerms(names).terms.slice(0, 200);
    return await page.evaluate((terms) => {
      const w = window as unknown as Record<string, unknown>;
      const api = w.offline as { queryOfflineCatalogue: (c: unknown, q: Record<string, unknown>) => { count: number } };
      const catalogue = w.catalogue as { products: unknown[]; categoryIds: number[][] };
      const categories = [...new Set(catalogue.categoryIds.slice(0, 2000).flat())];
      const sorts = ["name", "-name", "price", "-price", "ordering"];
      const time = (query: Record<string, unknown>) => {
        const started = performance.now();
        api.queryOfflineCatalogue(catalogue, query);
        return performance.now() - started;
      };
      const firstPerSort = sorts.map((sort) => time({ sort }));
      const times: number[] = [];
      terms.forEach((search, i) => times.push(time({ search, sort: sorts[i % sorts.length], page: 1 + (i % 3) })));
      categories.slice(0, 50).forEach((category, i) => times.push(time({ category, search: terms[i] })));
      for (let i = 0; i < 50; i++) times.push(time({ sort: sorts[i % sorts.length], page: 1 + i * 7 }));
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        products: catalogue.products.length,
        decodeMs: round(w.decodeMs as number),
        queries: times.length,
        medianMs: round(at(0.5)),
        p95Ms: round(at(0.95)),
        maxMs: round(times[times.length - 1]),
        firstPerSortMs: round(Math.max(...firstPerSort)),
        bar: times[times.length - 1] <= 50 && Math.max(...firstPerSort) <= 50,
      };
    }, terms);
  } finally {
    await browser.close();
  }
}

const script = await queryModule();
const visitor = await download({});
const customer = await download({ Authorization: `Token ${await customerToken()}` });
const timing = await measure(customer.text, script);

const commit = (await import("node:child_process")).execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
const report = [
  `### Offline catalogue, ${timing.products.toLocaleString("en-CA")} products (${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${machine})`,
  "",
  "| measure | value |",
  "|---|---|",
  `| all_product_list, visitor: JSON / gzip | ${visitor.kb} kB / ${visitor.gzipKb} kB |`,
  `| all_product_list, verified customer: JSON / gzip | ${customer.kb} kB / ${customer.gzipKb} kB |`,
  `| decode in Chromium (JSON.parse + decodeOfflineCatalogue), once per page | ${timing.decodeMs} ms |`,
  `| one query (search, category, sort, page): median / p95 / max of ${timing.queries} | ${timing.medianMs} / ${timing.p95Ms} / ${timing.maxMs} ms |`,
  `| first query of a sort (orders the catalogue once), worst of 5 sorts | ${timing.firstPerSortMs} ms |`,
  `| bar: every query ≤ 50 ms | ${timing.bar ? "met" : "NOT met"} |`,
  "",
].join("\n");
console.log(report);
if (values.record) appendFileSync(path.join(ROOT, "bench/RESULTS.md"), `\n${report}`);
