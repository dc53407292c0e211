import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installSingleValuedHeaders, repeatsSingleValue } from "@/lib/http/single-valued-headers";

/*
 * The workaround for Next.js sending a cached redirect's Location twice (vercel/next.js#82117): a
 * service worker's fetch joins the two into "/products, /products", a broken address.
 */

describe("headers that hold one value", () => {
  it("are not appended again with the value they have; other headers and other values are", () => {
    expect(repeatsSingleValue("Location", "/products", "/products")).toBe(true);
    expect(repeatsSingleValue("location", ["/products"], ["/products"])).toBe(true);
    expect(repeatsSingleValue("x-nextjs-stale-time", "30", "30")).toBe(true);
    expect(repeatsSingleValue("location", "/products", undefined)).toBe(false);
    expect(repeatsSingleValue("location", "/elsewhere", "/products")).toBe(false);
    expect(repeatsSingleValue("set-cookie", "a=1", "a=1")).toBe(false);
    expect(repeatsSingleValue("vary", "Accept", "Accept")).toBe(false);
  });

  describe("on a real server", () => {
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      installSingleValuedHeaders();
      server = http.createServer((_request, response) => {
        // What Next.js does on the first render of a cached redirect: set, then append from the entry.
        response.statusCode = 307;
        response.setHeader("location", "/products");
        response.appendHeader("location", "/products");
        response.appendHeader("set-cookie", "a=1");
        response.appendHeader("set-cookie", "b=2");
        response.end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("sends one Location, and still every cookie", async () => {
      const raw = await new Promise<string[]>((resolve, reject) => {
        http.get({ host: "127.0.0.1", port, path: "/" }, (response) => {
          resolve(response.rawHeaders);
          response.resume();
        }).on("error", reject);
      });
      const named = (name: string) => raw.filter((_, i) => i % 2 === 0 && raw[i].toLowerCase() === name).length;
      expect(named("location")).toBe(1);
      expect(named("set-cookie")).toBe(2);
    });
  });
});
