import { afterEach, describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { getDbHandle, setDbHandle, type DbHandle } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { closeRedis } from "@/lib/redis/redis-client";
import * as build from "@/test/support/builders";
import { tokenHeader } from "@/test/support/accounts";
import { redisReachable, TEST_REDIS_URL } from "@/test/support/redis";
import { apiRequest, noParams } from "@/test/support/requests";

const redisUp = await redisReachable();

async function withRedisUrl(url: string, fn: () => Promise<void>): Promise<void> {
  process.env.REDIS_URL = url;
  resetEnvCache();
  try {
    await fn();
  } finally {
    await closeRedis();
    delete process.env.REDIS_URL;
    resetEnvCache();
  }
}

/** The database handle, swapped for one whose every query fails (the server lost its database). */
async function withDatabaseDown(fn: () => Promise<void>): Promise<void> {
  const real = await getDbHandle();
  const broken = {
    ...real,
    db: new Proxy(real.db, {
      get(target, prop, receiver) {
        if (prop === "execute") return () => Promise.reject(new Error("connection refused"));
        return Reflect.get(target, prop, receiver);
      },
    }),
  } as DbHandle;
  setDbHandle(broken);
  try {
    await fn();
  } finally {
    setDbHandle(real);
  }
}

afterEach(() => {
  delete process.env.REDIS_URL;
  resetEnvCache();
});

describe("GET /api/health/live/", () => {
  it("answers 200 without asking any dependency, even with the database down", async () => {
    await withDatabaseDown(async () => {
      const response = await live(apiRequest("/api/health/live/"), noParams);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok" });
    });
  });
});

describe("GET /api/health/ready/", () => {
  it("answers 200 when the database answers and Redis is not configured; details for admins only", async () => {
    const admin = await build.admin();
    const response = await ready(apiRequest("/api/health/ready/", { headers: tokenHeader(admin) }), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", version: "0.0.4", shutting_down: false, database: { ok: true }, redis: null });
    const visitor = await ready(apiRequest("/api/health/ready"), noParams);
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ status: "ok" });
  });

  it("answers 503 while the database does not answer", async () => {
    await withDatabaseDown(async () => {
      const response = await ready(apiRequest("/api/health/ready/"), noParams);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error" });
    });
  });

  it("answers 503 while the configured Redis does not answer", async () => {
    const admin = await build.admin();
    // Nothing listens on port 1.
    await withRedisUrl("redis://127.0.0.1:1", async () => {
      const response = await ready(apiRequest("/api/health/ready/", { headers: tokenHeader(admin) }), noParams);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "error", database: { ok: true }, redis: { ok: false } });
    });
  });

  it.skipIf(!redisUp)("answers 200 with the configured Redis answering", async () => {
    const admin = await build.admin();
    await withRedisUrl(TEST_REDIS_URL, async () => {
      const response = await ready(apiRequest("/api/health/ready/", { headers: tokenHeader(admin) }), noParams);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ status: "ok", database: { ok: true }, redis: { ok: true } });
      expect(body.redis.latency_ms).toBeGreaterThanOrEqual(0);
    });
  });
});
