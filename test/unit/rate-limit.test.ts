import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { TooManyRequests } from "@/lib/shared/errors/domain-errors";
import { statusOf } from "@/lib/http/error-response";
import { clientIp } from "@/lib/security/client-ip";
import { createLimiter, limits, resetAllLimiters, tooManyAttemptsMessage } from "@/lib/security/rate-limit";

afterEach(() => {
  resetAllLimiters();
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

describe("createLimiter", () => {
  it("throws TooManyRequests once the points are used up", async () => {
    const limiter = createLimiter("test-exhaust", { points: 3, durationSeconds: 15 * 60 });
    for (let i = 0; i < 3; i++) await limiter.consume("someone@example.ca");
    const error = await rejection(limiter.consume("someone@example.ca"));
    expect(error).toBeInstanceOf(TooManyRequests);
    const tooMany = error as TooManyRequests;
    expect(statusOf(tooMany)).toBe(429);
    expect(tooMany.retryAfterSeconds).toBeGreaterThan(0);
    expect(tooMany.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(tooMany.message).toBe("Too many attempts. Please try again in 15 minutes.");
  });

  it("says seconds when the wait is under a minute", async () => {
    const limiter = createLimiter("test-seconds", { points: 1, durationSeconds: 30 });
    await limiter.consume("k");
    const error = (await rejection(limiter.consume("k"))) as TooManyRequests;
    expect(error.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it("rounds the wait up", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Too many attempts. Please try again in 1 second.");
    expect(tooManyAttemptsMessage(59)).toBe("Too many attempts. Please try again in 59 seconds.");
    expect(tooManyAttemptsMessage(60)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(tooManyAttemptsMessage(61)).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(tooManyAttemptsMessage(3600)).toBe("Too many attempts. Please try again in 60 minutes.");
  });

  it("counts each key separately", async () => {
    const limiter = createLimiter("test-keys", { points: 1, durationSeconds: 60 });
    await limiter.consume("a@example.ca");
    await expect(limiter.consume("a@example.ca")).rejects.toBeInstanceOf(TooManyRequests);
    await expect(limiter.consume("b@example.ca")).resolves.toEqual({ consumedPoints: 1 });
    // Keys are case-insensitive, so "A@…" is the same account.
    await expect(limiter.consume("A@Example.ca")).rejects.toBeInstanceOf(TooManyRequests);
  });

  it("counts each limiter separately for the same key", async () => {
    const one = createLimiter("test-one", { points: 1, durationSeconds: 60 });
    const two = createLimiter("test-two", { points: 1, durationSeconds: 60 });
    await one.consume("k");
    await expect(two.consume("k")).resolves.toEqual({ consumedPoints: 1 });
  });

  it("a penalty counts without refusing, and the next consume sees it", async () => {
    const limiter = createLimiter("test-penalty", { points: 2, durationSeconds: 60 });
    await limiter.penalty("k");
    await limiter.penalty("k");
    await limiter.penalty("k");
    expect(await limiter.peek("k")).toMatchObject({ remainingPoints: 0 });
    await expect(limiter.consume("k")).rejects.toBeInstanceOf(TooManyRequests);
  });

  it("reset forgets a key", async () => {
    const limiter = createLimiter("test-reset", { points: 2, durationSeconds: 60 });
    await limiter.consume("k");
    await limiter.consume("k");
    expect(await limiter.peek("k")).toMatchObject({ remainingPoints: 0 });
    await limiter.reset("k");
    expect(await limiter.peek("k")).toEqual({ remainingPoints: 2, retryAfterSeconds: 0 });
    await expect(limiter.consume("k")).resolves.toEqual({ consumedPoints: 1 });
  });

  it("is one limiter per name, shared by every caller", async () => {
    const first = createLimiter("test-shared", { points: 1, durationSeconds: 60 });
    const second = createLimiter("test-shared", { points: 1, durationSeconds: 60 });
    expect(second).toBe(first);
    await first.consume("k");
    await expect(second.consume("k")).rejects.toBeInstanceOf(TooManyRequests);
  });

  it("resetAllLimiters empties limiters already held by callers", async () => {
    const limiter = createLimiter(limits.loginPerAccountAndIp.name, limits.loginPerAccountAndIp);
    for (let i = 0; i < limits.loginPerAccountAndIp.points; i++) await limiter.consume("k");
    await expect(limiter.consume("k")).rejects.toBeInstanceOf(TooManyRequests);
    resetAllLimiters();
    await expect(limiter.consume("k")).resolves.toEqual({ consumedPoints: 1 });
  });
});

describe("clientIp", () => {
  const request = (headers: Record<string, string>) => new Request("http://shop.test/api/x", { headers });

  function trustProxy(value: "true" | "false") {
    process.env.TRUST_PROXY = value;
    resetEnvCache();
  }

  it("without TRUST_PROXY, a spoofed X-Forwarded-For prefix does not change the key", () => {
    trustProxy("false");
    // Next fills X-Forwarded-For with the socket address only when absent; any appending hop adds
    // the real address last.
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-forwarded-for": "1.2.3.4,9.9.9.9 , 203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("without TRUST_PROXY, ignores X-Real-IP", () => {
    trustProxy("false");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "6.6.6.6" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-real-ip": "6.6.6.6" }))).toBe("unknown");
  });

  it("with TRUST_PROXY, uses the leftmost forwarded address, then X-Real-IP", () => {
    trustProxy("true");
    expect(clientIp(request({ "x-forwarded-for": "198.51.100.4, 10.0.0.2, 10.0.0.1" }))).toBe("198.51.100.4");
    expect(clientIp(request({ "x-real-ip": "198.51.100.5" }))).toBe("198.51.100.5");
  });

  it("normalises addresses and falls back to unknown", () => {
    trustProxy("false");
    expect(clientIp(request({ "x-forwarded-for": "::ffff:127.0.0.1" }))).toBe("127.0.0.1");
    expect(clientIp(request({ "x-forwarded-for": "[2001:DB8::1]:443" }))).toBe("2001:db8::1");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7:51234" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-forwarded-for": "not-an-address" }))).toBe("unknown");
    expect(clientIp(request({}))).toBe("unknown");
  });
});
