import { describe, expect, it, vi } from "vitest";
import { cachedCount, COUNT_TTL_MS, invalidateCatalog } from "@/lib/catalog/catalog-cache";

describe("the catalogue count cache", () => {
  it("counts once per filter until the catalogue changes or the entry is too old", async () => {
    invalidateCatalog();
    const compute = vi.fn(async () => 42);
    expect(await cachedCount("a", compute)).toBe(42);
    expect(await cachedCount("a", compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
    await cachedCount("b", compute);
    expect(compute).toHaveBeenCalledTimes(2);
    invalidateCatalog();
    await cachedCount("a", compute);
    expect(compute).toHaveBeenCalledTimes(3);
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + COUNT_TTL_MS + 1);
    await cachedCount("a", compute);
    vi.useRealTimers();
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it("does not keep a count computed while the catalogue changed", async () => {
    invalidateCatalog();
    let value = 1;
    const slow = async () => {
      const seen = value;
      invalidateCatalog();
      return seen;
    };
    await cachedCount("c", slow);
    value = 2;
    expect(await cachedCount("c", async () => value)).toBe(2);
  });
});
