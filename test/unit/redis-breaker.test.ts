import { describe, expect, it, vi } from "vitest";
import { redisBreaker } from "@/lib/cache/redis-breaker.js";

const never = () => new Promise<string>(() => {});

describe("redisBreaker (the cache handlers' bound on an unreachable Redis)", () => {
  it("answers the fallback when the call does not answer in time, then skips calls while paused", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const guarded = redisBreaker("test", { timeoutMs: 30, pauseMs: 200 });
    const started = performance.now();
    expect(await guarded(never, "miss")).toBe("miss");
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    const call = vi.fn(async () => "hit");
    expect(await guarded(call, "miss")).toBe("miss");
    expect(call).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 220));
    expect(await guarded(call, "miss")).toBe("hit");
    expect(call).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it("always tries tag expirations, even while paused, and their failure pauses nothing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const guarded = redisBreaker("test", { timeoutMs: 30, pauseMs: 10_000 });
    await guarded(never, undefined);
    const expire = vi.fn(async () => "written");
    expect(await guarded(expire, undefined, { always: true })).toBe("written");
    expect(expire).toHaveBeenCalledTimes(1);
    const fresh = redisBreaker("test", { timeoutMs: 30, pauseMs: 10_000 });
    expect(await fresh(() => Promise.reject(new Error("down")), "lost", { always: true })).toBe("lost");
    expect(await fresh(async () => "hit", "miss")).toBe("hit");
    errors.mockRestore();
  });

  it("passes answers and errors of a working Redis through (an error counts as a miss)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const guarded = redisBreaker("test", { timeoutMs: 1_000, pauseMs: 50 });
    expect(await guarded(async () => "entry", undefined)).toBe("entry");
    expect(await guarded(() => Promise.reject(new Error("READONLY")), null)).toBeNull();
    errors.mockRestore();
  });
});
