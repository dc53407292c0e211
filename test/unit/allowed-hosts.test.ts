import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { answersAnyHost, edgeRefusal, isAllowedHost, publicOrigin } from "@/lib/http/allowed-hosts";
import { publicRequestUrl } from "@/lib/http/request-url";

/*
 * Issue 22 item 8: absolute URLs never come from an unknown Host header. The shop answers only the
 * hosts it is configured for (PUBLIC_URL's, then ALLOWED_HOSTS, by default localhost, 127.0.0.1 and
 * [::1] on PORT); behind a trusted proxy the X-Forwarded-Host is what counts.
 */

const NAMES = ["PUBLIC_URL", "TRUST_PROXY", "ALLOWED_HOSTS", "PORT"] as const;
type Settings = Partial<Record<(typeof NAMES)[number], string>>;
const saved: Settings = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

function settings(values: Settings) {
  for (const name of NAMES) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
  resetEnvCache();
}

afterEach(() => settings(saved));

const allowed = (headers: Record<string, string>) => isAllowedHost(new Headers(headers));
const originOf = (headers: Record<string, string>) => publicOrigin(new Headers(headers));

describe("the hosts the shop answers", () => {
  it("by default: localhost, 127.0.0.1 and [::1] on port 3000, so that `npm start` works as it is", () => {
    settings({});
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "LocalHost:3000"]) expect(allowed({ host }), host).toBe(true);
    for (const host of ["evil.example", "evil.example:3000", "localhost", "localhost:3001", "127.0.0.1", "shop.test", "[::2]:3000"]) {
      expect(allowed({ host }), host).toBe(false);
    }
  });

  it("on the configured PORT", () => {
    settings({ PORT: "3210" });
    expect(allowed({ host: "127.0.0.1:3210" })).toBe(true);
    expect(allowed({ host: "127.0.0.1:3000" })).toBe(false);
    settings({ PORT: "80" });
    expect(allowed({ host: "localhost" })).toBe(true);
  });

  it("ALLOWED_HOSTS replaces the default: a host alone is that host on the default port, host:port that port", () => {
    settings({ ALLOWED_HOSTS: "shop.example.ca, Intranet.local:8080" });
    for (const host of ["shop.example.ca", "SHOP.example.ca", "shop.example.ca:80", "intranet.local:8080"]) expect(allowed({ host }), host).toBe(true);
    for (const host of ["intranet.local", "shop.example.ca:8443", "localhost:3000", "evil.example", "www.shop.example.ca"]) expect(allowed({ host }), host).toBe(false);
  });

  it("refuses a Host that is not a host name, and a request without one", () => {
    settings({ ALLOWED_HOSTS: "shop.example.ca" });
    for (const host of ["shop.example.ca/x", "user@shop.example.ca", "shop.example.ca?x", "shop.example.ca x", "", " "]) expect(allowed({ host }), JSON.stringify(host)).toBe(false);
    expect(allowed({})).toBe(false);
  });

  it("with PUBLIC_URL: its host is allowed beside the others, and URLs are built from it whatever the Host", () => {
    settings({ PUBLIC_URL: "https://shop.example.ca" });
    expect(allowed({ host: "shop.example.ca" })).toBe(true);
    // The image's health check, from inside the container.
    expect(allowed({ host: "127.0.0.1:3000" })).toBe(true);
    expect(allowed({ host: "evil.example" })).toBe(false);
    expect(originOf({ host: "127.0.0.1:3000" })).toEqual({ protocol: "https", host: "shop.example.ca" });
    expect(originOf({ host: "evil.example" })).toEqual({ protocol: "https", host: "shop.example.ca" });
    settings({ PUBLIC_URL: "https://shop.example.ca", ALLOWED_HOSTS: "shop-staging.example.ca" });
    expect(allowed({ host: "shop-staging.example.ca" })).toBe(true);
    expect(allowed({ host: "shop.example.ca" })).toBe(true);
    expect(allowed({ host: "127.0.0.1:3000" })).toBe(false);
  });

  it("without TRUST_PROXY: the Host header counts and X-Forwarded-Host/-Proto are ignored", () => {
    settings({});
    expect(allowed({ host: "localhost:3000", "x-forwarded-host": "evil.example" })).toBe(true);
    expect(allowed({ host: "evil.example", "x-forwarded-host": "localhost:3000" })).toBe(false);
    expect(originOf({ host: "localhost:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" })).toEqual({ protocol: "http", host: "localhost:3000" });
  });

  it("with TRUST_PROXY: the X-Forwarded-Host (its first value) is checked and used, the Host when there is none", () => {
    settings({ TRUST_PROXY: "true", ALLOWED_HOSTS: "shop.example.ca" });
    expect(allowed({ host: "10.0.0.5:3000", "x-forwarded-host": "shop.example.ca" })).toBe(true);
    expect(allowed({ host: "shop.example.ca", "x-forwarded-host": "evil.example" })).toBe(false);
    expect(allowed({ host: "shop.example.ca", "x-forwarded-host": "evil.example, shop.example.ca" })).toBe(false);
    expect(allowed({ host: "shop.example.ca" })).toBe(true);
    expect(originOf({ host: "10.0.0.5:3000", "x-forwarded-host": "shop.example.ca", "x-forwarded-proto": "https" })).toEqual({ protocol: "https", host: "shop.example.ca" });
  });

  it("never hands out an unknown host: URLs of a refused request use the shop's own first host", () => {
    settings({ ALLOWED_HOSTS: "shop.example.ca, shop.test" });
    expect(originOf({ host: "evil.example" })).toEqual({ protocol: "http", host: "shop.example.ca" });
    settings({ TRUST_PROXY: "true", ALLOWED_HOSTS: "shop.example.ca" });
    expect(originOf({ host: "shop.example.ca", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" })).toEqual({ protocol: "http", host: "shop.example.ca" });
    settings({});
    const url = publicRequestUrl(new Request("http://evil.example/api/products/product_list/?page=2", { headers: { host: "evil.example" } }));
    expect(url.toString()).toBe("http://localhost:3000/api/products/product_list/?page=2");
  });

  it("answers the health probes whatever their Host (orchestrators probe by address)", () => {
    for (const path of ["/api/health", "/api/health/", "/api/health/live/", "/api/health/ready", "/api/health/ready/"]) expect(answersAnyHost(path), path).toBe(true);
    for (const path of ["/", "/products", "/api/health/x", "/api/healthy", "/api/products/product_list/"]) expect(answersAnyHost(path), path).toBe(false);
  });

  it("refuses before anything runs: an unknown Host first, then a path that is not UTF-8 once decoded", () => {
    settings({});
    const refusal = (host: string, path: string) => edgeRefusal(new Headers({ host }), host, path);
    expect(refusal("localhost:3000", "/products/cr%C3%A8me")).toBeNull();
    expect(refusal("evil.example", "/products")).toBe("unknownHost");
    expect(refusal("evil.example", "/products/%C3")).toBe("unknownHost");
    expect(refusal("localhost:3000", "/products/%C3")).toBe("malformedPath");
    expect(refusal("localhost:3000", "/api/%E0%A4%A")).toBe("malformedPath");
    // The health probes answer any Host, but not a malformed path.
    expect(refusal("10.0.0.7:3000", "/api/health/live/")).toBeNull();
    expect(refusal("10.0.0.7:3000", "/api/health/%FF")).toBe("unknownHost");
  });
});
