// @ts-check
import { readFileSync } from "node:fs";
import path from "node:path";
import RedisCachedHandler from "@trieb.work/nextjs-turbo-redis-cache";
import * as fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { redisBreaker } from "./redis-breaker.js";
import { redisCacheSettings } from "./redis-cache-settings.js";

/*
 * The incremental cache (next.config.ts cacheHandler): the prerendered shells of the pages and their
 * regenerations, expired by the same tags as 'use cache' entries. With REDIS_URL:
 * @trieb.work/nextjs-turbo-redis-cache's handler, under a prefix holding the build id (a new build
 * starts from its own shells). Without: Next.js's own file-system cache, as if none were configured.
 */

/** @type {any} */
const cjs = fileSystemCacheModule;
const FileSystemCache = cjs.default?.default ?? cjs.default;

/** @param {string | undefined} serverDistDir */
function buildId(serverDistDir) {
  if (!serverDistDir) return "build";
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim() || "build";
  } catch {
    return "build";
  }
}

/**
 * Whether a page-cache key is a visitor's search page (lib/entry/visitor-pages.ts): one per search
 * anyone types, so it is kept in the file-system cache's memory (an LRU bounded by
 * maxMemoryCacheSize) and never written to disk, which a stream of made-up searches would fill.
 * In Redis every entry expires and Redis's own memory limit bounds them.
 * @param {unknown} key
 */
export function isVisitorSearchKey(key) {
  if (typeof key !== "string") return false;
  // The key ends with the page's path (Next.js may put its own prefix before it).
  const view = /\/visitor\/[^/]+\/products\/([^/]+)$/.exec(key)?.[1];
  if (!view || view === "all") return false;
  try {
    return new URLSearchParams(Buffer.from(decodeURIComponent(view), "base64url").toString("utf8")).has("search");
  } catch {
    return false;
  }
}

// Next.js constructs a handler per request: the breaker's state must outlive them.
const breaker = redisBreaker("incremental cache handler");

export default class IncrementalCacheHandler {
  /** @param {any} options what Next.js passes to a cache handler (serverDistDir, fs, maxMemoryCacheSize, ...) */
  constructor(options) {
    const settings = redisCacheSettings(process.env);
    // Bounded calls when shared (lib/cache/redis-breaker.js); the file-system cache needs none.
    this.guarded = settings ? breaker : undefined;
    this.delegate = settings
      ? new RedisCachedHandler({
          ...options,
          redisUrl: settings.url,
          database: settings.database,
          keyPrefix: `${settings.prefix}isr:${buildId(options.serverDistDir)}:`,
        })
      : new FileSystemCache(options);
    this.memoryOnly = settings ? undefined : new FileSystemCache({ ...options, flushToDisk: false });
  }

  /**
   * @param {string} method
   * @param {any[]} args
   * @param {any} fallback
   * @param {boolean} [always] tag expirations: tried even while Redis is paused (lib/cache/redis-breaker.js)
   */
  call(method, args, fallback, always = false) {
    const run = () => this.delegate[method](...args);
    return this.guarded ? this.guarded(run, fallback, { always }) : run();
  }

  /** @param {any[]} args */
  get(...args) {
    return this.call("get", args, null);
  }

  /** @param {any[]} args */
  set(...args) {
    if (this.memoryOnly && isVisitorSearchKey(args[0])) return this.memoryOnly.set(...args);
    return this.call("set", args, undefined);
  }

  /** @param {any[]} args */
  revalidateTag(...args) {
    return this.call("revalidateTag", args, undefined, true);
  }

  resetRequestCache() {
    return this.delegate.resetRequestCache?.();
  }
}
