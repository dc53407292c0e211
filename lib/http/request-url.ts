import "server-only";
import { getEnv } from "@/lib/env";

/**
 * The URL the client used. Behind a trusted reverse proxy (TRUST_PROXY=true) the forwarded protocol
 * and host are honoured; otherwise they are ignored, since anyone can send them.
 */
export function publicRequestUrl(request: Request): URL {
  const url = new URL(request.url);
  const host = request.headers.get("host");
  if (host) url.host = host;
  if (getEnv().TRUST_PROXY) {
    const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
    const fwdHost = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
    if (fwdHost) url.host = fwdHost;
  }
  return url;
}
