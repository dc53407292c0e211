import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALLOW_HEADER, installServedMethodsGuard, isServedMethod, unknownMethodOf } from "@/lib/http/served-methods";
import { rawRequest } from "@/test/support/raw-http";

/*
 * Issue 22 item 7: a method the shop does not serve is answered 405 by the Node server, before the
 * framework (here a stand-in handler that must never see it). test/servers/http-methods.test.ts
 * checks the same on the production server.
 */

const seen: string[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  installServedMethodsGuard();
  installServedMethodsGuard(); // idempotent
  server = http.createServer((request, response) => {
    seen.push(request.method ?? "");
    response.end("served");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the served methods guard", () => {
  it("knows the methods the shop serves", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(isServedMethod(method)).toBe(true);
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "get", "", undefined]) expect(isServedMethod(method)).toBe(false);
    expect(ALLOW_HEADER).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });

  it.each([
    ["TRACE", "/"],
    ["TRACK", "/products"],
    ["PROPFIND", "/api/products/product_list/"],
    ["MKCOL", "/admin/"],
    ["CONNECT", "127.0.0.1:443"],
    ["BREW", "/"],
  ])("answers %s %s with 405, the Allow header and the API's error shape, and the handler never sees it", async (method, target) => {
    const answer = await rawRequest(port, method, target);
    expect(answer).toMatchObject({ status: 405, headers: { allow: ALLOW_HEADER, "content-type": "application/json" } });
    expect(JSON.parse(answer!.body)).toEqual({ detail: `Method "${method}" not allowed.` });
    expect(seen).not.toContain(method);
  });

  it("passes the methods it serves on, and the server keeps serving after refusals", async () => {
    for (const method of ["GET", "POST", "OPTIONS"]) expect(await rawRequest(port, method)).toMatchObject({ status: 200, body: "served" });
    expect(seen).toEqual(["GET", "POST", "OPTIONS"]);
  });

  it("leaves bytes that are not a request line to Node's own 400", async () => {
    expect(unknownMethodOf(Object.assign(new Error("x"), { code: "HPE_INVALID_METHOD", rawPacket: Buffer.from("\u0016\u0003\u0001garbage") }))).toBeNull();
    expect(unknownMethodOf(Object.assign(new Error("x"), { code: "HPE_INVALID_METHOD", rawPacket: Buffer.from("BREW /pot HTTP/1.1\r\n") }))).toBe("BREW");
    expect(unknownMethodOf(Object.assign(new Error("x"), { code: "HPE_HEADER_OVERFLOW", rawPacket: Buffer.from("GET / HTTP/1.1\r\n") }))).toBeNull();
    expect(await rawRequest(port, "\u0016\u0003garbage")).toMatchObject({ status: 400 });
  });
});
