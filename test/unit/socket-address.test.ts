import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { installSocketAddressHeader, SOCKET_ADDRESS_HEADER } from "@/lib/security/socket-address";
import { clientIp } from "@/lib/security/client-ip";

describe("the socket address stamp", () => {
  it("overwrites a client-sent header with the real peer address, so clientIp cannot be forged", async () => {
    installSocketAddressHeader();
    installSocketAddressHeader(); // idempotent
    const server = http.createServer((req, res) => {
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
      res.end(JSON.stringify({ stamp: req.headers[SOCKET_ADDRESS_HEADER], ip: clientIp(new Request("http://x/", { headers })) }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [SOCKET_ADDRESS_HEADER]: "198.51.100.66", "x-forwarded-for": "203.0.113.5" },
    });
    const body = await response.json();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(body.stamp).toMatch(/127\.0\.0\.1$/);
    expect(body.ip).toBe("127.0.0.1");
  });
});
