import "server-only";
import { isIP } from "node:net";
import { getEnv } from "@/lib/env";
import { SOCKET_ADDRESS_HEADER } from "./socket-address";

/*
 * The client's address, as a rate-limit key.
 *
 * Route handlers get a web Request without the socket address (NextRequest has no `ip` since
 * Next 15; next/dist/server/web/spec-extension/adapters/next-request.js builds it from the Node
 * request's URL, method, headers and body only). What Next 16.4.6 does instead, in
 * next/dist/server/base-server.js (handleRequestImpl, "Update the `x-forwarded-*` headers"; the same
 * code is in compiled/next-server/server.runtime.prod.js, which `next start` runs):
 *
 *   req.headers['x-forwarded-for'] ??= originalRequest?.socket?.remoteAddress;
 *
 * So Next only fills X-Forwarded-For with the socket address when the request has none. It never
 * overwrites or appends. If the client sends its own X-Forwarded-For, that header reaches us
 * unchanged and the socket address is lost (no other code in next/dist/server sets it; httpxy's
 * appending `xfwd` only applies to Next proxying rewrites to external hosts).
 *
 * Therefore the server stamps each request with its real peer address (socket-address.ts, installed
 * at start-up), and without TRUST_PROXY that stamp is the key. Only where it is absent (a request
 * built in a test) does the fallback below apply.
 *
 * Fallback with TRUST_PROXY=false: we take the RIGHTMOST entry. When there is no proxy and the
 * client sent nothing, that is the socket address Next filled in; when some undeclared hop appends,
 * the rightmost entry is that hop's view and a client-prepended value does not change it. A client
 * talking straight to `next start` that sends a whole X-Forwarded-For of its own still chooses its
 * key: per-IP limits are therefore a first line only, and every attempt is limited per account too.
 * X-Real-IP is ignored entirely without TRUST_PROXY (Next never sets it).
 *
 * With TRUST_PROXY=true: the LEFTMOST X-Forwarded-For entry (the original client as the proxy
 * chain reports it), then X-Real-IP. The proxy must overwrite what the client sent (nginx:
 * `proxy_set_header X-Forwarded-For $remote_addr;`), not append to it, or the leftmost entry is
 * the client's own choice.
 */
export function clientIp(request: Request): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

  if (getEnv().TRUST_PROXY) {
    return normaliseAddress(forwarded[0]) ?? normaliseAddress(request.headers.get("x-real-ip")) ?? "unknown";
  }
  return normaliseAddress(request.headers.get(SOCKET_ADDRESS_HEADER)) ?? normaliseAddress(forwarded.at(-1)) ?? "unknown";
}

/** A plain IPv4 or IPv6 address: ports, brackets and the IPv4-mapped prefix removed; else undefined. */
function normaliseAddress(value: string | null | undefined): string | undefined {
  let address = value?.trim().toLowerCase();
  if (!address) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (ipv4WithPort) address = ipv4WithPort[1];
  if (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : undefined;
}
