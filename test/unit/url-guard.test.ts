import { describe, expect, it } from "vitest";
import { webhooksErrorMessages as m } from "@/lib/shared/messages/errors-webhooks";
import { embeddedIPv4, ipv6Bytes, isPublicAddress, vetWebhookUrl, WebhookUrlRefused, type Resolver } from "@/lib/webhooks/url-guard";

/*
 * The webhooks' guard against server-side request forgery (issue 32, docs/webhooks.md "Where the shop
 * sends"): every internal class of address refused, in IPv4 and every IPv6 spelling, with a resolver
 * injected so no test depends on the machine's DNS.
 */

const refused = [
  ["unspecified", "0.0.0.0"],
  ["this network", "0.1.2.3"],
  ["private 10/8", "10.0.0.1"],
  ["private 10/8, last", "10.255.255.255"],
  ["carrier-grade NAT", "100.64.0.1"],
  ["carrier-grade NAT, last", "100.127.255.254"],
  ["loopback", "127.0.0.1"],
  ["loopback 127/8", "127.255.0.9"],
  ["link-local, cloud metadata", "169.254.169.254"],
  ["private 172.16/12", "172.16.0.1"],
  ["private 172.16/12, last", "172.31.255.255"],
  ["IETF protocol assignments", "192.0.0.8"],
  ["private 192.168/16", "192.168.0.1"],
  ["benchmarking", "198.18.0.1"],
  ["multicast", "224.0.0.1"],
  ["multicast, last", "239.255.255.250"],
  ["reserved", "240.0.0.1"],
  ["broadcast", "255.255.255.255"],
  ["IPv6 unspecified", "::"],
  ["IPv6 loopback", "::1"],
  ["IPv6 loopback, long form", "0:0:0:0:0:0:0:1"],
  ["IPv6 unique local fc00::/7", "fc00::1"],
  ["IPv6 unique local fd", "fd12:3456:789a::1"],
  ["IPv6 link-local", "fe80::1"],
  ["IPv6 link-local with a zone", "fe80::1%eth0"],
  ["IPv6 site-local", "fec0::1"],
  ["IPv6 multicast", "ff02::1"],
  ["IPv4-mapped loopback, dotted", "::ffff:127.0.0.1"],
  ["IPv4-mapped loopback, hex", "::ffff:7f00:1"],
  ["IPv4-mapped metadata", "::ffff:169.254.169.254"],
  ["IPv4-mapped private", "::ffff:10.0.0.1"],
  ["IPv4-mapped, long form", "0:0:0:0:0:ffff:c0a8:0101"],
  ["IPv4-compatible loopback", "::127.0.0.1"],
  ["NAT64 of a private address", "64:ff9b::10.0.0.1"],
  ["6to4 of loopback", "2002:7f00:1::1"],
  ["bracketed IPv6 loopback", "[::1]"],
  ["not an address at all", "localhost"],
] as const;

const allowed = [
  ["public IPv4", "8.8.8.8"],
  ["public, next to 10/8", "11.0.0.1"],
  ["public, next to CGNAT", "100.128.0.1"],
  ["public, next to 172.16/12", "172.32.0.1"],
  ["public, next to link-local", "169.255.0.1"],
  ["public, next to 192.168/16", "192.169.0.1"],
  ["documentation range, routable shape", "198.51.100.7"],
  ["public IPv6", "2606:4700:4700::1111"],
  ["IPv4-mapped public", "::ffff:8.8.8.8"],
  ["NAT64 of a public address", "64:ff9b::8.8.8.8"],
  ["6to4 of a public address", "2002:0808:0808::1"],
] as const;

