import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import * as build from "@/test/support/builders";
import { tokenHeader } from "@/test/support/accounts";
import { apiRequest, noParams } from "@/test/support/requests";

describe("GET /api/health", () => {
  it.each(["/api/health", "/api/health/"])("answers %s with a database round trip and the app version", async (path) => {
    const admin = await build.admin();
    const response = await GET(apiRequest(path, { headers: tokenHeader(admin) }), noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({ status: "ok", version: "0.0.4", database: { ok: true } });
    expect(["pglite", "postgres"]).toContain(body.database.kind);
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });

  it("tells visitors and customers only that the shop is up: no version, no database kind", async () => {
    const customer = await build.customer();
    for (const headers of [{}, tokenHeader(customer)]) {
      const response = await GET(apiRequest("/api/health/", { headers }), noParams);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok" });
    }
  });
});
