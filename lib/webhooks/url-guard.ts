import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, isIPv4, isIPv6 } from "node:net";
import { webhooksErrorMessages as m } from "@/lib/shared/messages/errors-webhooks";

/*
 * The webhooks' guard against server-side request forgery (issue 32, docs/webhooks.md "Where the
 * shop sends"): a staff member (or a stolen admin session) must not make the shop post to itself,
 * its database, Redis, a cloud metadata service (169.254.169.254) or anything else inside its
 * network. An endpoint's host is resolved and refused when ANY of its addresses is loopback,
 * private, link-local, unique-local, CGNAT, multicast, unspecified or reserved, also written as an
 * IPv4-mapped, NAT64 or 6to4 IPv6 address. Checked when an endpoint is saved (400 on url) and again
 * at every send, where the connection is made to the very address vetted (lib/webhooks/http-post.ts
 * passes this guard as the socket's DNS lookup), so a name re-pointed between the check and the
 * connection (DNS rebinding) gets nowhere. WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true lifts it (and
 * allows http://) for development and tests only.
 */

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** A refused endpoint address, with the message the API answers on `url`. */
export class WebhookUrlRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookUrlRefused";
  }
}

const LOOKUP_TIMEOUT_MS = 5_000;

/** The system resolver (getaddrinfo: /etc/hosts included), every address, bounded in time. */
export const systemResolver: Resolver = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("DNS lookup timed out")), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]);
    return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  } finally {
    clearTimeout(timer);
  }
};

const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
];

const BLOCKED_V6: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // IPv4-compatible (deprecated)
  ["100::", 64], // discard
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const blockList = new BlockList();
for (const [network, prefix] of BLOCKED_V4) blockList.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of BLOCKED_V6) blockList.addSubnet(network, prefix, "ipv6");

/** An IPv6 address as its 16 bytes, or null when it is not one (a zone id "%eth0" is dropped). */
export function ipv6Bytes(address: string): number[] | null {
  const plain = address.replace(/%.*$/, "");
  if (!isIPv6(plain)) return null;
  let text = plain.toLowerCase();
  const tail: number[] = [];
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    tail.push(...dotted[1].split(".").map(Number));
    text = text.slice(0, -dotted[1].length);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const [head, rest] = text.includes("::") ? text.split("::") : [text, undefined];
  const groups = (part: string | undefined) => (part ? part.split(":").filter(Boolean).map((g) => parseInt(g, 16)) : []);
  const left = groups(head);
  const right = groups(rest);
  const missing = 8 - tail.length / 2 - left.length - right.length;
  const words = [...left, ...(rest === undefined ? [] : new Array<number>(Math.max(0, missing)).fill(0)), ...right];
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  bytes.push(...tail);
  return bytes.length === 16 ? bytes : null;
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
export function embeddedIPv4(address: string): string | null {
  const b = ipv6Bytes(address);
  if (!b) return null;
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return b.slice(12).join(".");
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return b.slice(12).join(".");
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6).join(".");
  return null;
}

/** Whether the shop may post to this address: false for every internal class, in IPv4 or IPv6 spelling. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(plain)) return !blockList.check(plain, "ipv4");
  if (!isIPv6(plain)) return false;
  const inner = embeddedIPv4(plain);
  if (inner !== null) return isPublicAddress(inner);
  return !blockList.check(plain, "ipv6");
}

export interface GuardOptions {
  /** WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: any address and http:// allowed (development and tests). */
  allowPrivate: boolean;
  resolve?: Resolver;
}

/** The host of a URL as a resolver or isIP takes it: "[::1]" → "::1". */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * Resolves a host name and vets every address it has (an IP literal is vetted as it is). Throws
 * WebhookUrlRefused, naming the first address refused; answers the addresses, all of them allowed.
 */
export async function vetHost(host: string, options: GuardOptions): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIPv6(host) ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw new WebhookUrlRefused(m.urlUnresolved);
    }
    if (addresses.length === 0) throw new WebhookUrlRefused(m.urlUnresolved);
  }
  if (!options.allowPrivate) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) throw new WebhookUrlRefused(m.urlRefusedAddress(refused.address));
  }
  return addresses;
}

/** The whole check of an endpoint's address: https (http only when private addresses are allowed), then its host. */
export async function vetWebhookUrl(raw: string, options: GuardOptions): Promise<{ url: URL; addresses: ResolvedAddress[] }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefused(m.url);
  }
  if (url.protocol !== "https:" && !(options.allowPrivate && url.protocol === "http:")) throw new WebhookUrlRefused(m.urlHttps);
  if (url.username || url.password) throw new WebhookUrlRefused(m.urlCredentials);
  return { url, addresses: await vetHost(hostOf(url), options) };
}
