/*
 * The PDF catalogue's bar (docs/architecture.md: 5,000 products streamed in ≤ 10 s with flat memory), measured
 * against a running shop: downloads GET /api/products/generate/pdf/ as a client would, timing the
 * first and the last byte, while the memory of the server's processes (VmRSS of every process in
 * its process group, summed) is sampled every 100 ms. Memory is flat when the peak during a
 * download hardly rises above the server's resident size before it, and when a ten times larger
 * document peaks no higher than the small one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { apiToken } from "./recording";

export interface PdfRun {
  label: string;
  products: number;
  bytes: number;
  pages: number;
  firstByteMs: number;
  lastByteMs: number;
  /** Server resident memory (MiB) just before the download, and its peak during it. */
  baselineMiB: number;
  peakMiB: number;
}

function statusKiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0; // the process is gone
  }
}

/** The processes of a process group: the server, and any process it started. */
export function groupPids(groupId: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid pgrp …: comm may hold spaces, so read after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === groupId) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export function groupRssMiB(groupId: number): number {
  return groupPids(groupId).reduce((sum, pid) => sum + statusKiB(pid, "VmRSS"), 0) / 1024;
}

/** The largest peak resident size (VmHWM) of any process of the group since it started. */
export function groupHighWaterMiB(groupId: number): number {
  return Math.max(0, ...groupPids(groupId).map((pid) => statusKiB(pid, "VmHWM"))) / 1024;
}

export async function measurePdf(label: string, url: string, headers: Record<string, string>, groupId: number, products: number): Promise<PdfRun> {
  await new Promise((r) => setTimeout(r, 1000));
  const baselineMiB = groupRssMiB(groupId);
  let peakMiB = baselineMiB;
  const sampler = setInterval(() => {
    peakMiB = Math.max(peakMiB, groupRssMiB(groupId));
  }, 100);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    if (response.status !== 200 || response.headers.get("content-type") !== "application/pdf") {
      throw new Error(`${label}: ${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
    const reader = response.body!.getReader();
    let firstByteMs = 0;
    let bytes = 0;
    // Pages are counted in the stream ("/Type /Page" objects), not kept: the client holds no more than the server.
    let pages = 0;
    let tail = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
      const text = tail + Buffer.from(value).toString("latin1");
      for (const match of text.matchAll(/\/Type \/Page\b(?!s)/g)) if (match.index + match[0].length > tail.length) pages += 1;
      tail = text.slice(-16);
    }
    const lastByteMs = performance.now() - started;
    peakMiB = Math.max(peakMiB, groupRssMiB(groupId));
    return { label, products, bytes, pages, firstByteMs, lastByteMs, baselineMiB, peakMiB };
  } finally {
    clearInterval(sampler);
  }
}

export function pdfTable(runs: PdfRun[]): string {
  const mb = (n: number) => (n / 2 ** 20).toFixed(1);
  return [
    "| PDF catalogue | products | pages | size MiB | first byte ms | last byte ms | server RSS before MiB | peak during MiB | rise MiB |",
    "|---|---|---|---|---|---|---|---|---|",
    ...runs.map(
      (r) =>
        `| ${r.label} | ${r.products} | ${r.pages} | ${mb(r.bytes)} | ${Math.round(r.firstByteMs)} | ${Math.round(r.lastByteMs)} | ${Math.round(r.baselineMiB)} | ${Math.round(r.peakMiB)} | ${Math.round(r.peakMiB - r.baselineMiB)} |`,
    ),
  ].join("\n");
}

interface CategoryEntry {
  id: number;
  name: string;
  parent_category: { id: number } | null;
}

/**
 * The PDF runs of the bench, on a shop seeded with the demo admin: the top-level category whose
 * product count is nearest 5,000 (about 4,500 of the 50,000 generated products each), twice, then
 * with `all` the whole active catalogue (about 49,500 products), whose peak must match the small one's.
 */
export async function benchPdf(shop: string, groupId: number, options: { all: boolean }): Promise<PdfRun[]> {
  const key = await apiToken(shop, "admin@demo.example.ca", "demo-admin");
  const headers = { authorization: `Token ${key}` };
  const list = (await (await fetch(`${shop}/api/categories/list/?is_deleted=false`)).json()) as CategoryEntry[];
  let chosen: { id: number; name: string; count: number } | undefined;
  for (const category of list.filter((c) => c.parent_category === null)) {
    const page = (await (await fetch(`${shop}/api/products/product_list/?category=${category.id}`, { headers })).json()) as { count: number };
    if (!chosen || Math.abs(page.count - 5000) < Math.abs(chosen.count - 5000)) chosen = { id: category.id, name: category.name, count: page.count };
  }
  if (!chosen) throw new Error("no category to print");
  const all = (await (await fetch(`${shop}/api/products/product_list/`, { headers })).json()) as { count: number };
  // Warm-up: the route's first call loads its modules; a search with no match makes a title page only.
  await measurePdf("warm-up", `${shop}/api/products/generate/pdf/?search=no-such-product-xyz`, headers, groupId, 0);
  const url = `${shop}/api/products/generate/pdf/?category=${chosen.id}`;
  const runs = [
    await measurePdf(`category "${chosen.name}"`, url, headers, groupId, chosen.count),
    await measurePdf(`category "${chosen.name}", again`, url, headers, groupId, chosen.count),
  ];
  if (options.all) runs.push(await measurePdf("whole catalogue", `${shop}/api/products/generate/pdf/`, headers, groupId, all.count));
  return runs;
}
