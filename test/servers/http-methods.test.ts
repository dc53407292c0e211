import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingBuild, startAppServer, type AppServer } from "@/test/support/app-server";
import { rawRequest } from "@/test/support/raw-http";

/*
 * Issue 22 item 7: the production server (scripts/serve.mjs on the build, on the embedded
 * database) answers a method the shop does not serve with 405 and the Allow header, on pages and
 * the API alike, and logs no error for it. Before, each TRACE or TRACK answered 500 and wrote a
 * stack trace, and a CONNECT lost its connection without an answer.
 */

const PORT = Number(process.env.SERVERS_TEST_PORT || 3391) + 2;
const reason = missingBuild();
if (reason) console.warn(`HTTP methods test skipped: ${reason}.`);

const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const PATHS = ["/", "/products", "/login", "/admin/", "/api/products/product_list/", "/api/health/live/", "/media/x.webp", "/no-such-page"];
let dataDir: string;
let server: AppServer;

describe.skipIf(reason !== null)("methods the shop does not serve, on the production server", () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "shop-methods-"));
    delete process.env.DATABASE_URL;
    server = await startAppServer({ name: "methods", port: PORT, env: { DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info" } });
  });

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(["TRACE", "TRACK", "PROPFIND", "BREW"])("answers %s with 405 and Allow on every path, pages and API alike", async (method) => {
    for (const target of PATHS) {
      const answer = await rawRequest(PORT, method, target);
      expect({ target, status: answer?.status, allow: answer?.headers.allow }).toEqual({ target, status: 405, allow: ALLOW });
      expect(JSON.parse(answer!.body)).toEqual({ detail: `Method "${method}" not allowed.` });
    }
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    expect(await rawRequest(PORT, "CONNECT", "127.0.0.1:443")).toMatchObject({ status: 405, headers: { allow: ALLOW } });
  });

  it("logged no error for any of them, and still serves the methods it serves", async () => {
    const output = server.output();
    expect(output).not.toContain("Failed to handle request");
    expect(output).not.toMatch(/"level":(50|60)/);
    expect(output).not.toMatch(/TypeError|unsupported/);
    for (const target of ["/api/health/live/", "/products"]) expect(await rawRequest(PORT, "GET", target)).toMatchObject({ status: 200 });
    expect(await rawRequest(PORT, "HEAD", "/")).toMatchObject({ status: 200 });
  });
});
