import "server-only";
import { getEnv, type Env } from "@/lib/env";
import { normaliseHost } from "./host-name";

/*
 * The hosts the shop answers to, and the origin its absolute URLs are built on. The Host header is
 * the client's to choose: echoed into a link (a list's `next`, a canonical link, an email), it lets
 * whoever gets a cache, a crawler or a victim to send such a request point the shop's links at their
 * own site. So absolute URLs come from PUBLIC_URL when it is set, else from the request's host only
 * when it is an allowed one; proxy.ts refuses every other host with a 400.
 */

export interface Origin {
  protocol: "http" | "https";
  host: string;
}

/** What a newcomer's `npm start` is opened with, on PORT. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** The health probes: they build no URL, and orchestrators probe by address (a Kubernetes probe sends the pod's IP). */
const HEALTH_PATH = /^\/api\/health(?:\/(?:live|ready))?\/?$/;

const hostsOfEnv = new WeakMap<Env, readonly string[]>();

/** PUBLIC_URL's host first, then ALLOWED_HOSTS, or the loopback names on PORT when it is unset. */
export function allowedHosts(env: Env = getEnv()): readonly string[] {
  let hosts = hostsOfEnv.get(env);
  if (!hosts) {
    const configured = env.ALLOWED_HOSTS ?? LOOPBACK_NAMES.map((name) => normaliseHost(`${name}:${env.PORT}`)!);
    hosts = [...new Set([...(env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).host] : []), ...configured])];
    hostsOfEnv.set(env, hosts);
  }
  return hosts;
}

/** The first of a header's comma-separated values. */
function firstValue(header: string | null): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}

/**
 * The host the client asked for, normalised: the X-Forwarded-Host behind a trusted proxy
 * (TRUST_PROXY), else the Host header; `fallbackHost` (the request URL's) for a Request made without
 * one. Null when it is not a host name.
 */
export function requestedHost(headers: Headers, fallbackHost?: string): string | null {
  const forwarded = getEnv().TRUST_PROXY ? firstValue(headers.get("x-forwarded-host")) : undefined;
  const raw = forwarded ?? headers.get("host") ?? fallbackHost;
  return raw === undefined ? null : normaliseHost(raw);
}

export function isAllowedHost(headers: Headers, fallbackHost?: string): boolean {
  const host = requestedHost(headers, fallbackHost);
  return host !== null && allowedHosts().includes(host);
}

/** Paths answered whatever the Host: the health probes. */
export function answersAnyHost(pathname: string): boolean {
  return HEALTH_PATH.test(pathname);
}

/**
 * Why the shop refuses a request before anything of it runs, or null: a Host it is not configured
 * for (the health probes answer any Host), then a path whose percent-encoding is not UTF-8 (the
 * framework would answer it with a 500). proxy.ts asks it for pages and next-auth's endpoints,
 * lib/entry/api-route.ts's apiAnswer for the rest of the API; both answer a 400 with the message of
 * that name (lib/shared/messages/errors-http.ts).
 */
export function edgeRefusal(headers: Headers, urlHost: string, path: string): "unknownHost" | "malformedPath" | null {
  if (!answersAnyHost(path) && !isAllowedHost(headers, urlHost)) return "unknownHost";
  try {
    decodeURIComponent(path);
  } catch {
    return "malformedPath";
  }
  return null;
}

/**
 * The protocol and host absolute URLs are built on: PUBLIC_URL's when it is set; else the requested
 * host when it is allowed, over https only when a trusted proxy says so (`next start` never speaks
 * TLS); else, never the unknown host, the shop's first allowed host over http.
 */
export function publicOrigin(headers: Headers, fallbackHost?: string): Origin {
  const env = getEnv();
  if (env.PUBLIC_URL) {
    const url = new URL(env.PUBLIC_URL);
    return { protocol: url.protocol === "https:" ? "https" : "http", host: url.host };
  }
  const hosts = allowedHosts(env);
  const host = requestedHost(headers, fallbackHost);
  if (host === null || !hosts.includes(host)) return { protocol: "http", host: hosts[0] };
  const proto = env.TRUST_PROXY ? firstValue(headers.get("x-forwarded-proto")) : undefined;
  return { protocol: proto === "https" ? "https" : "http", host };
}
