import { gzipSync } from "node:zlib";

/**
 * The JavaScript a browser loads for a page (docs/architecture.md bar: ≤ 150 kB compressed for /products):
 * every module script of the HTML and every chunk its RSC payload references for hydration,
 * gzip -9 each. `nomodule` polyfills are left out, as modern browsers do not fetch them.
 */
export async function pageScripts(origin: string, pathname: string, headers: Record<string, string> = {}): Promise<{ files: number; gzipKb: number }> {
  const html = await (await fetch(`${origin}${pathname}`, { headers })).text();
  const noModule = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*noModule/gi)].map((m) => m[1]));
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const referenced = [...html.matchAll(/\/_next\/static\/chunks\/[\w\-.~]+\.js/g)].map((m) => m[0]);
  const files = [...new Set([...scripts, ...referenced])].filter((src) => !noModule.has(src));
  let bytes = 0;
  for (const src of files) {
    const body = Buffer.from(await (await fetch(`${origin}${src}`)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.length, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
}
