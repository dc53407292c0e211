import "server-only";
import { publicOrigin } from "./allowed-hosts";

/**
 * The URL the client used, on the shop's public origin (lib/http/allowed-hosts.ts): PUBLIC_URL's
 * when it is set, else the request's host only when the shop answers to it. Behind a trusted
 * reverse proxy (TRUST_PROXY=true) the forwarded protocol and host are what count.
 */
export function publicRequestUrl(request: Request): URL {
  const url = new URL(request.url);
  const { protocol, host } = publicOrigin(request.headers, url.host);
  // A new URL rather than setting url.host, which would keep the request's port.
  return new URL(`${url.pathname}${url.search}`, `${protocol}://${host}`);
}