describe("isPublicAddress", () => {
  it.each(refused)("refuses %s (%s)", (_label, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(allowed)("allows %s (%s)", (_label, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("reading IPv6", () => {
  it("expands :: and dotted tails to 16 bytes", () => {
    expect(ipv6Bytes("::1")).toEqual([...new Array(15).fill(0), 1]);
    expect(ipv6Bytes("::ffff:1.2.3.4")?.slice(10)).toEqual([0xff, 0xff, 1, 2, 3, 4]);
    expect(ipv6Bytes("2001:db8::8:800:200c:417a")).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0x08, 0x08, 0, 0x20, 0x0c, 0x41, 0x7a]);
    expect(ipv6Bytes("1.2.3.4")).toBeNull();
    expect(ipv6Bytes("not:an:address")).toBeNull();
  });

  it("finds the IPv4 address a mapped, NAT64 or 6to4 address carries", () => {
    expect(embeddedIPv4("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(embeddedIPv4("64:ff9b::a00:1")).toBe("10.0.0.1");
    expect(embeddedIPv4("2002:a9fe:a9fe::")).toBe("169.254.169.254");
    expect(embeddedIPv4("2606:4700::1111")).toBeNull();
  });
});

/** A resolver that answers from a table, as DNS would; unknown names fail as NXDOMAIN does. */
const table: Record<string, Array<{ address: string; family: 4 | 6 }>> = {
  "hooks.example.ca": [{ address: "203.0.114.10", family: 4 }],
  "dual.example.ca": [
    { address: "203.0.114.11", family: 4 },
    { address: "2606:4700:4700::1111", family: 6 },
  ],
  "rebind.example.ca": [
    { address: "203.0.114.12", family: 4 },
    { address: "10.0.0.5", family: 4 },
  ],
  "internal.example.ca": [{ address: "fd00::5", family: 6 }],
  "metadata.example.ca": [{ address: "::ffff:169.254.169.254", family: 6 }],
  "nothing.example.ca": [],
};
const resolve: Resolver = async (host) => {
  const found = table[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found;
};

async function refusal(url: string, allowPrivate = false): Promise<string | null> {
  try {
    await vetWebhookUrl(url, { allowPrivate, resolve });
    return null;
  } catch (error) {
    if (error instanceof WebhookUrlRefused) return error.message;
    throw error;
  }
}

describe("vetWebhookUrl", () => {
  it("accepts https:// to a name whose every address is public, and answers them", async () => {
    expect(await refusal("https://hooks.example.ca/shop")).toBeNull();
    const { addresses } = await vetWebhookUrl("https://dual.example.ca:8443/x?y=1", { allowPrivate: false, resolve });
    expect(addresses.map((a) => a.address)).toEqual(["203.0.114.11", "2606:4700:4700::1111"]);
  });

  it("refuses a name when any one of its addresses is internal", async () => {
    expect(await refusal("https://rebind.example.ca/")).toBe(m.urlRefusedAddress("10.0.0.5"));
    expect(await refusal("https://internal.example.ca/")).toBe(m.urlRefusedAddress("fd00::5"));
    expect(await refusal("https://metadata.example.ca/")).toBe(m.urlRefusedAddress("::ffff:169.254.169.254"));
  });

  it("refuses IP literals of every internal class, IPv6 in brackets included", async () => {
    expect(await refusal("https://127.0.0.1/")).toBe(m.urlRefusedAddress("127.0.0.1"));
    expect(await refusal("https://10.9.8.7/")).toBe(m.urlRefusedAddress("10.9.8.7"));
    expect(await refusal("https://169.254.169.254/latest/meta-data/")).toBe(m.urlRefusedAddress("169.254.169.254"));
    expect(await refusal("https://[::1]:8080/")).toBe(m.urlRefusedAddress("::1"));
    // The URL parser writes a mapped address in hex, and decimal or octal IPv4 as dotted quads: still refused.
    expect(await refusal("https://[::ffff:127.0.0.1]/")).toBe(m.urlRefusedAddress("::ffff:7f00:1"));
    expect(await refusal("https://2130706433/")).toBe(m.urlRefusedAddress("127.0.0.1"));
    expect(await refusal("https://0x7f.1/")).toBe(m.urlRefusedAddress("127.0.0.1"));
  });

  it("refuses a name that does not resolve, http://, credentials and what is not a URL", async () => {
    expect(await refusal("https://unknown.example.ca/")).toBe(m.urlUnresolved);
    expect(await refusal("https://nothing.example.ca/")).toBe(m.urlUnresolved);
    expect(await refusal("http://hooks.example.ca/")).toBe(m.urlHttps);
    expect(await refusal("ftp://hooks.example.ca/")).toBe(m.urlHttps);
    expect(await refusal("https://me:pw@hooks.example.ca/")).toBe(m.urlCredentials);
    expect(await refusal("hooks.example.ca/path")).toBe(m.url);
  });

  it("with WEBHOOKS_ALLOW_PRIVATE_ADDRESSES allows internal addresses and http://, but still needs a name that resolves", async () => {
    expect(await refusal("http://127.0.0.1:4000/hook", true)).toBeNull();
    expect(await refusal("https://rebind.example.ca/", true)).toBeNull();
    expect(await refusal("https://[::1]/", true)).toBeNull();
    expect(await refusal("https://unknown.example.ca/", true)).toBe(m.urlUnresolved);
    expect(await refusal("ftp://127.0.0.1/", true)).toBe(m.urlHttps);
  });
});
