import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { apiRequest, noParams } from "@/test/support/requests";

describe("GET /api/health", () => {
  it.each(["/api/health", "/api/health/"])("answers %s with a database round trip and the app version", async (path) => {
    const response = await GET(apiRequest(path), noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({ status: "ok", version: "0.0.4", database: { ok: true } });
    expect(["pglite", "postgres"]).toContain(body.database.kind);
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });
});
