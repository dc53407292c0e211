import "server-only";

/*
 * Counting every matching product for the page envelope is the slowest part of a catalogue page
 * at 50,000 products (a count over the whole active catalogue takes ~17 ms on PGlite). Counts
 * are kept here per filter, process-wide, and dropped whenever this process changes the
 * catalogue (invalidateCatalog, called by every product and category write) and in any case after
 * COUNT_TTL_MS, which bounds staleness when several servers share one PostgreSQL database.
 */

export const COUNT_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface CacheState {
  generation: number;
  counts: Map<string, { value: number; at: number; generation: number }>;
}

const key = Symbol.for("wholesale-shop.catalog-cache");
type GlobalWithCache = typeof globalThis & { [key]?: CacheState };

function state(): CacheState {
  const g = globalThis as GlobalWithCache;
  g[key] ??= { generation: 0, counts: new Map() };
  return g[key];
}

/** Call after any write to products, their categories or categories. */
export function invalidateCatalog(): void {
  const s = state();
  s.generation += 1;
  s.counts.clear();
}

export async function cachedCount(filterKey: string, compute: () => Promise<number>): Promise<number> {
  const s = state();
  const hit = s.counts.get(filterKey);
  if (hit && hit.generation === s.generation && Date.now() - hit.at < COUNT_TTL_MS) return hit.value;
  const generation = s.generation;
  const value = await compute();
  if (generation === s.generation) {
    if (s.counts.size >= MAX_ENTRIES) s.counts.clear();
    s.counts.set(filterKey, { value, at: Date.now(), generation });
  }
  return value;
}
