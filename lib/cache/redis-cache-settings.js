// @ts-check
/*
 * Where the Next.js cache handlers (use-cache-handler.js, incremental-cache-handler.js) keep their
 * entries. Next.js loads those files at run time with a plain import, outside the app's bundles, so
 * they cannot use lib/env.ts; they read the same two settings, which lib/env.ts validates at start.
 */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ url: string, database: number, prefix: string } | undefined} undefined: no REDIS_URL, memory.
 */
export function redisCacheSettings(env) {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  // The handler package picks database 1 unless told; the database is the URL's path (/0 by default).
  const database = Number.parseInt(new URL(url).pathname.slice(1) || "0", 10) || 0;
  return { url, database, prefix: env.REDIS_KEY_PREFIX?.trim() || "shop:" };
}

// The package checks at start that Redis sends keyspace events for expired keys (CONFIG GET), and
// stops caching when it may not ask (managed Redis often forbids CONFIG) or they are off. Those
// events only prune its local index of tags; expired entries are refused anyway. README "Scaling
// out" recommends `notify-keyspace-events Exe` on a Redis the shop's owner runs.
process.env.SKIP_KEYSPACE_CONFIG_CHECK ??= "true";
