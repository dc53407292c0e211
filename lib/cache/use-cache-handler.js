// @ts-check
import { getRedisCacheComponentsHandler } from "@trieb.work/nextjs-turbo-redis-cache";
import { createDefaultCacheHandler } from "next/dist/server/lib/cache-handlers/default.js";
import { redisBreaker } from "./redis-breaker.js";
import { redisCacheSettings } from "./redis-cache-settings.js";

/*
 * The handler of `'use cache'` (next.config.ts cacheHandlers.default and .remote): the cached
 * catalogue entries and the expirations of their tags (revalidateTag in lib/catalog/catalog-cache.ts).
 * With REDIS_URL: @trieb.work/nextjs-turbo-redis-cache's Cache Components handler, so every app
 * server reads the same entries and sees the same expired tags (tags travel by Redis pub/sub).
 * Without: Next.js's own in-memory handler, as if none were configured (50 MB, Next's default).
 */

const settings = redisCacheSettings(process.env);

/** @param {NonNullable<typeof settings>} redis */
function sharedHandler(redis) {
  const shared = getRedisCacheComponentsHandler({
    redisUrl: redis.url,
    database: redis.database,
    keyPrefix: `${redis.prefix}uc:`,
  });
  // Every call bounded (lib/cache/redis-breaker.js): with Redis down, a miss rather than a hang.
  const guarded = redisBreaker("'use cache' handler");
  return {
    /** @param {string} cacheKey @param {string[]} softTags */
    get: (cacheKey, softTags) => guarded(() => shared.get(cacheKey, softTags), undefined),
    /** @param {string} cacheKey @param {Promise<any>} pendingEntry */
    set: async (cacheKey, pendingEntry) => {
      // The entry may take a while to render: only the writing is bounded.
      const entry = await pendingEntry;
      return guarded(() => shared.set(cacheKey, Promise.resolve(entry)), undefined);
    },
    refreshTags: () => guarded(() => shared.refreshTags(), undefined),
    /** @param {string[]} tags */
    getExpiration: (tags) => guarded(() => shared.getExpiration(tags), 0),
    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    updateTags: (tags, durations) => guarded(() => shared.updateTags(tags, durations), undefined, { always: true }),
  };
}

const handler = settings ? sharedHandler(settings) : createDefaultCacheHandler(50 * 1024 * 1024);

export default handler;
