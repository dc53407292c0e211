import "server-only";
import http from "node:http";

/*
 * A workaround for a Next.js bug (vercel/next.js#82117; the fix, #95913, is not released): the
 * first render of a cached page that redirects (a visitor's /products past its last page) sends its
 * Location header twice — set by the render, then appended again from the cache entry. A browser
 * on its own follows it, but a service worker's fetch joins the two into "/products, /products",
 * and the browser then goes to that address (a 404 sent home). Headers that hold one value are
 * therefore never appended a second time with the value they already have. Installed before
 * Next.js's server.js loads (lib/log/install-process-output.ts).
 */

const SINGLE_VALUED = new Set(["location", "x-nextjs-stale-time"]);

/** Whether appending `value` to `name` would only repeat the one value the response already has. */
export function repeatsSingleValue(name: string, value: unknown, current: unknown): boolean {
  if (!SINGLE_VALUED.has(name.toLowerCase()) || current === undefined) return false;
  const had = Array.isArray(current) ? current.map(String) : [String(current)];
  const adding = Array.isArray(value) ? value.map(String) : [String(value)];
  return adding.every((v) => had.includes(v));
}

export function installSingleValuedHeaders(): void {
  const append = http.OutgoingMessage.prototype.appendHeader;
  http.OutgoingMessage.prototype.appendHeader = function (this: http.OutgoingMessage, name: string, value: string | readonly string[]) {
    if (repeatsSingleValue(name, value, this.getHeader(name))) return this;
    return append.call(this, name, value);
  };
}
